import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { getTestDatabase, testDriver } from './test/helper';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_ENTRY = 'apps/api/src/server.ts';

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function startServer(env: NodeJS.ProcessEnv): RunningServer {
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

async function freePort(): Promise<number> {
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

async function waitForHealth(url: string, server: RunningServer, timeoutMs: number): Promise<unknown> {
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

async function waitForOutput(server: RunningServer, text: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A server on a new data directory (or this worker's PostgreSQL database), once it answers its health check. */
async function startOnTempDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-server-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
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
  }
  const server = startServer(env);
  // The health poll leaves an idle keep-alive connection open, which must not hold shutdown up.
  const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, server, 60_000);
  return { server, port, dataDir, env, health };
}

function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  return env;
}

describe('server process', () => {
  it(
    'serves, keeps a second process off its data, and on SIGTERM exits 0 within 5 s',
    { timeout: 90_000 },
    async () => {
      const { server, port, dataDir, env, health } = await startOnTempDataDir();
      expect(health).toEqual({ status: 'ok', db: testDriver, version: '0.1.0' });
      expect(server.output()).toContain(`listening on http://127.0.0.1:${port}`);

      if (testDriver === 'pglite') {
        const second = startServer({ ...env, PORT: String(await freePort()) });
        expect((await second.exited).code).toBe(1);
        expect(second.output()).toContain(`Another process (pid ${server.child.pid}) is using the database`);
      }

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const exit = await server.exited;

      expect(Date.now() - signalledAt).toBeLessThan(5_000);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('shutting down');
      expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    },
  );

  // Ctrl-C on `npm start` signals the process group and npm passes the signal on: node gets it twice. With
  // `process.once` the second one killed the process mid-shutdown and left the data directory's lock behind.
  it(
    'finishes its shutdown, in-flight request included, when the signal comes again',
    { timeout: 90_000 },
    async () => {
      const { server, port, dataDir } = await startOnTempDataDir();
      const body = JSON.stringify({ fullName: 'Dana Reyes', email: 'dana@example.com', message: 'Hello' });
      // A request whose body is still arriving keeps the shutdown waiting for it.
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
      });
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));

      server.child.kill('SIGTERM');
      await waitForOutput(server, 'shutting down');
      server.child.kill('SIGINT');
      server.child.kill('SIGTERM');
      await waitForOutput(server, 'already shutting down');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();

      socket.write(body.slice(10));
      expect(await answer).toMatch(/^HTTP\/1\.1 201 /);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      if (testDriver === 'pglite') expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    },
  );

  it('refuses to start on a bad environment, naming the variable without a stack trace', async () => {
    const server = startServer({ ...baseEnv(), PORT: 'abc' });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid environment variable PORT: expected a whole number between 0 and 65535 (got "abc")',
    );
  });
});
