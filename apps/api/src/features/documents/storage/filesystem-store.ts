import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, BlobNotFoundError, type BlobStore } from './blob-store';

/**
 * Blobs under `root` (DATA_DIR/vault), spread over 256 folders by the key's first two characters. A blob is
 * written to a temporary name, flushed to disk, then renamed into place, so a crash leaves either nothing or the
 * whole blob under its key (temporaries start with `.` and are never read).
 */
export function createFilesystemStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(root, key.slice(0, 2), `${key}.blob`);
  };
  return {
    kind: 'filesystem',
    async put(key, body) {
      const target = pathOf(key);
      const folder = join(root, key.slice(0, 2));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const temporary = join(folder, `.${key}.${randomUUID()}.tmp`);
      try {
        await pipeline(body, createWriteStream(temporary, { mode: 0o600, flags: 'wx' }));
        const handle = await open(temporary, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
        const directory = await open(folder, 'r');
        try {
          await directory.sync();
        } finally {
          await directory.close();
        }
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw new BlobNotFoundError(`No blob ${key}.`);
        throw error;
      });
      return handle.createReadStream() as unknown as Readable;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
