import { createHmac } from 'node:crypto';
import { defaultNotificationPreferences, type NotificationPreferences } from '@waypoint/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { deliveryFor, featuresWithProbeTopics, probeNotifier } from '../../test/notifications';
import { notificationPreferences } from './notifications.schema';
import {
  UNSUBSCRIBE_LINK_DAYS,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_SCOPES,
  unsubscribeToken,
  type UnsubscribeScope,
} from './unsubscribe-links';

/** What each link may turn off, by the path of the setting: that and nothing else. */
const TURNS_OFF: Record<UnsubscribeScope, string[]> = {
  benefits: ['digest.includeBenefits'],
  community: ['digest.includeCommunity'],
  career: ['digest.includeCareer'],
  digest: ['digest.includeBenefits', 'digest.includeCommunity', 'digest.includeCareer'],
  documents: ['documentEmails'],
  crisisAlerts: ['emergencies.crisisAlerts'],
  facilityClosures: ['emergencies.facilityClosures'],
};

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)),
  ) as Record<string, unknown>;
}

async function signedUpWithDefaults() {
  const app = await buildTestApp({ features: featuresWithProbeTopics });
  const session = await signUpAndSignIn(app);
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    headers: session.headers,
    payload: defaultNotificationPreferences('UTC'),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const stored = async () => {
    const [row] = await app.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, session.user.id));
    return row!;
  };
  const post = (token: string) =>
    app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  const unsubscribe = async (scope: UnsubscribeScope) => {
    const response = await post(
      unsubscribeToken((await stored()).unsubscribeSecret, session.user.id, scope, new Date()),
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  return { app, session, stored, unsubscribe, post };
}

describe('an unsubscribe link turns off exactly the topic it names', () => {
  it.each(UNSUBSCRIBE_SCOPES)('%s', async (scope) => {
    const { stored, unsubscribe } = await signedUpWithDefaults();
    const before = flatten((await stored()).preferences);
    await unsubscribe(scope);
    const after = flatten((await stored()).preferences);
    const changed = Object.keys(before).filter((path) => before[path] !== after[path]);
    expect(changed.sort()).toEqual([...TURNS_OFF[scope]].sort());
    for (const path of TURNS_OFF[scope]) expect(after[path]).toBe(false);
    expect(after['channels.email']).toBe(true);
  });

  it('documents: vault notices stop coming by e-mail, every other e-mail still comes', async () => {
    const { app, session, stored, unsubscribe } = await signedUpWithDefaults();
    await unsubscribe('documents');
    const { service, sent } = deliveryFor(app);
    const notify = (topic: string) =>
      probeNotifier().notify(session.user, topic, { title: topic, body: 'Something happened.' });
    expect(await service.deliver(await notify('probe.document-shared'))).toBe('delivered');
    expect(await service.deliver(await notify('probe.new-sign-in'))).toBe('delivered');
    expect(await service.deliver(await notify('probe.crisis-alert'))).toBe('delivered');
    expect(sent.map((mail) => mail.subject)).toEqual(['probe.new-sign-in', 'probe.crisis-alert']);
    const preferences: NotificationPreferences = (await stored()).preferences;
    expect(preferences.digest).toEqual(defaultNotificationPreferences().digest);
  });
});

describe('unsubscribe links', () => {
  it('e-mailed before links were signed by lib/signed-links (no expiry) still work', async () => {
    const { session, stored, post } = await signedUpWithDefaults();
    const { unsubscribeSecret } = await stored();
    const mac = createHmac('sha256', unsubscribeSecret)
      .update(`${session.user.id}.documents`)
      .digest('base64url');
    const response = await post(`${session.user.id}.documents.${mac}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored()).preferences.documentEmails).toBe(false);
  });

  it('end after a year, and one signed with another secret or for another user changes nothing', async () => {
    const { session, stored, post } = await signedUpWithDefaults();
    const { unsubscribeSecret } = await stored();
    const sentLongAgo = new Date(Date.now() - (UNSUBSCRIBE_LINK_DAYS * 86_400_000 + 60_000));
    const bad = [
      unsubscribeToken(unsubscribeSecret, session.user.id, 'documents', sentLongAgo),
      unsubscribeToken('another secret', session.user.id, 'documents', new Date()),
      unsubscribeToken(unsubscribeSecret, '00000000-0000-4000-8000-000000000000', 'documents', new Date()),
      `${session.user.id}.documents.${'A'.repeat(43)}`,
    ];
    for (const token of bad) expect((await post(token)).statusCode, token).toBe(404);
    expect((await stored()).preferences.documentEmails).toBe(true);
  });
});
