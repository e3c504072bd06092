import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../db/data-dir-lock';
import { users } from '../db/schema';
import { signUpAndSignIn } from '../test/auth';
import { buildTestApp } from '../test/helper';
import { OPERATOR_COMMANDS } from './operator-commands';
import { listenForOperatorCommands, operatorSocketPath, runThroughServer } from './operator-socket';
import { EXIT } from './with-database';

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The command as an operator runs it (`npm run user:role -- …` is this), as its own process. Asynchronous: the
 * socket it talks to is served by this test's process.
 */
async function command(script: 'user-role' | 'mail-outbox', args: string[], dataDir: string) {
  const { DATABASE_URL: _url, ...env } = process.env;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `apps/api/src/cli/${script}.ts`, ...args],
      { cwd: REPO, env: { ...env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('operator commands while the server holds the embedded database', () => {
  let dataDir: string;
  let release: () => void;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'waypoint-operator-'));
    mkdirSync(join(dataDir, 'db'));
    // This process plays the running server: it holds the data directory, as the server's database does.
    release = lockDataDir(join(dataDir, 'db.lock'));
  });
  afterEach(() => {
    release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('user:role and mail:outbox run through the server, and say so; the role applies at once', async () => {
    const app = await buildTestApp();
    const veteran = await signUpAndSignIn(app);
    const errors: unknown[] = [];
    const socket = await listenForOperatorCommands({
      dataDir,
      database: app.database,
      commands: OPERATOR_COMMANDS,
      onError: (error) => errors.push(error),
    });
    try {
      // The socket's folder is the owner's alone.
      expect(statSync(join(operatorSocketPath(dataDir), '..')).mode & 0o777).toBe(0o700);

      const role = await command('user-role', [veteran.email, 'moderator'], dataDir);
      expect(role.code, role.stderr).toBe(EXIT.ok);
      expect(role.stdout).toContain(`${veteran.email} is now moderator (was veteran).`);
      expect(role.stderr).toContain('the command ran inside it');
      const [row] = await app.database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, veteran.user.id));
      expect(row?.role).toBe('moderator');

      await app.mailer.send({
        to: veteran.email,
        subject: 'Reset your Waypoint password',
        text: 'Open https://waypoint.example/reset?token=abc',
      });
      const outbox = await command('mail-outbox', [veteran.email], dataDir);
      expect(outbox.code, outbox.stderr).toBe(EXIT.ok);
      expect(outbox.stdout).toContain(`To: ${veteran.email}\nSubject: Reset your Waypoint password`);
      expect(outbox.stdout).toContain('https://waypoint.example/reset?token=abc');
      expect(errors).toEqual([]);
    } finally {
      await socket.close();
    }
  }, 60_000);

  it('without a server to ask, says to stop the one holding the directory (exit 4), changing nothing', async () => {
    const result = await command('user-role', ['someone@example.org', 'admin'], dataDir);
    expect(result.code).toBe(EXIT.databaseInUse);
    expect(result.stderr).toContain('Stop the server, run this command, then start the server again.');
  }, 60_000);

  it('refuses a command it does not know, and a request that is not one', async () => {
    const app = await buildTestApp();
    const socket = await listenForOperatorCommands({
      dataDir,
      database: app.database,
      commands: OPERATOR_COMMANDS,
      onError: () => undefined,
    });
    try {
      const err: string[] = [];
      const io = { out: () => undefined, err: (line: string) => void err.push(line) };
      const code = await runThroughServer(
        dataDir,
        { command: 'vault:rotate-key', args: [], operator: 'alice' },
        io,
      );
      expect(code).toBe(EXIT.usage);
      expect(err).toEqual(['The server does not run that command. Known: user:role, mail:outbox.']);
    } finally {
      await socket.close();
    }
    // Closed, nobody answers: the caller falls back to its message.
    expect(
      await runThroughServer(
        dataDir,
        { command: 'user:role', args: [], operator: 'alice' },
        {
          out: () => undefined,
          err: () => undefined,
        },
      ),
    ).toBeUndefined();
  });
});
