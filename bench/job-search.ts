// Job search over generated postings, on PGlite and on PostgreSQL: GET /api/jobs through the whole API (request
// validation, session, service, serialisation; by app.inject, no sockets) next to the same repository query run
// directly on the database in the same run, and the import rate. Prints numbers; asserts nothing.
// `npm run bench:jobs` (BENCH_JOB_POSTINGS=100000 by default).
import { readFileSync } from 'node:fs';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase, type Database } from '../apps/api/src/db/database';
import { runMigrations } from '../apps/api/src/db/migrate';
import { importParsed } from '../apps/api/src/features/jobs/feed-import.service';
import type { FeedPosting } from '../apps/api/src/features/jobs/feeds/feed-posting';
import { parseJsonLd } from '../apps/api/src/features/jobs/feeds/json-ld';
import { createJobsRepository } from '../apps/api/src/features/jobs/jobs.repository';
import { filtersOf } from '../apps/api/src/features/jobs/jobs.service';
import { startPostgres } from './postgres-cluster';

const POSTINGS = Number(process.env.BENCH_JOB_POSTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_JOB_RUNS ?? 60);
const PLACES = [
  'Austin, TX',
  'San Antonio, TX',
  'Norfolk, VA',
  'San Diego, CA',
  'Tacoma, WA',
  'Denver, CO',
  'Jacksonville, FL',
  'Fayetteville, NC',
  'Columbus, GA',
  'Omaha, NE',
  'Dayton, OH',
  'Phoenix, AZ',
];
const SEARCHES = [
  'q=nurse',
  'q=logistics%20manager',
  'q=technician&location=San%20Antonio',
  'q=security&remoteOnly=true',
  'location=Denver',
  'q=analyst&salaryMin=80000&page=3',
];

/** The sample feed's postings, varied in id, place, date and pay, up to `count`. */
function generate(count: number): FeedPosting[] {
  const base = parseJsonLd(readFileSync('apps/api/src/features/jobs/sample/sample-postings.json', 'utf8'), {
    source: 'csv',
  }).postings.map((entry) => entry.posting);
  return Array.from({ length: count }, (_, index) => {
    const template = base[index % base.length]!;
    return {
      ...template,
      externalId: `bench-${index}`,
      location: template.remote ? template.location : PLACES[index % PLACES.length]!,
      postedAt: new Date(Date.now() - (index % 60) * 86_400_000),
      salaryMin: template.salaryMin === null ? null : template.salaryMin! + (index % 7) * 1000,
      salaryMax: template.salaryMax === null ? null : template.salaryMax! + (index % 7) * 1000,
    };
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed(runs: number, work: (index: number) => Promise<unknown>) {
  for (let index = 0; index < SEARCHES.length; index += 1) await work(index); // warm-up
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await work(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

async function benchDriver(label: string, database: Database, databaseUrl?: string) {
  await runMigrations(database);
  const repository = createJobsRepository(database.db);
  const started = performance.now();
  const report = await importParsed(repository, {
    postings: generate(POSTINGS).map((posting, index) => ({ line: index + 1, posting })),
    problems: [],
  });
  const importSeconds = (performance.now() - started) / 1000;

  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WORKERS: 'false', JOB_SAMPLE_FEED: 'false' }),
    databaseUrl,
  };
  const app = await buildApp({ config, database, logger: false });
  try {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: `bench-${Date.now()}@example.org`,
        password: 'Correct horse battery staple 42',
        firstName: 'Bench',
        lastName: 'User',
        phoneNumber: '+15555550123',
      },
    });
    const token = signUp.json<{ token: string | null }>().token;
    if (!token) throw new Error(`sign-up answered no session: ${signUp.statusCode} ${signUp.body}`);
    const api = await timed(RUNS, async (index) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/jobs?${SEARCHES[index % SEARCHES.length]}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    });
    const direct = await timed(RUNS, async (index) => {
      const params = Object.fromEntries(new URLSearchParams(SEARCHES[index % SEARCHES.length]));
      const page = Number(params.page ?? 1);
      await repository.search(
        filtersOf({
          q: params.q,
          location: params.location,
          remoteOnly: params.remoteOnly === 'true',
          salaryMin: params.salaryMin ? Number(params.salaryMin) : undefined,
        }),
        undefined,
        { limit: 20, offset: (page - 1) * 20 },
      );
    });
    return {
      driver: label,
      postings: report.postings,
      'import (postings/s)': Math.round(report.postings / importSeconds),
      'API p50': ms(api.p50),
      'API p99': ms(api.p99),
      'SQL p50': ms(direct.p50),
      'SQL p99': ms(direct.p99),
      'API / SQL (p50)': (api.p50 / direct.p50).toFixed(2),
    };
  } finally {
    await app.close();
  }
}

export async function benchJobSearch(): Promise<void> {
  console.log(`\n== Job search over ${POSTINGS.toLocaleString('en-US')} postings (${RUNS} searches each) ==`);
  const rows = [];
  const pglite = await createDatabase({ dataDir: '', databaseUrl: undefined }, { inMemory: true });
  try {
    rows.push(await benchDriver('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  const cluster = await startPostgres();
  if (!cluster) console.log('PostgreSQL 15 not found (and no DATABASE_URL): PostgreSQL skipped');
  else {
    try {
      const postgres = await createDatabase({ dataDir: '', databaseUrl: cluster.url });
      try {
        rows.push(await benchDriver('PostgreSQL', postgres, cluster.url));
      } finally {
        await postgres.close();
      }
    } finally {
      cluster.stop();
    }
  }
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchJobSearch();
