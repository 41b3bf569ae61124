import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { diskMediaStorage, newMediaKey, type MediaStorage } from './media-storage';
import { s3MediaStorage, type S3Sender } from './s3-media-storage';

const read = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/**
 * An object store as the S3 API answers, in memory: what the S3 storage sends is checked against the
 * commands' real inputs (bucket, key, range, type), with no store on this machine (docs/decisions/0014).
 */
function memoryS3() {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const missing = () => Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
  const client: S3Sender = {
    send: (async (command: unknown) => {
      const input = (command as { input: Record<string, unknown> }).input;
      sent.push({ name: (command as object).constructor.name, input });
      const id = `${String(input.Bucket)}/${String(input.Key)}`;
      if (command instanceof PutObjectCommand) {
        objects.set(id, { body: Buffer.from(input.Body as Buffer), contentType: input.ContentType as string | undefined });
        return {};
      }
      if (command instanceof DeleteObjectCommand) {
        objects.delete(id);
        return {};
      }
      const object = objects.get(id);
      if (!object) throw command instanceof HeadObjectCommand ? Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } }) : missing();
      if (command instanceof HeadObjectCommand) return { ContentLength: object.body.length };
      if (command instanceof GetObjectCommand) {
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(input.Range ?? ''));
        const body = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
        const { Readable } = await import('node:stream');
        return { Body: Readable.from([body]) };
      }
      throw new Error('unexpected command');
    }) as S3Sender['send'],
  };
  return { client, objects, sent };
}

const folder = mkdtempSync(join(tmpdir(), 'rehab-media-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const s3 = memoryS3();

describe.each<[string, MediaStorage]>([
  ['the data folder', diskMediaStorage(folder)],
  ['S3-compatible object storage', s3MediaStorage({ bucket: 'rehab-media', prefix: 'media/', client: s3.client })],
])('media in %s', (_, storage) => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (__, i) => i % 256));

  it('keeps a file whole, tells its size and reads it back whole or by a range', async () => {
    const key = newMediaKey();
    await storage.save(key, bytes, 'video/mp4');
    expect(await storage.size(key)).toBe(1000);
    expect((await read(await storage.open(key)))?.equals(bytes)).toBe(true);
    expect((await read(await storage.open(key, { start: 10, end: 19 })))?.equals(bytes.subarray(10, 20))).toBe(true);
  });

  it('answers null for a file that is not there, and forgets a removed one', async () => {
    const key = newMediaKey('card');
    expect(await storage.size(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await storage.save(key, bytes, 'image/webp');
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
  });

  it('refuses a key it did not make', async () => {
    await expect(storage.save('../../etc/passwd', bytes, 'image/png')).rejects.toThrow('bad storage key');
    await expect(storage.open('a/b')).rejects.toThrow('bad storage key');
  });
});

describe('the S3 storage', () => {
  it('sends the bucket, the prefixed key, the content type and the range the store expects', async () => {
    const storage = s3MediaStorage({ bucket: 'rehab-media', prefix: 'media/', client: s3.client });
    const key = newMediaKey();
    await storage.save(key, Buffer.from('x'), 'image/webp');
    await storage.open(key, { start: 0, end: 0 });
    const mine = s3.sent.filter((each) => each.input.Key === `media/${key}`);
    expect(mine.map((each) => each.name)).toEqual(['PutObjectCommand', 'GetObjectCommand']);
    expect(mine[0]?.input).toMatchObject({ Bucket: 'rehab-media', ContentType: 'image/webp', ContentLength: 1 });
    expect(mine[1]?.input).toMatchObject({ Range: 'bytes=0-0' });
  });
});
