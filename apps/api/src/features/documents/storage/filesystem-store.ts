import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, BLOB_KEY, BlobNotFoundError, type BlobStore, type StoredBlob } from './blob-store';
import { newWriter, removeAbandoned } from './temporaries';

/**
 * Blobs under `root` (DATA_DIR/vault), spread over 256 folders by the key's first two characters. A blob is
 * written to a temporary name, flushed to disk, then renamed into place, so a crash leaves either nothing or the
 * whole blob under its key (temporaries start with `.` and are never read).
 */
const FOLDER = /^[0-9a-f]{2}$/;
/** `.<key>.<pid>.<store>.<uuid>.tmp` (the writer in the middle: temporaries.ts), or `.<key>.<uuid>.tmp` from before. */
const TEMPORARY = /^\.[0-9a-f-]{36}\.(?:(\d+\.[0-9a-f]{8})\.)?[0-9a-f-]{36}\.tmp$/;

/** The names in a folder, or none when it does not exist (an empty vault). */
async function namesIn(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/** A file's last write, or undefined when it vanished meanwhile (a delete, or a rename into place). */
async function modifiedAt(path: string): Promise<Date | undefined> {
  return stat(path).then(
    (info) => info.mtime,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
}

export function createFilesystemStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(root, key.slice(0, 2), `${key}.blob`);
  };
  const writer = newWriter();
  const temporaryFolders = async () => (await namesIn(root)).filter((name) => FOLDER.test(name));
  return {
    kind: 'filesystem',
    async put(key, body) {
      const target = pathOf(key);
      const folder = join(root, key.slice(0, 2));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const temporary = join(folder, `.${key}.${writer.tag}.${randomUUID()}.tmp`);
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
    async *list(): AsyncIterable<StoredBlob> {
      for (const folder of (await namesIn(root)).filter((name) => FOLDER.test(name))) {
        for (const name of await namesIn(join(root, folder))) {
          const key = name.endsWith('.blob') ? name.slice(0, -'.blob'.length) : '';
          if (!BLOB_KEY.test(key)) continue;
          const written = await modifiedAt(join(root, folder, name));
          if (written) yield { key, modifiedAt: written };
        }
      }
    },
    async removeAbandonedTemporaries() {
      let removed = 0;
      for (const folder of await temporaryFolders()) {
        const names = await namesIn(join(root, folder));
        removed += await removeAbandoned(join(root, folder), names, (name) => TEMPORARY.exec(name)?.[1]);
      }
      return removed;
    },
    async removeTemporaries(before) {
      let removed = 0;
      for (const folder of await temporaryFolders()) {
        for (const name of (await namesIn(join(root, folder))).filter((entry) => TEMPORARY.test(entry))) {
          const path = join(root, folder, name);
          const written = await modifiedAt(path);
          if (written && written < before) {
            await rm(path, { force: true });
            removed += 1;
          }
        }
      }
      return removed;
    },
  };
}
