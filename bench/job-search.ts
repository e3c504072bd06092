// Job search over generated postings, on PGlite and on PostgreSQL: GET /api/jobs through the whole API (request
// validation, session, service, serialisation; by app.inject, no sockets), the ranked query run directly on the
// database, and beside it the query search ran before decision 040 (websearch_to_tsquery and one ts_rank plus a
// point for the military code) on the same rows, and the import rate. Prints numbers; asserts nothing.
// `npm run bench:jobs` (BENCH_JOB_POSTINGS=100000 by default; BENCH_JOB_DRIVERS=pglite or postgres for one).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { systemClock } from '../apps/api/src/lib/clock';
import { createDatabase, type Database } from '../apps/api/src/db/database';
import { runMigrations } from '../apps/api/src/db/migrate';
import { importParsed } from '../apps/api/src/features/jobs/feed-import.service';
import type { FeedPosting } from '../apps/api/src/features/jobs/feeds/feed-posting';
import { parseJsonLd } from '../apps/api/src/features/jobs/feeds/json-ld';
import { createJobsRepository } from '../apps/api/src/features/jobs/jobs.repository';
import { jobPostings } from '../apps/api/src/features/jobs/jobs.schema';
import { filtersOf } from '../apps/api/src/features/jobs/jobs.service';
import { readPlace } from '../apps/api/src/features/jobs/search/places';
import { startPostgres } from './postgres-cluster';

const POSTINGS = Number(process.env.BENCH_JOB_POSTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_JOB_RUNS ?? 60);
const DRIVERS = (process.env.BENCH_JOB_DRIVERS ?? 'pglite,postgres').split(',');
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
// Single words, phrases, synonyms (medic, IT), a grade, states by name, filters, a later page.
const SEARCHES = [
  'q=nurse',
  'q=logistics%20manager',
  'q=technician&location=San%20Antonio',
  'q=security&remoteOnly=true',
  'location=Denver',
  'q=analyst&salaryMin=80000&page=3',
  'q=medic',
  'q=IT%20specialist',
  'q=supply&location=Virginia',
  'q=GS-11',
];

/** The sample feed's postings, varied in id, place (one or two), date and pay, up to `count`. */
function generate(count: number): FeedPosting[] {
  const base = parseJsonLd(readFileSync('apps/api/src/features/jobs/sample/sample-postings.json', 'utf8'), {
    source: 'csv',
    now: systemClock.now(),
  }).postings.map((entry) => entry.posting);
  return Array.from({ length: count }, (_, index) => {
    const template = base[index % base.length]!;
    const places = template.remote
      ? []
      : [
          PLACES[index % PLACES.length]!,
          ...(index % 5 === 0 ? [PLACES[(index + 3) % PLACES.length]!] : []),
        ].map((place) => readPlace(place)!);
    return {
      ...template,
      externalId: `bench-${index}`,
      ...(places.length > 0 && {
        location: places.length > 1 ? `${places[0]!.label} and ${places.length - 1} more` : places[0]!.label,
        locations: places.map((place) => place.label),
        states: places.map((place) => place.state!),
        placeText: places.map((place) => place.words).join('; '),
      }),
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

const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

/** The ranked query as search runs it since decision 040, for a user without a profile. */
function rankedSearch(repository: ReturnType<typeof createJobsRepository>, search: string) {
  const params = paramsOf(search);
  const page = Number(params.page ?? 1);
  return repository.search(
    {
      ...filtersOf({
        q: params.q,
        location: params.location,
        remoteOnly: params.remoteOnly === 'true',
        salaryMin: params.salaryMin ? Number(params.salaryMin) : undefined,
      }),
      match: 'any',
    },
    undefined,
    { limit: 20, offset: (page - 1) * 20 },
  );
}

/** The query search ran before: websearch_to_tsquery, one ts_rank, the newest first; places by substring or trigram. */
function earlierSearch(database: Database, search: string) {
  const params = paramsOf(search);
  const page = Number(params.page ?? 1);
  const conditions = [
    sql`${jobPostings.closedAt} is null`,
    sql`(${jobPostings.closesAt} is null or ${jobPostings.closesAt} > now())`,
    ...(params.q ? [sql`${jobPostings.search} @@ websearch_to_tsquery('english', ${params.q})`] : []),
    ...(params.location
      ? [
          sql`(${jobPostings.placeText} ilike ${`%${params.location}%`} or ${params.location} <% ${jobPostings.placeText})`,
        ]
      : []),
    ...(params.remoteOnly === 'true' ? [sql`${jobPostings.remote}`] : []),
    ...(params.salaryMin
      ? [sql`coalesce(${jobPostings.salaryMax}, ${jobPostings.salaryMin}) >= ${Number(params.salaryMin)}`]
      : []),
  ];
  const rank = params.q
    ? sql`ts_rank(${jobPostings.search}, websearch_to_tsquery('english', ${params.q}))`
    : sql`0::real`;
  return database.db
    .select({ id: jobPostings.id, total: sql<number>`count(*) over ()` })
    .from(jobPostings)
    .where(sql.join(conditions, sql` and `))
    .orderBy(sql`${rank} desc`, sql`${jobPostings.postedAt} desc`, jobPostings.id)
    .limit(20)
    .offset((page - 1) * 20);
}

async function benchDriver(label: string, database: Database, databaseUrl?: string) {
  await runMigrations(database);
  const repository = createJobsRepository(database.db);
  const started = performance.now();
  const report = await importParsed(
    repository,
    { postings: generate(POSTINGS).map((posting, index) => ({ line: index + 1, posting })), problems: [] },
    { feed: 'bench', now: systemClock.now() },
  );
  const importSeconds = (performance.now() - started) / 1000;
  // PostgreSQL plans from statistics: gather them as a server's autovacuum would after a large import.
  await database.db.execute(sql`analyze ${jobPostings}`);

  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WORKERS: 'false',
      JOB_SAMPLE_FEED: 'false',
      // Its generated secrets go with the run, not into the product's data directory.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'waypoint-bench-jobs-')),
    }),
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
    const after = await timed(RUNS, (index) => rankedSearch(repository, SEARCHES[index % SEARCHES.length]!));
    const before = await timed(RUNS, (index) => earlierSearch(database, SEARCHES[index % SEARCHES.length]!));
    return {
      driver: label,
      postings: report.postings,
      'import (postings/s)': Math.round(report.postings / importSeconds),
      'API p50': ms(api.p50),
      'API p99': ms(api.p99),
      'SQL p50 (ranked)': ms(after.p50),
      'SQL p99 (ranked)': ms(after.p99),
      'SQL p50 (before)': ms(before.p50),
      'SQL p99 (before)': ms(before.p99),
    };
  } finally {
    await app.close();
  }
}

export async function benchJobSearch(): Promise<void> {
  console.log(`\n== Job search over ${POSTINGS.toLocaleString('en-US')} postings (${RUNS} searches each) ==`);
  const rows = [];
  if (DRIVERS.includes('pglite')) {
    const pglite = await createDatabase({ dataDir: '', databaseUrl: undefined }, { inMemory: true });
    try {
      rows.push(await benchDriver('PGlite', pglite));
    } finally {
      await pglite.close();
    }
  }
  const cluster = DRIVERS.includes('postgres') ? await startPostgres() : undefined;
  if (DRIVERS.includes('postgres') && !cluster)
    console.log('PostgreSQL 15 not found (and no DATABASE_URL): PostgreSQL skipped');
  if (cluster) {
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
