import { build, type Plugin } from 'esbuild';
import { rmSync } from 'node:fs';

/**
 * Compiles the server into dist/, so production starts plain JavaScript with `node` instead of compiling
 * TypeScript as it starts. The workspace packages it imports (@rehab/contract, @rehab/tokens) are TypeScript
 * source and are bundled in; every other package stays in node_modules, loaded as it is (native modules,
 * pdfkit's font files, PGlite's WebAssembly).
 */
const workspacePackagesInside: Plugin = {
  name: 'workspace-packages-inside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rehab/') ? undefined : { path: args.path, external: true },
    );
  },
};

// `node build.ts [folder]`: dist/ unless told; a folder of another name must sit beside it, as paths.ts expects.
const outdir = new URL(process.argv[2] ?? 'dist', new URL('./', import.meta.url)).pathname;
rmSync(outdir, { recursive: true, force: true });
await build({
  // Each a command of its own; they sit in src/ as dist/ sits in the package, so paths.ts holds for both.
  entryPoints: ['src/main.ts', 'src/backup.ts', 'src/restore.ts'].map((entry) => new URL(entry, import.meta.url).pathname),
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  chunkNames: 'shared-[hash]',
  plugins: [workspacePackagesInside],
  logLevel: 'warning',
});
