import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { signUpAndSignIn, TEST_PASSWORD } from '../../../test/auth';
import { createVaultCleanUp, CLEAN_UP_SAFETY_MS } from '../documents-clean-up';
import { createDocumentsRepository } from '../documents.repository';
import { documents } from '../documents.schema';
import type { BlobStore } from '../storage/blob-store';
import { download, SAMPLE_PDF, upload } from './documents-requests';

async function keysIn(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of store.list()) keys.push(blob.key);
  return keys.sort();
}

/**
 * The clean-up against one store adapter: an erased account's blobs are gone with the deletion already; a blob
 * left by a crash between blob and row (or between a deletion's commit and its blobs' removal) and an unfinished
 * temporary are removed once older than the safety age, and nothing else is. `leaveTemporary` writes the
 * adapter's kind of unfinished write.
 */
export async function expectCleanUpOf(app: App, store: BlobStore, leaveTemporary: () => Promise<void>) {
  const owner = await signUpAndSignIn(app);
  const kept = await upload(app, owner, 'kept.pdf');
  const leaving = await signUpAndSignIn(app);
  await upload(app, leaving, 'theirs.pdf');
  const erased = await app.inject({
    method: 'POST',
    url: '/api/account/deletion',
    headers: leaving.headers,
    payload: { password: TEST_PASSWORD },
  });
  expect(erased.statusCode, erased.body).toBeLessThan(300);
  // The erased account's blob went as the deletion committed, not with the next clean-up.
  expect(await keysIn(store)).toHaveLength(1);
  // A crash after the blob was written and before its row committed.
  await store.put(
    randomUUID(),
    Readable.from([Buffer.from('ciphertext of an upload that never got its row')]),
  );
  await leaveTemporary();

  const [keptRow] = await app.database.db.select().from(documents);
  expect(await keysIn(store)).toHaveLength(2);
  const errors: unknown[] = [];
  const cleanUp = createVaultCleanUp({
    store,
    repository: createDocumentsRepository(app.database.db),
    log: { info: () => undefined, error: (details: unknown) => void errors.push(details) },
  });

  // Everything is younger than the safety age: an upload may be in progress, nothing is touched.
  expect(await cleanUp.run(app.clock.now())).toEqual({
    removedBlobs: 0,
    removedTemporaries: 0,
    missingBlobs: [],
  });
  expect(await keysIn(store)).toHaveLength(2);

  const later = new Date(Date.now() + CLEAN_UP_SAFETY_MS + 60_000);
  expect(await cleanUp.run(later)).toEqual({ removedBlobs: 1, removedTemporaries: 1, missingBlobs: [] });
  expect(await keysIn(store)).toEqual([keptRow!.storageKey]);
  const file = await download(app, owner, kept.id);
  expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  // Running again finds nothing more (the task may run twice).
  expect(await cleanUp.run(later)).toEqual({ removedBlobs: 0, removedTemporaries: 0, missingBlobs: [] });

  // A row whose blob vanished is reported, and kept.
  await store.delete(keptRow!.storageKey);
  expect(await cleanUp.run(later)).toEqual({
    removedBlobs: 0,
    removedTemporaries: 0,
    missingBlobs: [kept.id],
  });
  expect(errors).toEqual([expect.objectContaining({ documentIds: [kept.id], count: 1 })]);
  expect(await app.database.db.select({ id: documents.id }).from(documents)).toEqual([{ id: kept.id }]);
}
