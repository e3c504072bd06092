import { randomBytes } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isRunning } from '../../../db/data-dir-lock';

/*
 * Who wrote an unfinished temporary (an upload in progress, or one cut off by a crash): the writing process and
 * the store in it, in the file's name (`<pid>.<store>`). At start-up a store removes the temporaries whose writer
 * is gone, however young they are, so kill -9 during an upload leaves nothing behind after the restart; the
 * hourly clean-up still removes, by age, what no writer can be told for (names from before this scheme).
 */

// The stores alive in this process: a temporary of this process by another (closed) store is abandoned too.
const storesHere = new Set<string>();

export interface Writer {
  /** `<pid>.<store>`, put into every temporary's name. */
  readonly tag: string;
}

export function newWriter(): Writer {
  const store = randomBytes(4).toString('hex');
  storesHere.add(store);
  return { tag: `${process.pid}.${store}` };
}

/** Whether the writer named by a temporary's `<pid>.<store>` can no longer be writing it. */
export function writerIsGone(tag: string): boolean {
  const [pidText, store] = tag.split('.');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || !store) return false;
  if (pid === process.pid) return !storesHere.has(store);
  return !isRunning(pid);
}

/** Removes `names` in `folder` whose writer (read by `writerOf`) is gone; answers how many. */
export async function removeAbandoned(
  folder: string,
  names: readonly string[],
  writerOf: (name: string) => string | undefined,
): Promise<number> {
  let removed = 0;
  for (const name of names) {
    const tag = writerOf(name);
    if (tag === undefined || !writerIsGone(tag)) continue;
    const path = join(folder, name);
    if (
      await stat(path).then(
        () => true,
        () => false,
      )
    ) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
