// Notifications under load, in process on an embedded database with the task engine's workers on and a real SMTP
// server on loopback: the time from notify() to the e-mail reaching SMTP for 1,000 notifications, and how many
// digests a second the worker renders and hands to SMTP. Prints numbers; asserts nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestSmtpServer } from '@waypoint/test-mail';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/database';
import { runMigrations } from '../apps/api/src/db/migrate';
import { users } from '../apps/api/src/db/schema';
import { features } from '../apps/api/src/features';
import type { Notifier } from '../apps/api/src/lib/notifications/notifications';

const NOTIFICATIONS = 1_000;
const DIGEST_USERS = 300;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchNotifications(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-bench-notify-'));
  const delivered = new Map<string, number>();
  const smtp = await startTestSmtpServer({
    onMessage: (mail) => delivered.set(mail.subject, performance.now()),
  });
  const database = await createDatabase({ dataDir, databaseUrl: undefined });
  let notifier: Notifier | undefined;
  const benchTopics: FastifyPluginAsyncZod = async (app) => {
    app.notificationTopics.register({ name: 'bench.alert', description: 'Bench', category: 'security' });
    app.notificationTopics.register({ name: 'bench.news', description: 'Bench', category: 'benefits' });
    notifier = app.notifier;
  };
  try {
    await runMigrations(database);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' }),
      smtpUrl: smtp.url,
      workers: true,
    };
    const app = await buildApp({ config, database, logger: false, features: [...features, benchTopics] });
    try {
      const people = Array.from({ length: DIGEST_USERS }, (_, index) => ({
        email: `bench-${index}-${randomUUID().slice(0, 8)}@example.org`,
        name: `Bench ${index}`,
        firstName: 'Bench',
        lastName: String(index),
      }));
      const rows = await database.db.insert(users).values(people).returning({ id: users.id });

      // 1. notify() → delivery task → SMTP, for 1,000 notifications sent as fast as they are stored.
      const sentAt = new Map<string, number>();
      const start = performance.now();
      for (let index = 0; index < NOTIFICATIONS; index++) {
        const subject = `Bench alert ${index}`;
        sentAt.set(subject, performance.now());
        await notifier!.notify(rows[index % rows.length]!, 'bench.alert', {
          title: subject,
          body: 'Load test.',
        });
      }
      const enqueued = performance.now() - start;
      await smtp.waitForMessages(NOTIFICATIONS, 300_000);
      const total = performance.now() - start;
      const latencies = [...sentAt]
        .map(([subject, at]) => delivered.get(subject)! - at)
        .sort((a, b) => a - b);
      console.log(`\n== Notifications (embedded database, workers on, SMTP on loopback) ==`);
      console.log(
        `${NOTIFICATIONS} notifications: stored and queued in ${(enqueued / 1000).toFixed(1)} s; ` +
          `notify → SMTP p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms; ` +
          `all delivered in ${(total / 1000).toFixed(1)} s (${((NOTIFICATIONS / total) * 1000).toFixed(0)}/s)`,
      );

      // 2. Digests: every user has news and a digest due; one sweep queues them, the workers send them.
      for (const row of rows)
        await notifier!.notify(row, 'bench.news', { title: 'Benefit news', body: 'A window opens.' });
      // Due now, after the news (a digest holds what arrived up to its due time), at millisecond precision like
      // every schedule the service writes.
      const due = new Date();
      await database.db.execute(
        sql`update notification_preferences set next_digest_at = ${due.toISOString()}::timestamptz`,
      );
      const before = smtp.received.length;
      const digestStart = performance.now();
      await app.taskQueue.enqueue('notifications.digest-sweep', {});
      await smtp.waitForMessages(before + DIGEST_USERS, 300_000);
      const digestSeconds = (performance.now() - digestStart) / 1000;
      console.log(
        `${DIGEST_USERS} digests rendered and handed to SMTP in ${digestSeconds.toFixed(1)} s ` +
          `(${(DIGEST_USERS / digestSeconds).toFixed(0)} digests/s)`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchNotifications();
