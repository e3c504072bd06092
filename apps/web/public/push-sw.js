/* global self */
// Waypoint's Web Push service worker: shows each pushed notification and opens its link on click. It has no fetch
// handler, so it never stands between the app and the network. The payload is JSON: { title, body, link }.

const FALLBACK_PATH = '/dashboard';

/** Only a path on this site: a pushed link never sends anyone elsewhere. */
function sitePath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : FALLBACK_PATH;
}

function readPayload(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Waypoint';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icon-192.png',
      data: { path: sitePath(payload.link ?? payload.url) },
      ...(typeof payload.id === 'string' && { tag: payload.id }),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data?.path), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
