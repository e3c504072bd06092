import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTestDatabase, testDriver } from './helper';

/** Tests only: the API server as a child process, as `npm start` runs it, on a data directory of its own. */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER_ENTRY = 'apps/api/src/server.ts';

export interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const cleanups: (() => void)[] = [];

/** Kills every server this file started and removes their data directories; call it in `afterEach`. */
export function stopServers(): void {
  for (const cleanup of cleanups.splice(0)) cleanup();
}

export function startServer(env: NodeJS.ProcessEnv): RunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return { child, output: () => output, exited };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForHealth(url: string, server: RunningServer, timeoutMs: number): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return await response.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${server.output()}`);
}

export async function waitForOutput(server: RunningServer, text: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A server on a new data directory (or this worker's PostgreSQL database), once it answers its health check. */
export async function startOnTempDataDir(dataDir = newDataDir()) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...baseEnv(),
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  };
  // On a PostgreSQL run the server uses this worker's (already migrated) database, so both drivers shut down.
  if (testDriver === 'postgres') {
    env.DATABASE_URL = (await getTestDatabase()).url;
    // Production with DATABASE_URL refuses to start without the secret every instance must share.
    env.BETTER_AUTH_SECRET = 'server-test-secret-0123456789abcdefghijkl';
    // Likewise the vault's master key (a fixed test key: 32 bytes, base64).
    env.VAULT_MASTER_KEY = Buffer.alloc(32, 7).toString('base64');
  }
  const server = startServer(env);
  // The health poll leaves an idle keep-alive connection open, which must not hold shutdown up.
  const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, server, 60_000);
  return { server, port, dataDir, env, health };
}

export function newDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-server-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

export function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  return env;
}
