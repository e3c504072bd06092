import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

describe('lockDataDir', () => {
  let dir: string;
  let lockFile: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'waypoint-lock-'));
    lockFile = join(dir, 'db.lock');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('claims the directory with this process id and frees it on release', () => {
    const release = lockDataDir(lockFile);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a directory a running process holds, naming that process', () => {
    const release = lockDataDir(lockFile);
    expect(() => lockDataDir(lockFile)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(lockFile)).toThrow(
      `Another process (pid ${process.pid}) is using the database in ${join(dir, 'db')}`,
    );
    release();
  });

  it('takes over the claim of a process that no longer runs', () => {
    // A child that has exited leaves a pid nothing runs under (until the system reuses it).
    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(lockFile, exited.stdout);

    const release = lockDataDir(lockFile);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('drops the claim when the process exits without releasing it', () => {
    const exited = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)}; lockDataDir(${JSON.stringify(lockFile)}); process.exit(1);`,
      ],
      { encoding: 'utf8' },
    );
    expect(exited.status, exited.stderr).toBe(1);
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over an unreadable claim', () => {
    writeFileSync(lockFile, 'garbage');
    expect(() => lockDataDir(lockFile)()).not.toThrow();
  });
});
