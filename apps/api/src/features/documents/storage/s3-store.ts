import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertBlobKey, BlobNotFoundError, type BlobStore } from './blob-store';

export interface S3StoreOptions {
  bucket: string;
  /** An S3-compatible server other than AWS; addressed path-style. */
  endpoint?: string;
  region: string;
  /** Where the ciphertext waits while its length is measured (S3 needs the length before the bytes). */
  spoolDir: string;
  /** Tests pass fixed credentials; otherwise the SDK reads the usual AWS variables and profiles. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Blobs in an S3-compatible bucket, so several API instances share one vault. PutObject is atomic: a blob is
 * whole or absent. Only ciphertext is ever spooled to the local disk.
 */
export function createS3Store(options: S3StoreOptions): BlobStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.credentials,
    // S3-compatible servers other than AWS often lack the SDK's newer default (aws-chunked uploads with
    // trailing checksums); they get plain signed requests. Integrity rests on the encryption's tags anyway.
    ...(options.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
  });
  const objectKey = (key: string) => {
    assertBlobKey(key);
    return `vault/${key}.blob`;
  };
  return {
    kind: 's3',
    async put(key, body) {
      const Key = objectKey(key);
      await mkdir(options.spoolDir, { recursive: true, mode: 0o700 });
      const spool = join(options.spoolDir, `.${randomUUID()}.spool`);
      try {
        await pipeline(body, createWriteStream(spool, { mode: 0o600, flags: 'wx' }));
        const { size } = await stat(spool);
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key,
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: 'application/octet-stream',
          }),
        );
      } finally {
        await rm(spool, { force: true });
      }
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('The object store answered no body.');
        return answer.Body;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          throw new BlobNotFoundError(`No blob ${key}.`);
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
