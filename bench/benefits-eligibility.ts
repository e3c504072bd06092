// The benefits rules in memory: one veteran's evaluation (every rule, p50/p99 over many runs) and a batch of
// 10,000 veterans with spread separation dates. Then the daily reminder task itself over 10,000 veterans in an
// embedded database (profiles, statuses and time zones read in pages, reminders stored with their notifications):
// one full run, and a rerun the same day that finds everything sent. Prints numbers only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { addDays, DISCHARGE_STATUSES, evaluateBenefits, toIsoDay, type BenefitFacts } from '@waypoint/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/database';
import { runMigrations } from '../apps/api/src/db/migrate';
import { benefitReminders, benefitStatuses, users, veteranProfiles } from '../apps/api/src/db/schema';
import { benefitRemindersOf } from '../apps/api/src/features/benefits/benefits.routes';
import { features } from '../apps/api/src/features';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export function benchBenefitsEligibility(runs = 20_000, batch = 10_000): void {
  const today = toIsoDay(new Date());
  const veteran = (i: number): BenefitFacts => ({
    dischargeStatus: i % 7 === 0 ? 'GENERAL' : 'HONORABLE',
    serviceStartDate: addDays(today, -3000 - (i % 500)),
    separationDate: addDays(today, (i % 1500) - 700),
  });

  for (let i = 0; i < 2_000; i += 1) evaluateBenefits(veteran(i), today); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    evaluateBenefits(veteran(i), today);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);

  const veterans = Array.from({ length: batch }, (_, i) => veteran(i));
  const start = performance.now();
  let windows = 0;
  for (const facts of veterans) windows += evaluateBenefits(facts, today).length;
  const batchMs = performance.now() - start;

  console.log('\n== Benefits eligibility (all rules, in memory) ==');
  console.table([
    {
      case: 'one veteran',
      p50Ms: percentile(samples, 0.5).toFixed(4),
      p99Ms: percentile(samples, 0.99).toFixed(4),
    },
    { case: `${batch} veterans, one batch`, totalMs: batchMs.toFixed(1), windows },
  ]);
}

const CHUNK = 1_000;

/** The reminder task over `count` veterans separating from 700 days ago to 800 days ahead, one in ten with a benefit Completed. */
export async function benchBenefitReminders(count = 10_000): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-bench-reminders-'));
  const database = await createDatabase({ dataDir, databaseUrl: undefined });
  let scope: FastifyInstance | undefined;
  const seeScope: FastifyPluginAsyncZod = async (app) => {
    scope = app;
  };
  // The app's clock, which the third run moves to the day after.
  let daysAhead = 0;
  const clock = { now: () => new Date(Date.now() + daysAhead * 86_400_000) };
  try {
    await runMigrations(database);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' }),
      workers: false,
    };
    const app = await buildApp({ config, database, logger: false, features: [...features, seeScope], clock });
    try {
      await app.ready();
      const { db } = database;
      const today = toIsoDay(new Date());
      const seedStart = performance.now();
      for (let from = 0; from < count; from += CHUNK) {
        const indexes = Array.from({ length: Math.min(CHUNK, count - from) }, (_, k) => from + k);
        const people = await db
          .insert(users)
          .values(
            indexes.map((i) => ({
              email: `reminder-bench-${i}@example.org`,
              name: `Bench ${i}`,
              firstName: 'Bench',
              lastName: String(i),
            })),
          )
          .returning({ id: users.id });
        await db.insert(veteranProfiles).values(
          people.map(({ id }, k) => {
            const i = indexes[k]!;
            return {
              userId: id,
              email: `reminder-bench-${i}@example.org`,
              firstName: 'Bench',
              lastName: String(i),
              branch: 'ARMY' as const,
              rank: 'E-5',
              mosCode: '11B',
              dischargeStatus: i % 9 === 0 ? DISCHARGE_STATUSES[i % DISCHARGE_STATUSES.length]! : 'HONORABLE',
              serviceStartDate: new Date(`${addDays(today, -3000 - (i % 500))}T00:00:00.000Z`),
              serviceEndDate:
                i % 25 === 0 ? null : new Date(`${addDays(today, (i % 1500) - 700)}T00:00:00.000Z`),
            };
          }),
        );
        await db.insert(benefitStatuses).values(
          people
            .filter((_, k) => indexes[k]! % 10 === 0)
            .map(({ id }) => ({
              userId: id,
              benefitType: 'BENEFITS_DELIVERY_AT_DISCHARGE' as const,
              status: 'Completed' as const,
            })),
        );
      }
      const seedSeconds = (performance.now() - seedStart) / 1000;

      const reminders = benefitRemindersOf(scope!);
      const first = performance.now();
      const run = await reminders.sendDue();
      const firstMs = performance.now() - first;
      const second = performance.now();
      const rerun = await reminders.sendDue();
      const rerunMs = performance.now() - second;
      // The day after: only the windows that crossed a threshold overnight.
      daysAhead = 1;
      const tomorrow = benefitRemindersOf(scope!);
      const third = performance.now();
      const next = await tomorrow.sendDue();
      const nextMs = performance.now() - third;

      console.log(`\n== Benefit reminder task (embedded database, ${count} veterans) ==`);
      console.log(`seeded ${count} accounts and profiles in ${seedSeconds.toFixed(1)} s`);
      console.table([
        {
          run: 'first run (every open window within 60 days)',
          veterans: run.veterans,
          remindersSent: run.sent,
          totalMs: firstMs.toFixed(0),
          perVeteranMs: (firstMs / run.veterans).toFixed(3),
        },
        {
          run: 'rerun, same day',
          veterans: rerun.veterans,
          remindersSent: rerun.sent,
          totalMs: rerunMs.toFixed(0),
          perVeteranMs: (rerunMs / rerun.veterans).toFixed(3),
        },
        {
          run: 'next day',
          veterans: next.veterans,
          remindersSent: next.sent,
          totalMs: nextMs.toFixed(0),
          perVeteranMs: (nextMs / next.veterans).toFixed(3),
        },
      ]);
      console.log(`reminders recorded: ${await db.$count(benefitReminders)}`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchBenefitsEligibility();
  await benchBenefitReminders(Number(process.env.BENCH_REMINDER_VETERANS ?? 10_000));
}
