// A throwaway PostgreSQL 15 cluster: created in a temporary directory, started on a free loopback port, and
// removed on stop. The one place that starts such a cluster, for `npm run test:api:pg`, the benches and
// `npm run cluster`. PostgreSQL refuses to run as root, so a root caller runs the server tools as `postgres`.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Whether this machine has the PostgreSQL 15 server tools. */
export function postgresAvailable() {
  return ['initdb', 'pg_ctl'].every((tool) => existsSync(join(PG_BIN, tool)));
}

/** A free TCP port on 127.0.0.1, as the kernel hands one out. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Creates and starts a cluster. Durability settings are off: it lives for one run, and fsync would dominate.
 * @param {{ name?: string, port?: number, maxConnections?: number }} [options]
 */
export async function startThrowawayPostgres(options = {}) {
  const asPostgres = process.getuid?.() === 0;
  const dir = join(tmpdir(), `waypoint-${options.name ?? 'pg'}-${randomBytes(6).toString('hex')}`);
  const log = join(dir, 'server.log');
  const port = options.port ?? (await freePort());

  /** Runs a PostgreSQL tool (or, with `system`, a plain command) and throws with its output if it fails. */
  const run = (tool, args, system = false) => {
    const command = system ? tool : join(PG_BIN, tool);
    const [file, fileArgs] =
      asPostgres && !system ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, fileArgs, { encoding: 'utf8', cwd: tmpdir() });
    if (result.status !== 0) {
      const serverLog = tool === 'pg_ctl' && existsSync(log) ? `\n${readFileSync(log, 'utf8')}` : '';
      throw new Error(
        `${tool} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout ?? ''}${result.stderr ?? ''}${serverLog}`,
      );
    }
  };

  const serverOptions = [
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    options.maxConnections ? `-c max_connections=${options.maxConnections}` : '',
  ].join(' ');
  const start = () => run('pg_ctl', ['-D', dir, '-o', serverOptions, '-l', log, '-w', 'start']);
  const running = () => existsSync(join(dir, 'postmaster.pid'));
  const stopServer = () => {
    if (running()) run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
  };

  if (asPostgres) run('install', ['-d', '-o', 'postgres', '-g', 'postgres', '-m', '700', dir], true);
  else mkdirSync(dir, { mode: 0o700 });
  let removed = false;
  const stop = () => {
    if (removed) return;
    removed = true;
    try {
      stopServer();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    start();
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    /** The postmaster's pid while it runs (its first line of postmaster.pid). */
    pid: () =>
      running() ? Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]) : undefined,
    /** Stops the server (fast: open connections are cut) and keeps the data, for `startAgain`. */
    stopServer,
    startAgain: start,
    /** Stops the server and removes the data. Synchronous and idempotent, so exit handlers can call it. */
    stop,
  };
}
