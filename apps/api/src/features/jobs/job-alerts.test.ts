import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notifications, veteranProfiles } from '../../db/schema';
import type { App } from '../../app';
import { getTestDatabase } from '../../test/helper';
import { ALERT_TOPIC } from './job-alerts.service';
import { appWithVeteran, posting, storePostings } from './test/jobs-fixtures';

const context = {
  taskId: 'test',
  attempt: 1,
  log: { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger,
  signal: new AbortController().signal,
};

/** Runs a registered alert task as the engine would. */
async function runTask(app: App, name: string) {
  const task = app.tasks.get(name);
  if (!task) throw new Error(`${name} is not registered`);
  await task.handle({}, context);
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
  it('registers the career topic and one scheduled task per frequency', async () => {
    const { app } = await appWithVeteran();
    expect(app.notificationTopics.get(ALERT_TOPIC)?.category).toBe('career');
    expect(app.tasks.get('jobs.alerts-real-time')?.schedule).toBe('* * * * *');
    expect(app.tasks.get('jobs.alerts-daily')?.schedule).toBeDefined();
    expect(app.tasks.get('jobs.alerts-weekly')?.schedule).toBeDefined();
    expect(app.tasks.get('jobs.import-feeds')?.schedule).toBeDefined();
  });

  it('lists only the postings new since the last alert, through the notification service', async () => {
    const { app, userId } = await veteranWithAlertSearch();
    await setFrequency(userId, 'DAILY');
    await storePostings([posting({ title: 'Registered Nurse' }), posting({ title: 'Cook' })]);
    await runTask(app, 'jobs.alerts-daily');
    const first = await alertsOf(userId);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ topic: ALERT_TOPIC, title: '1 new job matches your search' });
    expect(first[0]?.body).toContain('Registered Nurse');

    // Nothing new: no second alert, even if the task runs again (a retry, or the next day).
    await runTask(app, 'jobs.alerts-daily');
    expect(await alertsOf(userId)).toHaveLength(1);

    await storePostings([posting({ title: 'Nurse Practitioner' })]);
    await runTask(app, 'jobs.alerts-daily');
    const second = (await alertsOf(userId)).find((alert) => alert.id !== first[0]?.id);
    expect(second?.body).toContain('Nurse Practitioner');
    expect(second?.body).not.toContain('Registered Nurse');
  });

  it('follows the profile frequency: another frequency waits, DISABLED sends nothing', async () => {
    const { app, userId } = await veteranWithAlertSearch();
    await storePostings([posting({ title: 'Nurse' })]);
    await setFrequency(userId, 'WEEKLY');
    await runTask(app, 'jobs.alerts-daily');
    await runTask(app, 'jobs.alerts-real-time');
    expect(await alertsOf(userId)).toHaveLength(0);

    await setFrequency(userId, 'DISABLED');
    for (const name of ['jobs.alerts-real-time', 'jobs.alerts-daily', 'jobs.alerts-weekly'])
      await runTask(app, name);
    expect(await alertsOf(userId)).toHaveLength(0);

    await setFrequency(userId, 'REAL_TIME');
    await runTask(app, 'jobs.alerts-real-time');
    expect(await alertsOf(userId)).toHaveLength(1);
  });

  it('ignores postings that existed before the search was saved', async () => {
    await storePostings([posting({ title: 'Nurse' })]);
    const { app, userId } = await veteranWithAlertSearch();
    await setFrequency(userId, 'REAL_TIME');
    await runTask(app, 'jobs.alerts-real-time');
    expect(await alertsOf(userId)).toHaveLength(0);
  });
});
