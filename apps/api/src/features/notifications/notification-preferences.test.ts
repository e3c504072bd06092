import {
  defaultNotificationPreferences,
  NOTIFICATION_MESSAGES,
  notificationSettingsResponseSchema,
} from '@waypoint/shared';
import { startTestSmtpServer, type TestSmtpServer } from '@waypoint/test-mail';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp, expectErrorBody, getTestDatabase } from '../../test/helper';
import { notificationPreferences } from './notifications.schema';
import { PREVIEW_RETRY_TASK } from './preferences.service';

const URL = '/api/notification-preferences';

let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

const changed = () => ({
  digest: { frequency: 'daily', includeBenefits: false, includeCommunity: true, includeCareer: false },
  channels: { email: false, sms: true, push: false },
  quietHours: { enabled: true, start: '22:30', end: '06:15' },
  emergencies: { crisisAlerts: false, facilityClosures: true },
  documentEmails: false,
  timeZone: 'America/Denver',
  smsConsent: true,
});

async function storedRows() {
  const { database } = await getTestDatabase();
  return database.db.select().from(notificationPreferences);
}

describe('notification preferences', () => {
  it('are the spec’s defaults for a new user, and say how each channel is really delivered', async () => {
    const app = await buildTestApp();
    const { headers } = await signUpAndSignIn(app);
    const response = await app.inject({ method: 'GET', url: URL, headers });
    expect(response.statusCode).toBe(200);
    const body = notificationSettingsResponseSchema.parse(response.json());
    expect(body.saved).toBe(false);
    expect(body.preferences).toEqual(defaultNotificationPreferences());
    expect(body.preferences.digest).toEqual({
      frequency: 'weekly',
      includeBenefits: true,
      includeCommunity: true,
      includeCareer: true,
    });
    expect(body.preferences.channels).toEqual({ email: true, sms: false, push: true });
    expect(body.preferences.quietHours).toEqual({ enabled: false, start: '21:00', end: '07:00' });
    expect(body.preferences.emergencies).toEqual({ crisisAlerts: true, facilityClosures: true });
    expect(body.channelStatus).toEqual({
      email: 'outbox',
      sms: 'sandbox',
      push: 'not-configured',
      pushPublicKey: null,
      phoneOnProfile: true,
    });
  });

  it('keep every change, across a new app on the same database (a restart)', async () => {
    const app = await buildTestApp();
    const { headers } = await signUpAndSignIn(app);
    const saved = await app.inject({ method: 'PUT', url: URL, headers, payload: changed() });
    expect(saved.statusCode).toBe(200);
    const restarted = await buildTestApp();
    const read = notificationSettingsResponseSchema.parse(
      (await restarted.inject({ method: 'GET', url: URL, headers })).json(),
    );
    expect(read).toMatchObject({ saved: true, preferences: changed() });
    const [row] = await storedRows();
    expect(row?.smsConsentAt).toBeInstanceOf(Date);
  });

  it.each([
    ['an invalid time', { quietHours: { enabled: true, start: '25:00', end: '07:00' } }, 'quietHours.start'],
    [
      'a time without minutes',
      { quietHours: { enabled: true, start: '9', end: '07:00' } },
      'quietHours.start',
    ],
    [
      'quiet hours starting when they end',
      { quietHours: { enabled: true, start: '07:00', end: '07:00' } },
      'quietHours.end',
    ],
    ['an unknown frequency', { digest: { ...changed().digest, frequency: 'hourly' } }, 'digest.frequency'],
    ['an unknown channel', { channels: { email: true, sms: false, push: true, pigeon: true } }, 'channels'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
  ])('reject %s with a field message and store nothing', async (_case, change, field) => {
    const app = await buildTestApp();
    const { headers } = await signUpAndSignIn(app);
    const response = await app.inject({
      method: 'PUT',
      url: URL,
      headers,
      payload: { ...defaultNotificationPreferences(), ...change },
    });
    const body = expectErrorBody(response, 400, 'VALIDATION');
    expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
    expect(await storedRows()).toHaveLength(0);
  });

  it('turn text messages on only with consent and a phone number', async () => {
    const app = await buildTestApp();
    const { headers, user } = await signUpAndSignIn(app);
    const withSms = { ...defaultNotificationPreferences(), channels: { email: true, sms: true, push: true } };

    const noConsent = await app.inject({ method: 'PUT', url: URL, headers, payload: withSms });
    expect(expectErrorBody(noConsent, 400, 'VALIDATION').fieldErrors).toEqual({
      'channels.sms': NOTIFICATION_MESSAGES.smsNeedsConsent,
    });

    const { database } = await getTestDatabase();
    await database.db.update(users).set({ phoneNumber: null }).where(eq(users.id, user.id));
    const noPhone = await app.inject({
      method: 'PUT',
      url: URL,
      headers,
      payload: { ...withSms, smsConsent: true },
    });
    expect(expectErrorBody(noPhone, 400, 'VALIDATION').fieldErrors).toEqual({
      'channels.sms': NOTIFICATION_MESSAGES.smsNeedsPhone,
    });
    expect(await storedRows()).toHaveLength(0);
  });

  it('are private: a signed-out request gets 401', async () => {
    const app = await buildTestApp();
    expectErrorBody(await app.inject({ method: 'GET', url: URL }), 401, 'UNAUTHENTICATED');
  });
});

describe('the preview', () => {
  it('goes out by SMTP to the primary channel (e-mail) and says so in the spec’s words', async () => {
    smtp = await startTestSmtpServer();
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const { headers, email } = await signUpAndSignIn(app);
    const response = await app.inject({ method: 'POST', url: `${URL}/preview`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ channel: 'email', message: 'Preview sent to your primary channel.' });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual([email]);
    expect(mail?.subject).toBe('Waypoint notification preview');
    // And it shows in the notification centre.
    const list = (await app.inject({ method: 'GET', url: '/api/notifications', headers })).json();
    expect(list.unreadCount).toBe(1);
  });

  it('fails with the spec’s text when the mail server refuses, and leaves a retry task', async () => {
    smtp = await startTestSmtpServer({ rejectMessages: true });
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const { headers, user } = await signUpAndSignIn(app);
    const response = await app.inject({ method: 'POST', url: `${URL}/preview`, headers });
    const body = expectErrorBody(response, 502, 'BAD_GATEWAY');
    expect(body.message).toBe('Preview failed to send. Try again later.');
    const { database } = await getTestDatabase();
    const tasks = (await database.db.execute(
      sql`select data from pgboss.job where name = ${PREVIEW_RETRY_TASK}`,
    )) as unknown as { rows: { data: { userId: string } }[] };
    expect(tasks.rows.map((row) => row.data.userId)).toEqual([user.id]);
  });
});
