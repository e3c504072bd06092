import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createS3Store } from './storage/s3-store';
import { buildDocumentsApp, tempDataDir } from './test/documents-requests';

/** A process id that is certainly not running any more: a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** A temporary as an upload by the writer `<pid>.<store>` leaves it, written just now. */
function temporary(dataDir: string, writer: string): string {
  const key = randomUUID();
  const folder = join(dataDir, 'vault', key.slice(0, 2));
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `.${key}.${writer}.${randomUUID()}.tmp`);
  writeFileSync(path, 'half an encrypted upload');
  return path;
}

describe('unfinished uploads', () => {
  it('are removed at start when their server was killed mid-upload (kill -9), however recent', async () => {
    const dataDir = tempDataDir();
    const killed = temporary(dataDir, `${deadPid()}.0badc0de`);
    // Another process still writing (the test runner's parent stands in for it): its upload is left alone.
    const writing = temporary(dataDir, `${process.ppid}.0badc0de`);
    await buildDocumentsApp({ dataDir });
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(writing)).toBe(true);
  });

  it('in the S3 store’s spool too', async () => {
    const spoolDir = join(tempDataDir(), 'vault-spool');
    mkdirSync(spoolDir, { recursive: true });
    const killed = `.${deadPid()}.0badc0de.${randomUUID()}.spool`;
    const writing = `.${process.ppid}.0badc0de.${randomUUID()}.spool`;
    for (const name of [killed, writing]) writeFileSync(join(spoolDir, name), 'ciphertext');
    const store = createS3Store({ bucket: 'unused', region: 'us-east-1', spoolDir });
    expect(await store.removeAbandonedTemporaries()).toBe(1);
    expect(readdirSync(spoolDir)).toEqual([writing]);
  });
});
