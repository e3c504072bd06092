import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CLEAN_UP_TASK } from './documents-clean-up';
import { createFilesystemStore } from './storage/filesystem-store';
import { expectCleanUpOf } from './test/clean-up-scenario';
import { buildDocumentsApp } from './test/documents-requests';

describe('the vault clean-up on the file system store', () => {
  it('is a scheduled task of the task engine', async () => {
    const app = await buildDocumentsApp();
    expect(app.tasks.get(CLEAN_UP_TASK)).toMatchObject({ schedule: expect.any(String) });
  });

  it('keeps no timer in an instance: the schedule runs once across the cluster, start-up clears the own disk', async () => {
    const started: string[] = [];
    const setInterval = globalThis.setInterval;
    const spy = vi.spyOn(globalThis, 'setInterval').mockImplementation(((
      ...args: Parameters<typeof setInterval>
    ) => {
      started.push(new Error().stack ?? '');
      return setInterval(...args);
    }) as typeof setInterval);
    try {
      const app = await buildDocumentsApp();
      await app.ready();
    } finally {
      spy.mockRestore();
    }
    // Timers of the shared machinery (the task engine's own clock) are not the feature's.
    const byDocuments = (stack: string) =>
      stack.split('\n').some((line) => /features\/documents\/(?!.*\.test\.ts)/.test(line));
    expect(started.filter(byDocuments)).toEqual([]);
  });

  it('removes orphan blobs and stale temporaries past the safety age (an erased account’s blobs went already), nothing else', async () => {
    const app = await buildDocumentsApp();
    const root = join(app.config.dataDir, 'vault');
    await expectCleanUpOf(app, createFilesystemStore(root), async () => {
      // What a crash mid-write leaves: a temporary next to where the blob would have gone.
      const key = randomUUID();
      mkdirSync(join(root, key.slice(0, 2)), { recursive: true });
      writeFileSync(join(root, key.slice(0, 2), `.${key}.${randomUUID()}.tmp`), 'half a blob');
    });
  });
});
