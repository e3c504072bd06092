// A throwaway PostgreSQL 15 cluster for one bench run (as scripts/test-api-pg.mjs starts one for the tests), or
// DATABASE_URL when it is set. Undefined when neither is available.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface Cluster {
  url: string;
  stop: () => void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPostgres(): Promise<Cluster | undefined> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => undefined };
  if (!['initdb', 'pg_ctl'].every((tool) => existsSync(join(PG_BIN, tool)))) return undefined;
  // PostgreSQL refuses to run as root, so a root caller runs the server tools as the `postgres` account.
  const asPostgres = process.getuid?.() === 0;
  const dir = join(tmpdir(), `waypoint-bench-pg-${randomBytes(6).toString('hex')}`);
  const run = (tool: string, args: string[], system = false) => {
    const command = system ? tool : join(PG_BIN, tool);
    const [file, fileArgs] =
      asPostgres && !system ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, fileArgs, { encoding: 'utf8', cwd: tmpdir() });
    if (result.status !== 0) throw new Error(`${tool} failed:\n${result.stdout}${result.stderr}`);
  };
  if (asPostgres) run('install', ['-d', '-o', 'postgres', '-g', 'postgres', '-m', '700', dir], true);
  else mkdirSync(dir, { mode: 0o700 });
  const port = await freePort();
  run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  run('pg_ctl', ['-D', dir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
