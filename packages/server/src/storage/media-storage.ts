import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** A part of a stored file, both ends included (as HTTP ranges count). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the exercise library's pictures and videos are kept: the data folder by default, an
 * S3-compatible object store by configuration (MEDIA_S3_BUCKET), so several server processes share
 * the files. Both keep the same promises, tested once for each in media-storage.test.ts.
 */
export interface MediaStorage {
  /** Stores the whole file under `key`, atomically: a reader never sees half a file. */
  save(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The file's bytes, or only `range` of them; null when there is no such file. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** Keys are generated here: a uuid, then an optional variant name. Anything else never reaches the disk or the store. */
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[a-z]{1,12})?$/;

export function checkMediaKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`bad storage key: ${key}`);
  return key;
}

export const newMediaKey = (variant?: string) => (variant ? `${randomUUID()}-${variant}` : randomUUID());

/** Where media live by default. */
export const mediaDir = (dataDir: string) => join(dataDir, 'uploads', 'media');

/** Files in `root`, written to a temporary name first and renamed into place. */
export function diskMediaStorage(root: string): MediaStorage {
  const temp = join(root, '.partial');
  const pathOf = (key: string) => join(root, checkMediaKey(key));
  return {
    async save(key, bytes) {
      await mkdir(temp, { recursive: true });
      const partial = join(temp, `${checkMediaKey(key)}.${randomUUID()}`);
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, pathOf(key));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    async open(key, range) {
      const stream = createReadStream(pathOf(key), range && { start: range.start, end: range.end });
      return new Promise((resolve) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', () => resolve(null));
      });
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
