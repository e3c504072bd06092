import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite does not stop a second process from opening the same data directory, and two writers corrupt it.
 * A pid file claims the directory; a claim whose process is gone (killed, crashed) is taken over. The claim
 * is also dropped when the process exits without releasing it (the shutdown deadline's `process.exit`).
 * Returns the release function.
 */
export function lockDataDir(lockFile: string): () => void {
  if (!tryCreate(lockFile)) {
    const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (isRunning(holder)) {
      throw new DataDirLockedError(
        `Another process (pid ${holder}) is using the database in ${lockFile.replace(/\.lock$/, '')}. ` +
          'Stop it first, or give this one a different DATA_DIR.',
      );
    }
    rmSync(lockFile, { force: true });
    if (!tryCreate(lockFile))
      throw new DataDirLockedError(`Another process claimed ${lockFile} at the same moment.`);
  }
  const release = () => {
    process.off('exit', release);
    rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
}

function tryCreate(lockFile: string): boolean {
  try {
    // `wx` fails if the file exists, so of two processes starting together only one creates it.
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Whether a process with this id exists (someone else's included). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
