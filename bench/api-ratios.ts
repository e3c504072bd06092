// The API's overhead measured fairly: each route of the product server next to a bare node:http server doing the
// same work (bench/bare-server.ts) on the same throwaway PostgreSQL database with the same pool, in the same run.
// The product server runs as in production (NODE_ENV=production, LOG_LEVEL=info, its log written to a file); a
// second one with LOG_LEVEL=silent shows what request logging costs. Prints numbers; asserts nothing.
// Alone: `BENCH_SECONDS=5 node --import tsx bench/api-ratios.ts` (BENCH_PORT: the first of three ports;
// BENCH_ROUTES=health: only the routes whose names contain one of these words).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureInTurns, ratioInTurns } from './api-load';
import { importVaOccupations, SUGGESTION_PATHS } from './mos-suggestions';
import { startPostgres } from './postgres-cluster';
import { startBareServer, startProductServer, type RunningServer } from './servers';

interface MeasuredRoute {
  name: string;
  paths: readonly string[];
  /** The throughput ratio (logging on) the route must reach. */
  target: number;
}

const ROUTES: readonly MeasuredRoute[] = [
  { name: 'GET /api/health (select 1)', paths: ['/api/health'], target: 0.8 },
  {
    name: 'GET /api/mos/:code (translation, 5 queries)',
    paths: ['/api/mos/68W?branch=ARMY', '/api/mos/11B?branch=ARMY', '/api/mos/HM?branch=NAVY'],
    target: 0.8,
  },
  {
    name: `GET /api/mos?query= (in-memory index, ${SUGGESTION_PATHS.length} queries)`,
    paths: SUGGESTION_PATHS,
    target: 0.6,
  },
];

export interface RatioRow {
  route: string;
  'logging on (req/s)': number;
  'logging off (req/s)': number;
  'bare (req/s)': number;
  'ratio on': string;
  'ratio off': string;
  target: string;
  'logging share': string;
  /** The servers' own CPU time per request: unlike throughput, barely moved by other work on the machine. */
  'CPU µs/req on/off/bare': string;
  'CPU ratio on': string;
  'logging CPU share': string;
}

export async function benchApiRatios(seconds: number, firstPort = 3211): Promise<RatioRow[] | undefined> {
  console.log(
    `\n== API overhead against bare node:http doing the same work (PostgreSQL, ${seconds} s each) ==`,
  );
  const cluster = await startPostgres();
  if (!cluster) {
    console.log('skipped: no PostgreSQL (set DATABASE_URL or install PostgreSQL 15)');
    return undefined;
  }
  const logDir = mkdtempSync(join(tmpdir(), 'waypoint-bench-log-'));
  const logFile = join(logDir, 'api.log');
  const servers: RunningServer[] = [];
  try {
    // Production with PostgreSQL requires shared secrets; API-only instances (no job workers).
    const env = {
      DATABASE_URL: cluster.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
      VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
      WORKERS: 'false',
    };
    importVaOccupations(env);
    // One after the other: the first runs the migrations the others then find done.
    const logged = await startProductServer(firstPort, { ...env, LOG_LEVEL: 'info' }, logFile);
    servers.push(logged);
    const silent = await startProductServer(firstPort + 1, { ...env, LOG_LEVEL: 'silent' });
    servers.push(silent);
    const bare = await startBareServer(firstPort + 2, env);
    servers.push(bare);

    const rows: RatioRow[] = [];
    // BENCH_ROUTES=health (words of the route names, comma-separated) measures only those routes.
    const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
    for (const route of ROUTES.filter(({ name }) => !only || only.some((word) => name.includes(word)))) {
      const [on, off, base] = await measureInTurns(
        [
          { label: 'waypoint, logging on', url: logged.url, pid: logged.pid },
          { label: 'waypoint, logging off', url: silent.url, pid: silent.pid },
          { label: 'bare node:http', url: bare.url, pid: bare.pid },
        ],
        route.paths,
        seconds,
        // Rounds of 1 s: twice as many ratios for the median as rounds of 2 s, in the same time.
        Math.max(3, Math.round(seconds)),
      );
      if (!on || !off || !base) throw new Error('three servers measured, three results expected');
      console.log(`\n${route.name}, 10 connections, in turns`);
      console.table(
        [on, off, base].map(({ roundsPerSecond, ...result }) => ({
          ...result,
          rounds: roundsPerSecond?.join(' '),
        })),
      );
      rows.push({
        route: route.name,
        'logging on (req/s)': on.requestsPerSecond,
        'logging off (req/s)': off.requestsPerSecond,
        'bare (req/s)': base.requestsPerSecond,
        'ratio on': ratioInTurns(on, base).toFixed(2),
        'ratio off': ratioInTurns(off, base).toFixed(2),
        target: `≥ ${route.target}`,
        'logging share': `${Math.round((1 - ratioInTurns(on, off)) * 100)} %`,
        'CPU µs/req on/off/bare': [on, off, base].map((result) => result.cpuUsPerRequest).join(' / '),
        'CPU ratio on': ((base.cpuUsPerRequest ?? 0) / (on.cpuUsPerRequest ?? 1)).toFixed(2),
        'logging CPU share': `${Math.round((1 - (off.cpuUsPerRequest ?? 0) / (on.cpuUsPerRequest ?? 1)) * 100)} %`,
      });
    }
    console.log(
      '\nThroughput ratio waypoint / bare node:http, the median of the rounds (logging share = throughput lost to logging)',
    );
    console.table(rows);
    const lines = readFileSync(logFile, 'utf8').split('\n');
    const sample = lines.find((line) => line.includes('"/api/health"')) ?? lines[0];
    console.log(`Log written: ${(statSync(logFile).size / 1e6).toFixed(1)} MB; a request's line: ${sample}`);
    return rows;
  } finally {
    for (const server of servers.toReversed()) await server.stop();
    cluster.stop();
    rmSync(logDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchApiRatios(Number(process.env.BENCH_SECONDS ?? 10), Number(process.env.BENCH_PORT ?? 3211));
}
