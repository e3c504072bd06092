import {
  addDays,
  benefitRule,
  dayIn,
  defaultNotificationPreferences,
  toIsoDay,
  type NotificationPreferences,
} from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { benefitReminders, notifications } from '../../db/schema';
import { signUpAndSignIn, type SignedInUser } from '../../test/auth';
import { deliveryFor } from '../../test/notifications';
import { createTransaction } from '../../lib/transaction';
import { createBenefitRemindersService, REMINDER_TASK, REMINDER_TOPIC } from './benefit-reminders.service';
import { createBenefitsRepository } from './benefits.repository';
import { benefitRemindersOf } from './benefits.routes';
import { featureScope, featuresWithScopeProbe } from '../../test/feature-scope';
import { clockOf, testClock } from '../../test/clock';
import { buildTestApp } from '../../test/helper';
import { seedKnownOccupations } from '../../test/occupations';

/**
 * The app on a clock the test moves, with the features' instance (its `veteranRecords` and `notifier`) at hand for
 * the reminders service.
 */
async function buildBenefitsTestApp(): Promise<App> {
  await seedKnownOccupations();
  const app = await buildTestApp({ features: featuresWithScopeProbe, clock: testClock() });
  await app.ready();
  return app;
}

const BDD = 'BENEFITS_DELIVERY_AT_DISCHARGE';
const BDD_NAME = benefitRule(BDD).name;
const today = toIsoDay(new Date());
/** Separating in 100 days: the BDD window (180 to 90 days before) closes in 10 days. */
const separation = addDays(today, 100);
const bddCloses = addDays(separation, -90);

/** A veteran whose profile separates on `day` (null: no end date). */
async function veteranSeparatingOn(app: App, day: string | null) {
  const session = await signUpAndSignIn(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: session.headers,
    payload: sampleProfileCreate({
      email: session.email,
      serviceStartDate: '2019-01-07T00:00:00.000Z',
      serviceEndDate: day === null ? null : `${day}T00:00:00.000Z`,
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return session;
}

async function savePreferences(app: App, session: SignedInUser, changes: Partial<NotificationPreferences>) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    headers: session.headers,
    payload: { ...defaultNotificationPreferences(), ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** One run of the task with the app's clock at `instant`. */
function runAt(app: App, instant: string) {
  clockOf(app).set(instant);
  return benefitRemindersOf(featureScope()).sendDue();
}

/** A run at 15:00 UTC (the schedule's hour) `daysLeft` days before BDD's last day. */
const runBefore = (app: App, daysLeft: number) =>
  runAt(app, `${addDays(bddCloses, -daysLeft)}T15:00:00.000Z`);

async function remindersOf(app: App, userId: string) {
  return app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.topic, REMINDER_TOPIC)))
    .orderBy(asc(notifications.createdAt));
}

const bddRemindersOf = async (app: App, userId: string) =>
  (await remindersOf(app, userId)).filter((row) => row.title.startsWith(BDD_NAME));

describe('benefit deadline reminders', () => {
  it('registers a daily task and a topic in the benefits category', async () => {
    const app = await buildBenefitsTestApp();
    expect(app.notificationTopics.get(REMINDER_TOPIC)?.category).toBe('benefits');
    expect(app.tasks.get(REMINDER_TASK)?.schedule).toBe('0 15 * * *');
  });

  it('reminds 60, 30 and 7 days before the last day, once each, and on no other day', async () => {
    const app = await buildBenefitsTestApp();
    const veteran = await veteranSeparatingOn(app, addDays(separation, 0));
    const daysWithReminder: number[] = [];
    for (let daysLeft = 75; daysLeft >= -2; daysLeft -= 1) {
      const before = (await bddRemindersOf(app, veteran.user.id)).length;
      await runBefore(app, daysLeft);
      if ((await bddRemindersOf(app, veteran.user.id)).length > before) daysWithReminder.push(daysLeft);
    }
    expect(daysWithReminder).toEqual([60, 30, 7]);

    const sent = await bddRemindersOf(app, veteran.user.id);
    expect(sent.map((row) => row.title)).toEqual([
      `${BDD_NAME}: 60 days left`,
      `${BDD_NAME}: 30 days left`,
      `${BDD_NAME}: 7 days left`,
    ]);
    const [year, month, day] = bddCloses.split('-').map(Number);
    const longDay = `${day} ${new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${year}`;
    expect(sent[2]!.body).toContain(`Apply by ${longDay}. That is 7 days from today.`);
    expect(sent.every((row) => row.link === '/benefits' && row.category === 'benefits')).toBe(true);
    const recorded = await app.database.db
      .select()
      .from(benefitReminders)
      .where(and(eq(benefitReminders.userId, veteran.user.id), eq(benefitReminders.benefitType, BDD)));
    const byThreshold = recorded.sort((a, b) => b.threshold - a.threshold);
    expect(byThreshold.map((row) => [row.windowCloses, row.threshold, row.daysLeft])).toEqual([
      [bddCloses, 60, 60],
      [bddCloses, 30, 30],
      [bddCloses, 7, 7],
    ]);
  });

  it('sends the most recent threshold once when the run comes late, saying the real days left', async () => {
    const app = await buildBenefitsTestApp();
    const veteran = await veteranSeparatingOn(app, separation);
    await runBefore(app, 25); // the 60- and 30-day runs were missed
    await runBefore(app, 24);
    expect((await bddRemindersOf(app, veteran.user.id)).map((row) => row.title)).toEqual([
      `${BDD_NAME}: 25 days left`,
    ]);
    await runBefore(app, 7);
    expect(await bddRemindersOf(app, veteran.user.id)).toHaveLength(2);
  });

  it('sends nothing for a benefit the veteran marked Completed', async () => {
    const app = await buildBenefitsTestApp();
    const veteran = await veteranSeparatingOn(app, separation);
    const status = await app.inject({
      method: 'PATCH',
      url: `/api/v1/benefits/statuses/${BDD}`,
      headers: veteran.headers,
      payload: { status: 'Completed' },
    });
    expect(status.statusCode).toBe(200);
    for (const daysLeft of [60, 30, 7]) await runBefore(app, daysLeft);
    expect(await bddRemindersOf(app, veteran.user.id)).toEqual([]);
  });

  it('sends once on a rerun, and once when a failed run is retried', async () => {
    const app = await buildBenefitsTestApp();
    const veteran = await veteranSeparatingOn(app, separation);
    const first = await runBefore(app, 60);
    const again = await runBefore(app, 60);
    expect(first.sent).toBeGreaterThan(0);
    expect(again.sent).toBe(0);
    expect(await bddRemindersOf(app, veteran.user.id)).toHaveLength(1);

    // A run that fails while storing the notification records nothing: the retry sends it, once.
    clockOf(app).set(`${addDays(bddCloses, -30)}T15:00:00.000Z`);
    const { db } = app.database;
    const broken = createBenefitRemindersService({
      repository: createBenefitsRepository(db),
      records: {
        serviceRecordsAfter: (after, limit) =>
          featureScope().veteranRecords.serviceRecordsAfter(after, limit),
      },
      transaction: createTransaction(db, (handle) => ({
        benefits: createBenefitsRepository(handle),
      })),
      notify: async () => {
        throw new Error('the database went away');
      },
      timeZonesOf: (ids) => featureScope().notifier.timeZonesOf(ids),
      now: () => app.clock.now(),
    });
    const retry = benefitRemindersOf(featureScope());
    await expect(broken.sendDue()).rejects.toThrow('the database went away');
    expect(await bddRemindersOf(app, veteran.user.id)).toHaveLength(1);
    await retry.sendDue();
    await retry.sendDue();
    expect((await bddRemindersOf(app, veteran.user.id)).map((row) => row.title)).toEqual([
      `${BDD_NAME}: 60 days left`,
      `${BDD_NAME}: 30 days left`,
    ]);
  });

  it('counts the last day in the veteran’s time zone, turning at their midnight', async () => {
    const app = await buildBenefitsTestApp();
    const inUtc = await veteranSeparatingOn(app, separation);
    await savePreferences(app, inUtc, { timeZone: 'UTC' });
    const inLosAngeles = await veteranSeparatingOn(app, separation);
    await savePreferences(app, inLosAngeles, { timeZone: 'America/Los_Angeles' });
    const day60 = addDays(bddCloses, -60);

    // 03:00 UTC: the 60th day before in UTC, still the evening before in Los Angeles.
    await runAt(app, `${day60}T03:00:00.000Z`);
    expect(await bddRemindersOf(app, inUtc.user.id)).toHaveLength(1);
    expect(await bddRemindersOf(app, inLosAngeles.user.id)).toHaveLength(0);

    // Los Angeles' midnight: one minute before it nothing, at it the reminder.
    const hour = [6, 7, 8, 9].find(
      (h) => dayIn(new Date(`${day60}T0${h}:00:00.000Z`), 'America/Los_Angeles') === day60,
    )!;
    const midnight = new Date(`${day60}T0${hour}:00:00.000Z`);
    await runAt(app, new Date(midnight.getTime() - 60_000).toISOString());
    expect(await bddRemindersOf(app, inLosAngeles.user.id)).toHaveLength(0);
    await runAt(app, midnight.toISOString());
    expect((await bddRemindersOf(app, inLosAngeles.user.id)).map((row) => row.title)).toEqual([
      `${BDD_NAME}: 60 days left`,
    ]);
    expect(await bddRemindersOf(app, inUtc.user.id)).toHaveLength(1);
  });

  it('walks every profile a page at a time', async () => {
    const app = await buildBenefitsTestApp();
    const veterans = [
      await veteranSeparatingOn(app, separation),
      await veteranSeparatingOn(app, separation),
      await veteranSeparatingOn(app, separation),
    ];
    const scope = featureScope();
    clockOf(app).set(`${addDays(bddCloses, -60)}T15:00:00.000Z`);
    const { db } = app.database;
    const paged = createBenefitRemindersService({
      repository: createBenefitsRepository(db),
      records: {
        serviceRecordsAfter: (after, limit) => scope.veteranRecords.serviceRecordsAfter(after, limit),
      },
      transaction: createTransaction(db, (handle) => ({
        benefits: createBenefitsRepository(handle),
      })),
      notify: (userId, message, transaction) =>
        scope.notifier.notify({ id: userId }, REMINDER_TOPIC, message, { transaction }),
      timeZonesOf: (ids) => scope.notifier.timeZonesOf(ids),
      now: () => app.clock.now(),
      pageSize: 2,
    });
    expect((await paged.sendDue()).veterans).toBe(3);
    for (const veteran of veterans) expect(await bddRemindersOf(app, veteran.user.id)).toHaveLength(1);
  });

  it('sends nothing dated to a veteran without a separation date', async () => {
    const app = await buildBenefitsTestApp();
    const undated = await veteranSeparatingOn(app, null);
    for (const daysLeft of [60, 30, 7]) await runBefore(app, daysLeft);
    expect(await remindersOf(app, undated.user.id)).toEqual([]);
  });

  it('stores the in-app reminder for a veteran who turned benefits e-mail off, and sends no e-mail', async () => {
    const app = await buildBenefitsTestApp();
    const veteran = await veteranSeparatingOn(app, separation);
    await savePreferences(app, veteran, {
      channels: { email: false, sms: false, push: false },
      digest: { frequency: 'weekly', includeBenefits: false, includeCommunity: true, includeCareer: true },
    });
    await runBefore(app, 60);
    const [reminder] = await bddRemindersOf(app, veteran.user.id);
    expect(reminder).toMatchObject({ category: 'benefits', readAt: null });

    const { service, sent } = deliveryFor(app);
    await service.deliver(reminder!.id);
    expect(sent).toEqual([]);
  });
});
