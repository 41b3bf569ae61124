import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { serverFolder } from './prerenderSignIn.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser downloads; source maps are built for error reporting but never served. */
const textFile = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once and at the highest
 * levels, so the server sends them as they are (@fastify/static's preCompressed) and never compresses per request.
 * A copy that would not be smaller is not written: the file itself is sent.
 */
export function precompress(): Plugin {
  return {
    name: 'rehab:precompress',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      // The server's own folder (prerenderSignIn.ts) is never sent to a browser.
      const served = (file: string) => !file.startsWith(join(dir, serverFolder));
      const files = (await filesUnder(dir)).filter((file) => textFile.test(file) && served(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
