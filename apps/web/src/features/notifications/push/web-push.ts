import type { PushSubscriptionInput } from '@waypoint/shared/notifications/notification-centre';

/** The service worker that shows pushed notifications (apps/web/public/push-sw.js). */
export const PUSH_WORKER_URL = '/push-sw.js';

/** Why this browser cannot receive push: it lacks the APIs, or the person blocked notifications for the site. */
export type PushUnavailable = 'unsupported' | 'denied';

export class PushSetupError extends Error {
  override readonly name = 'PushSetupError';
  constructor(readonly reason: PushUnavailable | 'failed') {
    super(`Push setup: ${reason}`);
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

/** The browser's answer so far, without asking: 'default' until the person is asked. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/**
 * Asks for permission. Call it straight from the click (before any await): several browsers show the prompt only
 * during the person's own gesture.
 */
export function requestPushPermission(): Promise<NotificationPermission> {
  if (!pushSupported()) return Promise.resolve('denied');
  if (Notification.permission !== 'default') return Promise.resolve(Notification.permission);
  return Notification.requestPermission();
}

/** The VAPID key as the bytes `applicationServerKey` takes (it is sent URL-safe base64 without padding). */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = (key + '='.repeat((4 - (key.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

function toInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) throw new PushSetupError('failed');
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}

/**
 * Registers the service worker and subscribes this browser with the server's VAPID key (a subscription made with
 * another key is replaced). Permission must already be granted.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  if (!pushSupported()) throw new PushSetupError('unsupported');
  if (Notification.permission !== 'granted') throw new PushSetupError('denied');
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = vapidKeyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return toInput(subscription);
}

/** Ends this browser's subscription, if it has one; returns its endpoint so the server can forget it too. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
