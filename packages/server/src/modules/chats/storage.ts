import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where chat files are kept. The disk is the default; an object store can take
 * its place by implementing these three calls.
 */
export interface FileStorage {
  /** Stores the whole file under `key`, atomically: a reader never sees half a file. */
  save(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  open(key: string): Promise<ReadStream | null>;
  remove(key: string): Promise<void>;
}

/** Where chat files live by default. */
export const chatFilesDir = (dataDir: string) => join(dataDir, 'uploads', 'chat');

const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checkKey(key: string) {
  // Keys are generated uuids; anything else never reaches the disk.
  if (!keyPattern.test(key)) throw new Error(`bad storage key: ${key}`);
  return key;
}

/** Files in `root`, written to a temporary name first and renamed into place. */
export function diskStorage(root: string): FileStorage {
  const temp = join(root, '.partial');
  return {
    async save(key, bytes) {
      await mkdir(temp, { recursive: true });
      const partial = join(temp, `${checkKey(key)}.${randomUUID()}`);
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, join(root, key));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      const stream = createReadStream(join(root, checkKey(key)));
      return new Promise((resolve) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', () => resolve(null));
      });
    },
    async remove(key) {
      await rm(join(root, checkKey(key)), { force: true });
    },
  };
}
