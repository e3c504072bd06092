// Runs the API test suites against a real PostgreSQL 15, as CI does: against DATABASE_URL when it is set,
// otherwise against a throwaway cluster started here and always removed afterwards.
// Extra arguments are passed to vitest (e.g. `npm run test:api:pg -- src/config.test.ts`).
import { spawn } from 'node:child_process';
import { PG_BIN, postgresAvailable, startThrowawayPostgres } from './cluster/throwaway-postgres.mjs';

const vitestArgs = ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)];

if (process.env.DATABASE_URL) {
  process.exit(await runVitest(process.env.DATABASE_URL));
}

if (!postgresAvailable()) {
  const message = `PostgreSQL 15 server binaries not found in ${PG_BIN}; skipping the PostgreSQL run of the API suites.`;
  // Locally a missing server is a reason to skip; in CI it would silently drop half the coverage.
  if (process.env.CI === 'true') {
    console.error(message);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

let vitest;
let cluster;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (vitest) vitest.kill(signal);
    else cleanUpAndExit(signal === 'SIGINT' ? 130 : 143);
  });
}

try {
  cluster = await startThrowawayPostgres({ name: 'pg' });
  console.log(`Running the API suites against PostgreSQL 15 on 127.0.0.1:${cluster.port}`);
  cleanUpAndExit(await runVitest(cluster.url));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  cleanUpAndExit(1);
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
  try {
    cluster?.stop();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(code);
}
