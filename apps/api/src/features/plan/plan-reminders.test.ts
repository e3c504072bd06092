import { addDays, defaultNotificationPreferences, type NotificationPreferences } from '@waypoint/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { notifications } from '../../db/schema';
import { signUpAndSignIn, type SignedInUser } from '../../test/auth';
import { clockOf, testClock } from '../../test/clock';
import { buildTestApp, useDefaultCatalogue } from '../../test/helper';
import { deliveryFor } from '../../test/notifications';
import { PLAN_REMINDER_TASK, PLAN_REMINDER_SCHEDULE, PLAN_REMINDER_TOPIC } from './plan-reminders.service';
import { planReminders } from './plan.schema';
import { createProfile, setStatus, today } from './test/plan-requests';

/** The app on a clock the test moves (`runAt`); it follows the system clock until then. */
const buildClockedApp = () => buildTestApp({ clock: testClock() });

/** One run of the daily task, as the engine would run it, with the app's clock at `instant`. */
async function runAt(app: App, instant: string) {
  clockOf(app).set(instant);
  await app.tasks
    .get(PLAN_REMINDER_TASK)!
    .handle({}, { taskId: 'test', attempt: 1, log: app.log, signal: new AbortController().signal });
}

/** 15:30 UTC (the schedule's time) on `day`. */
const runOn = (app: App, day: string) => runAt(app, `${day}T15:30:00.000Z`);

async function addStep(
  app: App,
  session: SignedInUser,
  step: { title: string; opens?: string; closes?: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/plan/steps',
    headers: session.headers,
    payload: step,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ key: string }>().key;
}

async function remindersOf(app: App, userId: string) {
  return app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.topic, PLAN_REMINDER_TOPIC)))
    .orderBy(asc(notifications.createdAt));
}

const titled = async (app: App, userId: string, title: string) =>
  (await remindersOf(app, userId)).filter((row) => row.title.startsWith(title)).map((row) => row.title);

async function savePreferences(app: App, session: SignedInUser, changes: Partial<NotificationPreferences>) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    headers: session.headers,
    payload: { ...defaultNotificationPreferences('UTC'), ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('plan step reminders', () => {
  useDefaultCatalogue();

  it('registers a daily task and a topic in the career category', async () => {
    const app = await buildClockedApp();
    expect(app.tasks.get(PLAN_REMINDER_TASK)?.schedule).toBe(PLAN_REMINDER_SCHEDULE);
    expect(app.notificationTopics.get(PLAN_REMINDER_TOPIC)?.category).toBe('career');
  });

  it('reminds an own step on one date 7 days before and on the day, once each however many runs, and on no other day', async () => {
    const app = await buildClockedApp();
    const session = await signUpAndSignIn(app);
    const due = addDays(today(), 10);
    await addStep(app, session, { title: 'Call the base education office', opens: due, closes: due });
    const days: number[] = [];
    for (let before = 9; before >= -1; before -= 1) {
      const count = (await remindersOf(app, session.user.id)).length;
      await runOn(app, addDays(due, -before));
      await runOn(app, addDays(due, -before));
      if ((await remindersOf(app, session.user.id)).length > count) days.push(before);
    }
    expect(days).toEqual([7, 0]);
    const sent = await remindersOf(app, session.user.id);
    expect(sent.map((row) => row.title)).toEqual([
      'Call the base education office: in 7 days',
      'Call the base education office: today',
    ]);
    expect(sent[0]!.body).toContain('It is due on');
    expect(sent.every((row) => row.category === 'career' && row.link === '/plan')).toBe(true);
  });

  it('sends once when two instances run the batch at the same time', async () => {
    const app = await buildClockedApp();
    const session = await signUpAndSignIn(app);
    const due = addDays(today(), 7);
    await addStep(app, session, { title: 'Register on VA.gov', closes: due });
    clockOf(app).set(`${today()}T15:30:00.000Z`);
    const task = app.tasks.get(PLAN_REMINDER_TASK)!;
    const context = { taskId: 'test', attempt: 1, log: app.log, signal: new AbortController().signal };
    await Promise.all([task.handle({}, context), task.handle({}, context)]);
    expect(await titled(app, session.user.id, 'Register on VA.gov')).toEqual([
      'Register on VA.gov: last day in 7 days',
    ]);
  });

  it('says when a window opens, and sends nothing for a step marked done or skipped', async () => {
    const app = await buildClockedApp();
    const session = await signUpAndSignIn(app);
    const opens = addDays(today(), 7);
    await addStep(app, session, { title: 'Job fair week', opens, closes: addDays(opens, 20) });
    const done = await addStep(app, session, { title: 'Finished already', closes: opens });
    const skipped = await addStep(app, session, { title: 'Not for me', closes: opens });
    expect((await setStatus(app, session, done, { status: 'done' })).statusCode).toBe(200);
    expect((await setStatus(app, session, skipped, { status: 'skipped' })).statusCode).toBe(200);
    await runOn(app, today());
    await runOn(app, opens);
    expect((await remindersOf(app, session.user.id)).map((row) => row.title)).toEqual([
      'Job fair week: opens in 7 days',
      'Job fair week: opens today',
    ]);
  });

  it('reminds again when a step’s date moves (the separation date changed)', async () => {
    const app = await buildClockedApp();
    const session = await signUpAndSignIn(app);
    // The Capstone is due 90 days before separation: in 7 days.
    const profileId = await createProfile(app, session, addDays(today(), 97));
    await runOn(app, today());
    const capstone = 'Complete your TAP Capstone';
    expect(await titled(app, session.user.id, capstone)).toHaveLength(1);
    await runOn(app, addDays(today(), 1));
    expect(await titled(app, session.user.id, capstone)).toHaveLength(1);

    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/veteran-profiles/${profileId}`,
      headers: session.headers,
      payload: { serviceEndDate: `${addDays(today(), 99)}T00:00:00.000Z` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await runOn(app, addDays(today(), 2));
    expect(await titled(app, session.user.id, capstone)).toHaveLength(2);
    const keys = await app.database.db
      .select()
      .from(planReminders)
      .where(and(eq(planReminders.userId, session.user.id), eq(planReminders.stepKey, 'readiness:capstone')));
    expect(keys.map((row) => row.dueOn).sort()).toEqual([today(), addDays(today(), 2)]);
  });

  it('goes through the notification service: stored in the bell, held during the user’s quiet hours', async () => {
    const app = await buildClockedApp();
    const session = await signUpAndSignIn(app);
    await savePreferences(app, session, {
      quietHours: { enabled: true, start: '21:00', end: '07:00' },
      channels: { email: true, sms: false, push: true },
    });
    const due = addDays(today(), 7);
    await addStep(app, session, { title: 'Send the transcript', closes: due });
    const night = new Date(`${today()}T23:30:00.000Z`);
    await runAt(app, night.toISOString());
    const [reminder] = await remindersOf(app, session.user.id);
    expect(reminder).toMatchObject({ title: 'Send the transcript: last day in 7 days', readAt: null });
    const { service, sent } = deliveryFor(app);
    expect(await service.deliver(reminder!.id)).toBe('postponed');
    expect(sent).toEqual([]);
  });

  it('exports the reminders sent and erases them with the account', async () => {
    const app = await buildClockedApp();
    const session = await signUpAndSignIn(app);
    await addStep(app, session, { title: 'Book the move', closes: addDays(today(), 7) });
    await runOn(app, today());
    const exported = await app.inject({
      method: 'GET',
      url: '/api/account/data-export',
      headers: session.headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain('"reminders"');
    expect(exported.body).toMatch(new RegExp(`"dueOn":\\s*"${today()}"`));
    const deletion = await app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers: session.headers,
      payload: { password: session.password },
    });
    expect(deletion.statusCode, deletion.body).toBe(204);
    expect(
      await app.database.db.select().from(planReminders).where(eq(planReminders.userId, session.user.id)),
    ).toEqual([]);
  });
});
