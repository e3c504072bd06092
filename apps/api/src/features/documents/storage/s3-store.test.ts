import { randomUUID } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndSignIn } from '../../../test/auth';
import {
  buildDocumentsApp,
  download,
  SAMPLE_PDF,
  tempDataDir,
  upload,
  vaultFiles,
} from '../test/documents-requests';
import { BlobNotFoundError } from './blob-store';
import { createBlobStore } from './create-store';
import { createS3Store } from './s3-store';
import { expectCleanUpOf } from '../test/clean-up-scenario';

// A real S3-protocol server on loopback, with the credentials it accepts.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver;
let endpoint: string;
let directory: string;

function filesUnder(root: string): string[] {
  return readdirSync(root).flatMap((entry) => {
    const path = join(root, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'waypoint-vault', configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('the S3 blob store, against a local S3 server', () => {
  it('puts, gets and deletes blobs; a missing blob is BlobNotFoundError', async () => {
    const store = createS3Store({
      bucket: 'waypoint-vault',
      endpoint,
      region: 'us-east-1',
      spoolDir: tempDataDir(),
      credentials,
    });
    const key = '0b6f9a52-4c8e-4a77-9a39-6f3f1f0d2a11';
    await store.put(key, Readable.from([Buffer.from('cipher'), Buffer.from('text')]));
    expect(await text(await store.get(key))).toBe('ciphertext');
    await store.delete(key);
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.put('../escape', Readable.from([]))).rejects.toThrow(/Not a vault blob key/);
  });

  it('serves the vault: the object is ciphertext, the download the same bytes, nothing on the local disk', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
    try {
      const app = await buildDocumentsApp({ vaultS3Bucket: 'waypoint-vault', vaultS3Endpoint: endpoint });
      const user = await signUpAndSignIn(app);
      const document = await upload(app, user);
      expect(vaultFiles(app.config.dataDir)).toEqual([]);
      const objects = filesUnder(directory).filter(
        (file) => file.includes(`vault`) && !file.endsWith('.json'),
      );
      const stored = objects
        .map((file) => readFileSync(file))
        .find((bytes) => bytes.length > SAMPLE_PDF.length);
      expect(stored).toBeDefined();
      expect(stored!.includes(Buffer.from('%PDF'))).toBe(false);
      const response = await download(app, user, document.id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('is cleaned of orphan blobs and stale spool files past the safety age (an erased account’s blobs went already)', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
    try {
      const app = await buildDocumentsApp({ vaultS3Bucket: 'waypoint-vault', vaultS3Endpoint: endpoint });
      const store = createBlobStore(app.config);
      expect(store.kind).toBe('s3');
      // Another test's objects share the bucket: start from an empty one.
      for await (const blob of store.list()) await store.delete(blob.key);
      await expectCleanUpOf(app, store, async () => {
        const spool = join(app.config.dataDir, 'vault-spool');
        mkdirSync(spool, { recursive: true });
        writeFileSync(join(spool, `.${randomUUID()}.spool`), 'ciphertext of a crashed upload');
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('is cleared of its own stale spool files when an instance starts, workers or not', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
    try {
      const dataDir = tempDataDir();
      const spool = join(dataDir, 'vault-spool');
      mkdirSync(spool, { recursive: true });
      const stale = join(spool, `.${randomUUID()}.spool`);
      const fresh = join(spool, `.${randomUUID()}.spool`);
      writeFileSync(stale, 'ciphertext of an upload cut by a crash');
      writeFileSync(fresh, 'ciphertext of an upload still being written');
      const longAgo = new Date(Date.now() - 7 * 60 * 60 * 1000);
      utimesSync(stale, longAgo, longAgo);
      const app = await buildDocumentsApp({
        dataDir,
        workers: false,
        vaultS3Bucket: 'waypoint-vault',
        vaultS3Endpoint: endpoint,
      });
      try {
        expect(readdirSync(spool)).toEqual([basename(fresh)]);
      } finally {
        await app.close();
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
