import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const CLI = fileURLToPath(new URL('./catalogue-import.ts', import.meta.url));

describe('npm run catalogue:import', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'waypoint-import-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: join(dir, 'data'),
        DATABASE_URL: '',
        INIT_CWD: dir,
        LOG_LEVEL: 'silent',
      },
      timeout: 120_000,
    });

  it('explains its use when given no file', () => {
    const result = run([]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run catalogue:import -- <file.csv> [more files]');
  });

  it('says to stop the server when the embedded database is in use', () => {
    writeFileSync(join(dir, 'codes.csv'), '"service","category","code"\n');
    mkdirSync(join(dir, 'data'));
    // This test's own process stands in for a running server holding the directory.
    writeFileSync(join(dir, 'data', 'db.lock'), String(process.pid));

    const result = run(['codes.csv']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Another process (pid ${process.pid}) is using the database`);
    expect(result.stderr).toContain('stop the Waypoint server, then import again');
  });

  it(
    'imports a file given relative to where the command was typed and reports the counts',
    { timeout: 120_000 },
    () => {
      writeFileSync(
        join(dir, 'codes.csv'),
        [
          '"service","category","code","type","status","title","description"',
          '"Marines","Enlisted","0399","MOS","Active","Test Rifle Specialist","Shoots straight."',
          '"Marines","Enlisted","03","MOS","Active","Too Short","Text"',
        ].join('\n'),
      );
      const result = run(['codes.csv']);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(
        'codes.csv (luMOC): 2 rows; 1 inserted, 0 updated, 0 unchanged, 1 skipped',
      );
      expect(result.stdout).toContain(
        '  line 3: "03" is not a MARINES code: Enter a valid MOS code (e.g. 0311)',
      );
      expect(result.stdout).toContain('Committed.');
    },
  );
});
