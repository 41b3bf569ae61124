import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { checkMediaKey, type MediaStorage } from './media-storage';

/** The part of the S3 client this storage uses, so a test can stand in for the object store. */
export type S3Sender = Pick<S3Client, 'send'>;

export interface S3MediaConfig {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `media/`. */
  prefix?: string;
  client: S3Sender;
}

/** The client for an S3-compatible store (AWS, MinIO, Ceph, Garage) from the server's configuration. */
export function s3Client(config: { endpoint?: string; region: string; forcePathStyle: boolean } & Pick<S3ClientConfig, 'credentials'>): S3Client {
  return new S3Client({ region: config.region, forcePathStyle: config.forcePathStyle, ...(config.endpoint && { endpoint: config.endpoint }), ...(config.credentials && { credentials: config.credentials }) });
}

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * Media in an S3-compatible bucket. A PUT of the whole object is atomic in S3's own terms (a reader sees
 * the old object or the new, never half), which is the disk storage's promise too.
 */
export function s3MediaStorage({ bucket, prefix = '', client }: S3MediaConfig): MediaStorage {
  const keyOf = (key: string) => `${prefix}${checkMediaKey(key)}`;
  return {
    async save(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(key), ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
        );
        const body = object.Body;
        if (!body) return null;
        return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}
