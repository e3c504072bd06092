import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningServer = { url: string; stop: () => Promise<void>; pid?: number };

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not come up in ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup?: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        cleanup?.();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * The product's server exactly as `npm start` runs it, on a throwaway embedded database (or `DATABASE_URL` in
 * `env`). Its log (stdout) goes to `logFile` when given, as a process manager would write it; else to /dev/null.
 */
export async function startProductServer(
  port: number,
  env: Record<string, string> = {},
  logFile?: string,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-bench-'));
  const log = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
    stdio: ['ignore', log, 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  if (typeof log === 'number') closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/api/health`, child);
  return {
    url,
    pid: child.pid,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** bench/bare-server.ts with the product server's `env` (its DATABASE_URL and secrets). */
export async function startBareServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn('node', ['--import', 'tsx', 'bench/bare-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/api/health`, child);
  return { url, pid: child.pid, stop: stopper(child) };
}
