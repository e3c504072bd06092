import { defaultNotificationPreferences } from '@waypoint/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { createTransaction } from '../../lib/transaction';
import { clockOf, testClock } from '../../test/clock';
import { buildTestApp, getTestDatabase } from '../../test/helper';
import { notificationDeliveries, notificationPreferences } from './notifications.schema';
import { deliveryFor, featuresWithProbeTopics, probeNotifier } from '../../test/notifications';

async function setUp(preferences?: Partial<ReturnType<typeof defaultNotificationPreferences>>) {
  const app = await buildTestApp({ features: featuresWithProbeTopics, clock: testClock() });
  const signedIn = await signUpAndSignIn(app);
  if (preferences) {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: signedIn.headers,
      payload: { ...defaultNotificationPreferences('UTC'), ...preferences },
    });
    expect(response.statusCode).toBe(200);
  }
  return { app, ...signedIn };
}

async function queued(name: string) {
  const { database } = await getTestDatabase();
  const result = (await database.db.execute(
    sql`select id, data, start_after as "startAfter" from pgboss.job where name = ${name}`,
  )) as unknown as { rows: { id: string; data: Record<string, string>; startAfter: Date }[] };
  return result.rows;
}

describe('notify()', () => {
  it('stores the in-app notification and queues one delivery task keyed by it', async () => {
    const { app, user, headers } = await setUp();
    const id = await probeNotifier().notify(user, 'probe.document-shared', {
      title: 'A document was shared with you',
      body: 'Jordan shared DD-214.pdf with you.',
      link: '/documents',
    });
    const list = (await app.inject({ method: 'GET', url: '/api/notifications', headers })).json();
    expect(list).toMatchObject({
      unreadCount: 1,
      items: [{ id, category: 'documents', link: '/documents' }],
    });
    expect((await queued('notifications.deliver')).map((task) => task.id)).toEqual([id]);
  });

  it('rejects an unknown topic and a link to another site, storing nothing', async () => {
    const { app, user, headers } = await setUp();
    await expect(probeNotifier().notify(user, 'probe.unknown', { title: 'x', body: 'y' })).rejects.toThrow(
      /not registered/,
    );
    await expect(
      probeNotifier().notify(user, 'probe.benefit-news', { title: 'x', body: 'y', link: '//evil.example' }),
    ).rejects.toThrow();
    const list = (await app.inject({ method: 'GET', url: '/api/notifications', headers })).json();
    expect(list.items).toHaveLength(0);
  });

  it('inside a transaction that rolls back leaves neither the notification nor its task', async () => {
    const { app, user, headers } = await setUp();
    await expect(
      createTransaction(app.database.db, () => ({}))(async ({ tx }) => {
        await probeNotifier().notify(
          user,
          'probe.document-shared',
          { title: 'T', body: 'B' },
          { transaction: tx },
        );
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(
      (await app.inject({ method: 'GET', url: '/api/notifications', headers })).json().items,
    ).toHaveLength(0);
    expect(await queued('notifications.deliver')).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('e-mails a document notice at once, with a one-click unsubscribe that works, and never twice', async () => {
    const { app, user, email } = await setUp({});
    const { service, sent } = deliveryFor(app);
    const id = await probeNotifier().notify(user, 'probe.document-shared', {
      title: 'Shared',
      body: 'A file',
      link: '/documents',
    });
    expect(await service.deliver(id)).toBe('delivered');
    expect(await service.deliver(id)).toBe('delivered');
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({ to: email, subject: 'Shared' });
    expect(mail?.text).toContain(`${app.config.publicUrl}/documents`);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    expect(mail?.text).toContain(url.toString());

    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop receiving document vault e-mails?');
    const oneClick = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const { database } = await getTestDatabase();
    const [row] = await database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    // Exactly what the link named: document e-mails, not every e-mail.
    expect(row?.preferences.documentEmails).toBe(false);
    expect(row?.preferences.channels.email).toBe(true);
  });

  it('refuses a tampered unsubscribe link and changes nothing', async () => {
    const { app, user } = await setUp({});
    const forged = `${user.id}.digest.${'A'.repeat(43)}`;
    const response = await app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${forged}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This link does not work');
  });

  it('holds non-urgent news in quiet hours until they end, but sends emergencies at once, texts included', async () => {
    const { app, user } = await setUp({
      quietHours: { enabled: true, start: '21:00', end: '07:00' },
      channels: { email: true, sms: true, push: false },
      smsConsent: true,
    });
    clockOf(app).set('2026-11-23T23:30:00Z');
    const { service, sent } = deliveryFor(app);
    const documentId = await probeNotifier().notify(user, 'probe.document-shared', {
      title: 'Shared',
      body: 'A file',
    });
    expect(await service.deliver(documentId)).toBe('postponed');
    expect(sent).toHaveLength(0);
    const [later] = await queued('notifications.deliver-later');
    expect(later?.data.notificationId).toBe(documentId);
    expect(new Date(later!.startAfter)).toEqual(new Date('2026-11-24T07:00:00Z'));

    const crisisId = await probeNotifier().notify(user, 'probe.crisis-alert', {
      title: 'Crisis alert',
      body: 'Call 988, press 1.',
    });
    expect(await service.deliver(crisisId)).toBe('delivered');
    expect(sent.map((mail) => mail.subject)).toEqual(['Crisis alert']);
    const { database } = await getTestDatabase();
    const deliveries = await database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.subject, crisisId));
    expect(deliveries.map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'sent'],
      ['sms', 'sandbox'],
    ]);
  });

  it('sends no emergency the user switched off', async () => {
    const { app, user } = await setUp({ emergencies: { crisisAlerts: false, facilityClosures: true } });
    const { service, sent } = deliveryFor(app);
    const id = await probeNotifier().notify(user, 'probe.crisis-alert', {
      title: 'Crisis alert',
      body: 'Call 988.',
    });
    await service.deliver(id);
    expect(sent).toHaveLength(0);
  });

  it('lets a failed e-mail throw for the retry, then sends it once', async () => {
    const { app, user } = await setUp({});
    let down = true;
    const { service, sent } = deliveryFor(app, { failMail: () => down });
    const id = await probeNotifier().notify(user, 'probe.new-sign-in', {
      title: 'New sign-in',
      body: 'From Chrome.',
    });
    await expect(service.deliver(id)).rejects.toThrow('SMTP is down');
    down = false;
    await service.deliver(id);
    await service.deliver(id);
    expect(sent).toHaveLength(1);
  });
});

describe('digests', () => {
  it('hold only the included categories’ news since the last digest, once; an empty digest is not sent', async () => {
    const { app, user } = await setUp({
      digest: { frequency: 'weekly', includeBenefits: true, includeCommunity: false, includeCareer: true },
    });
    await probeNotifier().notify(user, 'probe.benefit-news', {
      title: 'GI Bill window opens',
      body: 'Apply by May 1.',
      link: '/benefits',
    });
    await probeNotifier().notify(user, 'probe.circle-post', {
      title: 'New post in Army Vets',
      body: 'Welcome!',
    });
    await probeNotifier().notify(user, 'probe.job-match', {
      title: 'Logistics Manager, Tacoma',
      body: 'A new match.',
    });
    const { database } = await getTestDatabase();
    const [row] = await database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    const dueAt = row!.nextDigestAt;
    clockOf(app).set(new Date(dueAt.getTime() + 60_000));
    const { service, sent } = deliveryFor(app);

    expect(await service.sweepDigests()).toBe(1);
    const [task] = await queued('notifications.send-digest');
    expect(task?.data).toEqual({ userId: user.id, dueAt: dueAt.toISOString() });

    expect(await service.sendDigest(user.id, dueAt)).toBe('sent');
    expect(await service.sendDigest(user.id, dueAt)).toBe('stale');
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.subject).toBe('Your weekly Waypoint digest: 2 updates');
    expect(mail?.text).toContain('BENEFITS');
    expect(mail?.text).toContain('GI Bill window opens');
    expect(mail?.text).toContain(`${app.config.publicUrl}/benefits`);
    expect(mail?.text).toContain('CAREER');
    expect(mail?.text).not.toContain('Army Vets');
    expect(mail?.html).toContain('<h2>Benefits</h2>');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/api\/notifications\/unsubscribe\?token=/);

    const [after] = await database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    clockOf(app).set(new Date(after!.nextDigestAt.getTime() + 60_000));
    expect(await service.sendDigest(user.id, after!.nextDigestAt)).toBe('empty');
    expect(sent).toHaveLength(1);
  });

  it('reach every user whose digest falls due at the same time', async () => {
    const { app, user } = await setUp({});
    const second = await signUpAndSignIn(app);
    for (const person of [user, second.user]) {
      await probeNotifier().notify(person, 'probe.benefit-news', { title: 'News', body: 'A window opens.' });
    }
    const { database } = await getTestDatabase();
    const [first] = await database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    const dueAt = first!.nextDigestAt;
    await database.db.update(notificationPreferences).set({ nextDigestAt: dueAt });
    clockOf(app).set(new Date(dueAt.getTime() + 60_000));
    const { service, sent } = deliveryFor(app);
    expect(await service.sendDigest(user.id, dueAt)).toBe('sent');
    expect(await service.sendDigest(second.user.id, dueAt)).toBe('sent');
    expect(sent.map((mail) => mail.to).sort()).toEqual([user.email, second.user.email].sort());
  });
});
