import { notificationListResponseSchema } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { featuresWithProbeTopics, probeNotifier } from '../../test/notifications';

async function twoUsers() {
  const app = await buildTestApp({ features: featuresWithProbeTopics });
  const alex = await signUpAndSignIn(app);
  const sam = await signUpAndSignIn(app);
  return { app, alex, sam };
}

const list = async (
  app: Awaited<ReturnType<typeof buildTestApp>>,
  headers: Record<string, string>,
  limit = 20,
) =>
  notificationListResponseSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/notifications?limit=${limit}`, headers })).json(),
  );

describe('the notification centre', () => {
  it('lists only the user’s own notifications, newest first, with the unread count', async () => {
    const { app, alex, sam } = await twoUsers();
    const notifier = probeNotifier();
    await notifier.notify(alex.user, 'probe.benefit-news', { title: 'First', body: 'One' });
    await notifier.notify(alex.user, 'probe.job-match', { title: 'Second', body: 'Two', link: '/jobs' });
    await notifier.notify(sam.user, 'probe.benefit-news', { title: 'Sam’s', body: 'Private' });
    const alexList = await list(app, alex.headers);
    expect(alexList.unreadCount).toBe(2);
    expect(alexList.items.map((item) => item.title)).toEqual(['Second', 'First']);
    expect(alexList.items[0]).toMatchObject({ category: 'career', link: '/jobs', readAt: null });
    expect((await list(app, alex.headers, 1)).items).toHaveLength(1);
  });

  it('marks one read, then all', async () => {
    const { app, alex } = await twoUsers();
    const notifier = probeNotifier();
    const first = await notifier.notify(alex.user, 'probe.benefit-news', { title: 'First', body: 'One' });
    await notifier.notify(alex.user, 'probe.benefit-news', { title: 'Second', body: 'Two' });
    const one = await app.inject({
      method: 'POST',
      url: `/api/notifications/${first}/read`,
      headers: alex.headers,
    });
    expect(one.statusCode).toBe(204);
    const afterOne = await list(app, alex.headers);
    expect(afterOne.unreadCount).toBe(1);
    expect(afterOne.items.find((item) => item.id === first)?.readAt).not.toBeNull();
    const all = await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: alex.headers,
    });
    expect(all.statusCode).toBe(204);
    expect((await list(app, alex.headers)).unreadCount).toBe(0);
  });

  it('answers 404 for another user’s notification and for an id that is not one, changing nothing', async () => {
    const { app, alex, sam } = await twoUsers();
    const samsId = await probeNotifier().notify(sam.user, 'probe.benefit-news', {
      title: 'Sam’s',
      body: 'Private',
    });
    for (const id of [samsId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/notifications/${id}/read`,
        headers: alex.headers,
      });
      expectErrorBody(response, 404, 'NOT_FOUND');
    }
    expect((await list(app, sam.headers)).unreadCount).toBe(1);
  });

  it('rejects a limit outside 1–50 with a field message', async () => {
    const { app, alex } = await twoUsers();
    for (const limit of ['0', '51', 'many']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/notifications?limit=${limit}`,
        headers: alex.headers,
      });
      expect(Object.keys(expectErrorBody(response, 400, 'VALIDATION').fieldErrors ?? {})).toEqual(['limit']);
    }
  });

  it('keeps push subscriptions per user and forgets one on request', async () => {
    const { app, alex } = await twoUsers();
    const subscription = {
      endpoint: 'https://push.example.org/send/abc',
      expirationTime: null,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    const added = await app.inject({
      method: 'POST',
      url: '/api/notifications/push-subscriptions',
      headers: alex.headers,
      payload: subscription,
    });
    expect(added.statusCode).toBe(204);
    const insecure = await app.inject({
      method: 'POST',
      url: '/api/notifications/push-subscriptions',
      headers: alex.headers,
      payload: { ...subscription, endpoint: 'http://push.example.org/x' },
    });
    expectErrorBody(insecure, 400, 'VALIDATION');
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/notifications/push-subscriptions',
      headers: alex.headers,
      payload: { endpoint: subscription.endpoint },
    });
    expect(removed.statusCode).toBe(204);
  });
});
