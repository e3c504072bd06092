import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notifications, veteranProfiles } from '../../db/schema';
import type { App } from '../../app';
import { getTestDatabase } from '../../test/helper';
import { ALERT_TOPIC } from './job-alerts.service';
import { appWithVeteran, posting, storePostings } from './test/jobs-fixtures';

const context = {
  jobId: 'test',
  attempt: 1,
  log: { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger,
  signal: new AbortController().signal,
};

/** Runs a registered alert job as the engine would. */
async function runJob(app: App, name: string) {
  const job = app.jobs.get(name);
  if (!job) throw new Error(`${name} is not registered`);
  await job.handle({}, context);
}

async function alertsOf(userId: string) {
  const { db } = (await getTestDatabase()).database;
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function setFrequency(userId: string, frequency: 'REAL_TIME' | 'DAILY' | 'WEEKLY' | 'DISABLED') {
  const { db } = (await getTestDatabase()).database;
  await db
    .update(veteranProfiles)
    .set({ jobAlertFrequency: frequency })
    .where(eq(veteranProfiles.userId, userId));
}

async function veteranWithAlertSearch() {
  const veteran = await appWithVeteran();
  const put = await veteran.app.inject({
    method: 'PUT',
    url: '/api/job-alerts/search',
    headers: veteran.headers,
    payload: { q: 'nurse', remoteOnly: false },
  });
  expect(put.statusCode, put.body).toBe(200);
  return veteran;
}

describe('job alerts', () => {
  it('registers the career topic and one scheduled job per frequency', async () => {
    const { app } = await appWithVeteran();
    expect(app.notificationTopics.get(ALERT_TOPIC)?.category).toBe('career');
    expect(app.jobs.get('jobs.alerts-real-time')?.schedule).toBe('* * * * *');
    expect(app.jobs.get('jobs.alerts-daily')?.schedule).toBeDefined();
    expect(app.jobs.get('jobs.alerts-weekly')?.schedule).toBeDefined();
    expect(app.jobs.get('jobs.import-feeds')?.schedule).toBeDefined();
  });

  it('lists only the postings new since the last alert, through the notification service', async () => {
    const { app, userId } = await veteranWithAlertSearch();
    await setFrequency(userId, 'DAILY');
    await storePostings([posting({ title: 'Registered Nurse' }), posting({ title: 'Cook' })]);
    await runJob(app, 'jobs.alerts-daily');
    const first = await alertsOf(userId);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ topic: ALERT_TOPIC, title: '1 new job matches your search' });
    expect(first[0]?.body).toContain('Registered Nurse');

    // Nothing new: no second alert, even if the job runs again (a retry, or the next day).
    await runJob(app, 'jobs.alerts-daily');
    expect(await alertsOf(userId)).toHaveLength(1);

    await storePostings([posting({ title: 'Nurse Practitioner' })]);
    await runJob(app, 'jobs.alerts-daily');
    const second = (await alertsOf(userId)).find((alert) => alert.id !== first[0]?.id);
    expect(second?.body).toContain('Nurse Practitioner');
    expect(second?.body).not.toContain('Registered Nurse');
  });

  it('follows the profile frequency: another frequency waits, DISABLED sends nothing', async () => {
    const { app, userId } = await veteranWithAlertSearch();
    await storePostings([posting({ title: 'Nurse' })]);
    await setFrequency(userId, 'WEEKLY');
    await runJob(app, 'jobs.alerts-daily');
    await runJob(app, 'jobs.alerts-real-time');
    expect(await alertsOf(userId)).toHaveLength(0);

    await setFrequency(userId, 'DISABLED');
    for (const name of ['jobs.alerts-real-time', 'jobs.alerts-daily', 'jobs.alerts-weekly'])
      await runJob(app, name);
    expect(await alertsOf(userId)).toHaveLength(0);

    await setFrequency(userId, 'REAL_TIME');
    await runJob(app, 'jobs.alerts-real-time');
    expect(await alertsOf(userId)).toHaveLength(1);
  });

  it('ignores postings that existed before the search was saved', async () => {
    await storePostings([posting({ title: 'Nurse' })]);
    const { app, userId } = await veteranWithAlertSearch();
    await setFrequency(userId, 'REAL_TIME');
    await runJob(app, 'jobs.alerts-real-time');
    expect(await alertsOf(userId)).toHaveLength(0);
  });
});
