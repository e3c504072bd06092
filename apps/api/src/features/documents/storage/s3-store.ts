import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertBlobKey, BLOB_KEY, BlobNotFoundError, type BlobStore, type StoredBlob } from './blob-store';
import { newWriter, removeAbandoned } from './temporaries';

/** `.<pid>.<store>.<uuid>.spool` (the writer first: temporaries.ts), or `.<uuid>.spool` from before. */
const SPOOL = /^\.(?:(\d+\.[0-9a-f]{8})\.)?[0-9a-f-]{36}\.spool$/;

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
  const PREFIX = 'vault/';
  const writer = newWriter();
  const spoolNames = () =>
    readdir(options.spoolDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  const objectKey = (key: string) => {
    assertBlobKey(key);
    return `${PREFIX}${key}.blob`;
  };
  return {
    kind: 's3',
    async put(key, body) {
      const Key = objectKey(key);
      await mkdir(options.spoolDir, { recursive: true, mode: 0o700 });
      const spool = join(options.spoolDir, `.${writer.tag}.${randomUUID()}.spool`);
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
    async *list(): AsyncIterable<StoredBlob> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: options.bucket, Prefix: PREFIX, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(PREFIX.length) ?? '';
          const key = name.endsWith('.blob') ? name.slice(0, -'.blob'.length) : '';
          if (BLOB_KEY.test(key) && object.LastModified) yield { key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // PutObject leaves nothing half-written in the bucket; only the local spool can hold leftovers of a crash.
    async removeAbandonedTemporaries() {
      return removeAbandoned(options.spoolDir, await spoolNames(), (name) => SPOOL.exec(name)?.[1]);
    },
    async removeTemporaries(before) {
      const names = await spoolNames();
      let removed = 0;
      for (const name of names.filter((entry) => SPOOL.test(entry))) {
        const path = join(options.spoolDir, name);
        const written = await stat(path).then(
          (info) => info.mtime,
          () => undefined,
        );
        if (written && written < before) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
