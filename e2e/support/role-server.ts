import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { createProfileThroughApi, signInThroughApi, signUpThroughApi, type TestAccount } from './accounts';
import { E2E_PORT } from './mail-sink';

/*
 * A product server of its own for the tests that need accounts with a role (a moderator, an admin). Roles are
 * given by the role command (`npm run user:role`), which the running server carries out for it (decision 038):
 * the server starts, the accounts sign up, the command gives the roles.
 * One per worker that asks for it (the `roleServer` fixture), on E2E_PORT + 7 + the worker's parallel index and
 * its own data directory; every spec that worker runs shares it. Its data outlives a test: tests on it make their
 * own accounts and read counts before they change them.
 */

export type SignedUpAccount = TestAccount & { token: string };

export interface RoleServer {
  baseURL: string;
  /** An account with the moderator role. */
  moderator: SignedUpAccount;
  /** An account with the admin role. */
  admin: SignedUpAccount;
  /** A new veteran account on this server; with a veteran profile (Army 11B, logistics) unless told otherwise. */
  signUp: (name: string, options?: { profile?: boolean }) => Promise<SignedUpAccount>;
  /** A fresh session (token) for an account of this server. */
  signIn: (account: TestAccount) => Promise<string>;
  /** `npm run user:role -- <email> <role>` while this server runs (it runs the command: decision 038). */
  runRoleCommand: (email: string, role: string) => Promise<{ code: number; stdout: string; stderr: string }>;
}

const ROLE_SERVER_OFFSET = 7;
const START_TIMEOUT_MS = 90_000;

export async function startRoleServer(
  playwright: PlaywrightWorkerArgs['playwright'],
  parallelIndex: number,
): Promise<{ server: RoleServer; stop: () => Promise<void> }> {
  const port = E2E_PORT + ROLE_SERVER_OFFSET + parallelIndex;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = `.data-test/e2e-roles-${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  let child: ChildProcess | undefined;

  const start = async () => {
    // Not someone else's server (a run that did not stop): its health would pass for this one's.
    const stale = await fetch(`${baseURL}/api/health`).catch(() => undefined);
    expect(stale, `port ${port} is free for the role server`).toBeUndefined();
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4_000);
    });
    child = started;
    await expect
      .poll(
        async () => {
          if (started.exitCode !== null) return `exited with ${started.exitCode}: ${errors}`;
          return (await fetch(`${baseURL}/api/health`).catch(() => undefined))?.status;
        },
        { timeout: START_TIMEOUT_MS, message: `the role server on ${baseURL} starts` },
      )
      .toBe(200);
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  const giveRole = (account: TestAccount, role: 'moderator' | 'admin') => {
    const command = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/user-role.ts', account.email, role],
      { env, encoding: 'utf8' },
    );
    expect(command.status, command.stderr).toBe(0);
    expect(command.stdout).toContain(`is now ${role}`);
  };

  rmSync(dataDir, { recursive: true, force: true });
  const request: APIRequestContext = await playwright.request.newContext({ baseURL });
  try {
    await start();
    const moderator = await signUpThroughApi(request, 'Morgan Lee');
    const admin = await signUpThroughApi(request, 'Harper Diaz');
    // The command runs through the running server (its operator socket), as an operator's would.
    giveRole(moderator, 'moderator');
    giveRole(admin, 'admin');
    // Fresh sessions show the role from the start.
    moderator.token = await signInThroughApi(request, moderator);
    admin.token = await signInThroughApi(request, admin);

    const server: RoleServer = {
      baseURL,
      moderator,
      admin,
      signUp: async (name, { profile = true } = {}) => {
        const account = await signUpThroughApi(request, name);
        if (profile) await createProfileThroughApi(request, account, account.token);
        return account;
      },
      signIn: (account) => signInThroughApi(request, account),
      runRoleCommand: (email, role) =>
        new Promise((done) => {
          execFile(
            process.execPath,
            ['--import', 'tsx', 'apps/api/src/cli/user-role.ts', email, role],
            { env },
            (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
          );
        }),
    };
    return {
      server,
      stop: async () => {
        await request.dispose();
        await stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await request.dispose();
    await stop();
    throw error;
  }
}
