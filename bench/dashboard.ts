// The dashboard under data: GET /api/dashboard for a veteran, a mentor and an admin with 10,000 users' data in
// the database (profiles, saved jobs, resumes, notifications, checklist ticks, mentor requests, circle posts and
// reports), in process on an embedded database. Prints p50/p95/p99 per persona; asserts nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/database';
import { runMigrations } from '../apps/api/src/db/migrate';
import { users } from '../apps/api/src/db/schema';

const USERS = 10_000;
const MENTORS = 500;
const REQUESTS_PER_PERSONA = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 400);
const CONCURRENCY = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** 10,000 accounts and what they hold, written set-wise (a few statements, not one per row). */
const SEED = [
  sql`insert into users (email, name, first_name, last_name, role, created_at, updated_at)
      select 'bench-' || n || '@example.org', 'Bench ' || n, 'Bench', n::text,
             case when n % ${USERS / MENTORS} = 0 then 'mentor' else 'veteran' end,
             now() - (n % 60) * interval '1 day', now()
      from generate_series(1, ${USERS}) as n`,
  sql`insert into veteran_profiles (user_id, email, first_name, last_name, branch, rank, mos_code, discharge_status,
        service_start_date, service_end_date, career_interests, skills, preferred_location)
      select id, email, first_name, last_name, 'ARMY', 'E-5', '11B', 'HONORABLE', now() - interval '8 years',
             now() + (row_number() over (order by email) % 400) * interval '1 day', '["logistics"]', '[]', 'Austin, TX'
      from users where role = 'veteran'`,
  sql`insert into job_postings (source, external_id, title, company, location, description, apply_url, posted_at)
      select 'csv', 'bench-' || n, 'Logistics coordinator ' || n, 'Acme', 'Austin, TX', 'Moves freight.',
             'https://example.org/apply', now()
      from generate_series(1, 300) as n`,
  sql`insert into saved_jobs (user_id, job_id)
      select u.id, j.id from (select id, row_number() over (order by email) as n from users) u
      join (select id, row_number() over (order by external_id) as k from job_postings) j
        on j.k in (u.n % 300 + 1, (u.n + 100) % 300 + 1, (u.n + 200) % 300 + 1)`,
  sql`insert into resumes (user_id, name, template, data) select id, 'Resume', 'modern', '{}' from users`,
  sql`insert into notifications (user_id, topic, category, title, body, read_at)
      select u.id, 'bench.news', 'benefits', 'News ' || k, 'News', case when k % 2 = 0 then now() end
      from users u cross join generate_series(1, 10) as k`,
  sql`insert into benefit_checklist_items (user_id, benefit_type, completed)
      select id, 'TRANSITION_ASSISTANCE_PROGRAM', true from users where role = 'veteran'`,
  sql`with v as (select id, row_number() over (order by email) as n from users where role = 'veteran'),
           m as (select id, row_number() over (order by email) - 1 as k from users where role = 'mentor')
      insert into mentorship_requests (mentee_id, mentor_id, message, status, created_at, answered_at, expires_at)
      select v.id, m.id, 'Bench request',
             case v.n % 3 when 0 then 'pending' when 1 then 'accepted' else 'declined' end,
             now() - (v.n % 72) * interval '1 hour',
             case when v.n % 3 = 0 then null else now() - (v.n % 72) * interval '1 hour' + interval '5 hours' end,
             now() + interval '7 days'
      from v join m on m.k = v.n % ${MENTORS}`,
  sql`insert into circle_posts (circle_id, author_id, content, created_at)
      select c.id, u.id, 'Bench post', now() - (u.n % 90) * interval '1 day'
      from (select id, row_number() over (order by email) as n from users) u
      cross join lateral (select id from circles order by created_at limit 1) c
      where u.n % 2 = 0`,
  sql`insert into circle_post_reports (post_id, reporter_id, reason, resolved_at)
      select p.id, p.author_id, 'Bench report', case when p.n % 2 = 0 then now() end
      from (select id, author_id, row_number() over (order by id) as n from circle_posts where author_id is not null) p
      where p.n % 5 = 0`,
  sql`analyze`,
];

export async function benchDashboard(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-bench-dashboard-'));
  const database = await createDatabase({ dataDir, databaseUrl: undefined });
  try {
    await runMigrations(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PORT: '0',
      WORKERS: 'false',
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      const seedStart = performance.now();
      for (const statement of SEED) await database.db.execute(statement);
      const seeded = ((performance.now() - seedStart) / 1000).toFixed(1);

      // One signed-in account per persona, each given a bench account's data to look at.
      const session = async (role: 'veteran' | 'mentor' | 'admin', borrow: string) => {
        const email = `persona-${role}-${randomUUID().slice(0, 8)}@example.org`;
        const answer = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: {
            email,
            password: `Trailhead-load-${randomUUID()}`,
            firstName: 'Casey',
            lastName: 'Rivera',
            phoneNumber: '5125550142',
          },
        });
        if (answer.statusCode !== 200) throw new Error(`sign-up failed: ${answer.statusCode} ${answer.body}`);
        const { token, user } = answer.json<{ token: string; user: { id: string } }>();
        await database.db.execute(sql`update users set role = ${role} where id = ${user.id}`);
        // Moves the borrowed account's rows over, so the figures read real volumes.
        for (const table of ['saved_jobs', 'resumes', 'notifications', 'benefit_checklist_items']) {
          await database.db.execute(
            sql`update ${sql.identifier(table)} set user_id = ${user.id} where user_id = ${borrow}`,
          );
        }
        await database.db.execute(
          sql`update veteran_profiles set user_id = ${user.id} where user_id = ${borrow}`,
        );
        await database.db.execute(
          sql`update mentorship_requests set mentor_id = ${user.id} where mentor_id = ${borrow}`,
        );
        return { authorization: `Bearer ${token}` };
      };
      const first = async (role: 'veteran' | 'mentor') => {
        const [row] = await database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, role))
          .orderBy(users.email)
          .limit(1);
        return row!.id;
      };
      const personas = {
        veteran: await session('veteran', await first('veteran')),
        mentor: await session('mentor', await first('mentor')),
        admin: await session('admin', await first('veteran')),
      };

      console.log(
        `\n== Dashboard API (embedded database, ${USERS.toLocaleString('en-US')} users' data, seeded in ${seeded} s) ==`,
      );
      const rows = [];
      for (const [persona, headers] of Object.entries(personas)) {
        const call = async () => {
          const start = performance.now();
          const answer = await app.inject({ method: 'GET', url: '/api/dashboard', headers });
          if (answer.statusCode !== 200)
            throw new Error(`dashboard answered ${answer.statusCode}: ${answer.body}`);
          return performance.now() - start;
        };
        for (let warm = 0; warm < 20; warm++) await call();
        const times: number[] = [];
        const started = performance.now();
        let next = 0;
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < REQUESTS_PER_PERSONA) {
              next += 1;
              times.push(await call());
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        times.sort((a, b) => a - b);
        rows.push({
          persona,
          requests: times.length,
          'req/s': Math.round(times.length / seconds),
          'p50 ms': percentile(times, 50).toFixed(1),
          'p95 ms': percentile(times, 95).toFixed(1),
          'p99 ms': percentile(times, 99).toFixed(1),
        });
      }
      console.table(rows);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchDashboard();
