import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultNotificationPreferences } from '@waypoint/shared/notifications/notification-preferences';
import { makeNotificationList, makeNotificationSettings } from '../../../test/fixtures/notifications';
import { renderRoute } from '../../../test/render-route';
import { stubApi, type ApiRoutes } from '../../../test/stub-api';
import { PUSH_NOTES } from './push-note';
import { PUSH_WORKER_URL, vapidKeyBytes } from './web-push';

// A P-256 public key as web-push generates it (URL-safe base64, no padding).
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc123',
  expirationTime: null,
  keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' },
};

/** The browser's push machinery, as far as the screen uses it. */
function stubBrowserPush({ permission = 'default' as NotificationPermission, answer = 'granted' } = {}) {
  const subscription = {
    endpoint: SUBSCRIPTION.endpoint,
    options: { applicationServerKey: vapidKeyBytes(PUBLIC_KEY).buffer },
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  // Permission granted by the prompt is what the browser reports afterwards.
  requestPermission.mockImplementation(async () => {
    vi.stubGlobal('Notification', { permission: answer, requestPermission });
    return answer;
  });
  return { serviceWorker, pushManager, subscription, requestPermission };
}

function routes(push: 'configured' | 'not-configured', pushOn = true): ApiRoutes {
  const preferences = {
    ...defaultNotificationPreferences(),
    channels: { email: true, sms: false, push: pushOn },
  };
  const settings = makeNotificationSettings({
    preferences,
    saved: true,
    channelStatus: { push, pushPublicKey: push === 'configured' ? PUBLIC_KEY : null },
  });
  return {
    'GET /notification-preferences': { status: 200, body: settings },
    'PUT /notification-preferences': { status: 200, body: settings },
    'GET /notifications': { status: 200, body: makeNotificationList() },
    'POST /notifications/push-subscriptions': { status: 204 },
    'DELETE /notifications/push-subscriptions': { status: 204 },
  };
}

async function openAndSave(apiRoutes: ApiRoutes) {
  const api = stubApi(apiRoutes);
  const view = renderRoute('/notifications');
  await screen.findByRole('form', { name: 'Notification preferences' });
  return { ...api, ...view };
}

beforeEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('Web Push from the settings screen', () => {
  it('asks permission on Save, subscribes through the service worker and sends the subscription', async () => {
    const browser = stubBrowserPush();
    const { user, calls } = await openAndSave(routes('configured'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/notifications/push-subscriptions',
        body: SUBSCRIPTION,
      }),
    );
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith(PUSH_WORKER_URL, { scope: '/' });
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toHaveAccessibleDescription(
      new RegExp(PUSH_NOTES.subscribed.text),
    );
  });

  it('says so when the person blocks notifications, and sends nothing', async () => {
    const browser = stubBrowserPush({ answer: 'denied' });
    const { user, calls } = await openAndSave(routes('configured'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Push notifications' })).toHaveAccessibleDescription(
        new RegExp(PUSH_NOTES.denied.text),
      ),
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === '/notifications/push-subscriptions')).toBe(false);
  });

  it('unsubscribes this browser and tells the server when push is turned off', async () => {
    const browser = stubBrowserPush({ permission: 'granted' });
    await browser.pushManager.subscribe();
    const { user, calls } = await openAndSave(routes('configured'));
    await user.click(screen.getByRole('switch', { name: 'Push notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: '/notifications/push-subscriptions',
        body: { endpoint: SUBSCRIPTION.endpoint },
      }),
    );
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('registers no service worker and asks nothing where push is not configured', async () => {
    const browser = stubBrowserPush();
    const { user } = await openAndSave(routes('not-configured'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification preferences saved.')).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });
});

describe('vapidKeyBytes', () => {
  it('reads URL-safe base64 without padding into the 65 bytes of an uncompressed P-256 key', () => {
    const bytes = vapidKeyBytes(PUBLIC_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('signing out', () => {
  it('ends this browser’s push subscription', async () => {
    const browser = stubBrowserPush({ permission: 'granted' });
    await browser.pushManager.subscribe();
    const { user } = await openAndSave({
      ...routes('configured'),
      'POST /auth/sign-out': { status: 200, body: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1));
  });
});
