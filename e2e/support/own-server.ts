import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { UserRole } from '@waypoint/shared';

/*
 * A server of a spec's own, on its own port and data directory. Roles are given by the role command
 * (`npm run user:role`), which needs the embedded database to itself: so a spec starts its server, signs its
 * accounts up, stops it, gives the roles, and starts it again.
 */
export function ownServer(port: number, name: string) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = `.data-test/e2e-${name}-${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  let server: ChildProcess | undefined;

  async function start(): Promise<void> {
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { env, stdio: 'ignore' });
    await expect
      .poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
  }

  async function stop(): Promise<void> {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  return {
    baseUrl,
    /** Starts on an empty data directory. */
    async startFresh(): Promise<void> {
      rmSync(dataDir, { recursive: true, force: true });
      await start();
    },
    start,
    stop,
    /** Stops the server, gives each account its role with the role command, and starts it again. */
    async giveRoles(roles: readonly { email: string; role: UserRole }[]): Promise<void> {
      await stop();
      for (const { email, role } of roles) {
        const answer = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'apps/api/src/cli/user-role.ts', email, role],
          {
            env,
            encoding: 'utf8',
          },
        );
        expect(answer.status, answer.stderr).toBe(0);
        expect(answer.stdout).toContain(`is now ${role}`);
      }
      await start();
    },
    /** Stops the server and removes its data directory. */
    async remove(): Promise<void> {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
