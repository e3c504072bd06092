// The API's overhead measured fairly: each route of the product server next to a bare node:http server doing the
// same work (bench/bare-server.ts) on the same throwaway PostgreSQL database with the same pool, in the same run.
// The product server runs as in production (NODE_ENV=production, LOG_LEVEL=info, its log written to a file); a
// second one with LOG_LEVEL=silent shows what request logging costs. Prints numbers; asserts nothing.
// Alone: `BENCH_SECONDS=5 node --import tsx bench/api-ratios.ts` (BENCH_PORT: the first of the servers' ports;
// BENCH_ROUTES=health: only the routes whose names contain one of these words; BENCH_WARMUP: seconds of
// unmeasured load per server and route first, 15 by default; BENCH_SETS: processes of each kind, 2 by default).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { combine, measureInTurns, ratioInTurns } from './api-load';
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

export async function benchApiRatios(
  seconds: number,
  firstPort = 3211,
  warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 15),
  sets = Number(process.env.BENCH_SETS ?? 2),
): Promise<RatioRow[] | undefined> {
  console.log(
    `\n== API overhead against bare node:http doing the same work (PostgreSQL, ${sets} processes of each kind, ${warmUpSeconds} s warm-up and ${seconds} s measured each) ==`,
  );
  const cluster = await startPostgres();
  if (!cluster) {
    console.log('skipped: no PostgreSQL (set DATABASE_URL or install PostgreSQL 15)');
    return undefined;
  }
  const logDir = mkdtempSync(join(tmpdir(), 'waypoint-bench-log-'));
  const logFile = (set: number) => join(logDir, `api-${set}.log`);
  const servers: RunningServer[] = [];
  try {
    // Production with PostgreSQL requires shared secrets; API-only instances (no task workers).
    const env = {
      DATABASE_URL: cluster.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
      VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
      WORKERS: 'false',
    };
    importVaOccupations(env);
    // `sets` processes of each kind: one process of a build can run 20 % faster or slower than another for its
    // whole life, so each kind's figure is the mean of its processes (combine). One after the other: the first
    // runs the migrations the others then find done.
    const labels = {
      logged: 'waypoint, logging on',
      silent: 'waypoint, logging off',
      bare: 'bare node:http',
    };
    const started: { kind: keyof typeof labels; label: string; url: string; pid?: number }[] = [];
    const start = (kind: keyof typeof labels, set: number, server: RunningServer) => {
      servers.push(server);
      started.push({ kind, label: `${labels[kind]} #${set + 1}`, url: server.url, pid: server.pid });
    };
    for (let set = 0; set < sets; set += 1) {
      const port = firstPort + set * 3;
      start('logged', set, await startProductServer(port, { ...env, LOG_LEVEL: 'info' }, logFile(set)));
      start('silent', set, await startProductServer(port + 1, { ...env, LOG_LEVEL: 'silent' }));
      start('bare', set, await startBareServer(port + 2, env));
    }
    // Measured kind by kind (the rounds rotate which server opens them).
    const measured = (['logged', 'silent', 'bare'] as const).flatMap((kind) =>
      started.filter((server) => server.kind === kind),
    );

    const rows: RatioRow[] = [];
    // BENCH_ROUTES=health (words of the route names, comma-separated) measures only those routes.
    const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
    for (const route of ROUTES.filter(({ name }) => !only || only.some((word) => name.includes(word)))) {
      const results = await measureInTurns(
        measured,
        route.paths,
        seconds,
        // Rounds of 1 s: twice as many ratios for the median as rounds of 2 s, in the same time.
        Math.max(3, Math.round(seconds)),
        // Unmeasured: a server's cost per request can keep falling for 20–30 s of load (measureInTurns).
        warmUpSeconds,
      );
      const ofKind = (kind: keyof typeof labels) =>
        combine(
          labels[kind],
          results.filter((_, i) => measured[i]!.kind === kind),
        );
      const [on, off, base] = [ofKind('logged'), ofKind('silent'), ofKind('bare')];
      console.log(`\n${route.name}, 10 connections, in turns`);
      console.table(
        [...results, on, off, base].map(({ roundsPerSecond, requests: _requests, ...result }) => ({
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
    const lines = readFileSync(logFile(0), 'utf8').split('\n');
    const sample = lines.find((line) => line.includes('"/api/health"')) ?? lines[0];
    const written = Array.from({ length: sets }, (_, set) => statSync(logFile(set)).size);
    console.log(
      `Log written: ${(written.reduce((sum, size) => sum + size, 0) / 1e6).toFixed(1)} MB; a request's line: ${sample}`,
    );
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
