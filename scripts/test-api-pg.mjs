// Runs the API test suites against a real PostgreSQL 15, as CI does: against DATABASE_URL when it is set,
// otherwise against a throwaway cluster started here and always removed afterwards.
// Extra arguments are passed to vitest (e.g. `npm run test:api:pg -- src/config.test.ts`).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const vitestArgs = ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)];

if (process.env.DATABASE_URL) {
  process.exit(await runVitest(process.env.DATABASE_URL));
}

if (!['initdb', 'pg_ctl'].every((tool) => existsSync(join(PG_BIN, tool)))) {
  const message = `PostgreSQL 15 server binaries not found in ${PG_BIN}; skipping the PostgreSQL run of the API suites.`;
  // Locally a missing server is a reason to skip; in CI it would silently drop half the coverage.
  if (process.env.CI === 'true') {
    console.error(message);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

// PostgreSQL refuses to run as root, so a root caller runs the server tools as the `postgres` account.
const asPostgres = process.getuid?.() === 0;
const clusterDir = join(tmpdir(), `waypoint-pg-${randomBytes(6).toString('hex')}`);
let vitest;
let cleanedUp = false;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (vitest) vitest.kill(signal);
    else cleanUpAndExit(signal === 'SIGINT' ? 130 : 143);
  });
}

try {
  const port = await freePort();
  createClusterDir();
  run('initdb', ['-D', clusterDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Durability settings are off: the cluster lives for one test run, and fsync would dominate its time.
  const serverOptions = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', clusterDir, '-o', serverOptions, '-l', join(clusterDir, 'server.log'), '-w', 'start']);
  console.log(`Running the API suites against PostgreSQL 15 on 127.0.0.1:${port}`);
  cleanUpAndExit(await runVitest(`postgres://postgres@127.0.0.1:${port}/postgres`));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  cleanUpAndExit(1);
}

function createClusterDir() {
  if (asPostgres) {
    run('install', ['-d', '-o', 'postgres', '-g', 'postgres', '-m', '700', clusterDir], { system: true });
  } else {
    mkdirSync(clusterDir, { mode: 0o700 });
  }
}

/** Runs a PostgreSQL tool (or, with `system`, a plain command) and throws with its output if it fails. */
function run(tool, args, { system = false } = {}) {
  const command = system ? tool : join(PG_BIN, tool);
  const [file, fileArgs] =
    asPostgres && !system ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, fileArgs, { encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) {
    const log = join(clusterDir, 'server.log');
    const serverLog = tool === 'pg_ctl' && existsSync(log) ? `\n${readFileSync(log, 'utf8')}` : '';
    throw new Error(
      `${tool} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout ?? ''}${result.stderr ?? ''}${serverLog}`,
    );
  }
}

function runVitest(databaseUrl) {
  return new Promise((resolve) => {
    vitest = spawn('npx', vitestArgs, {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    vitest.once('error', (error) => {
      console.error(`could not start vitest: ${error.message}`);
      resolve(1);
    });
    vitest.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' ? 130 : 1)));
  });
}

function cleanUpAndExit(code) {
  if (!cleanedUp) {
    cleanedUp = true;
    if (existsSync(join(clusterDir, 'postmaster.pid'))) {
      try {
        run('pg_ctl', ['-D', clusterDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(error.message);
      }
    }
    rmSync(clusterDir, { recursive: true, force: true });
  }
  process.exit(code);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
