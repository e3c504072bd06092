import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNotification, makeNotificationList } from '../../../test/fixtures/notifications';
import { renderRoute } from '../../../test/render-route';
import { stubApi, type ApiRoutes } from '../../../test/stub-api';
import { bellLabel } from './notification-bell';
import { CENTRE_MESSAGES } from './notification-panel';
import { formatNotificationTime } from './notification-time';

const deadline = makeNotification({ title: 'GI Bill deadline in 30 days', link: '/benefits' });
const reply = makeNotification({
  title: 'New reply in your circle',
  category: 'community',
  link: '/community',
  createdAt: '2026-11-22T12:00:00.000Z',
});
const old = makeNotification({
  title: 'Welcome to Waypoint',
  category: 'security',
  link: null,
  readAt: '2026-11-20T12:00:00.000Z',
});

/** An event stream the test writes to, as `GET /api/live` would send it. */
function liveStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const respond = async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start: (control) => {
          controller = control;
        },
      }),
      { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
    );
  const send = (text: string) => controller?.enqueue(encoder.encode(text));
  return { respond, send, opened: () => controller !== null };
}

function openShell(routes: ApiRoutes) {
  const api = stubApi({
    'GET /notifications': { status: 200, body: makeNotificationList([deadline, reply, old]) },
    ...routes,
  });
  return { ...api, ...renderRoute('/dashboard') };
}

// While the panel is open the rest of the page is hidden from assistive technology (a modal), the bell included.
const bell = (name: string | RegExp = /^Notifications/) =>
  screen.findByRole('button', { name, hidden: true });

afterEach(() => vi.unstubAllGlobals());

describe('bellLabel and the badge rule', () => {
  it('names the unread count as the badge shows it: "999+" from 1000', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(999)).toBe('Notifications, 999 unread');
    expect(bellLabel(1000)).toBe('Notifications, 999+ unread');
    expect(bellLabel(25_000)).toBe('Notifications, 999+ unread');
  });

  it('says how long ago, then the date', () => {
    const now = Date.parse('2026-11-23T12:00:00.000Z');
    expect(formatNotificationTime('2026-11-23T11:59:30.000Z', now)).toBe('just now');
    expect(formatNotificationTime('2026-11-23T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatNotificationTime('2026-11-23T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(formatNotificationTime('2026-11-22T12:00:00.000Z', now)).toBe('yesterday');
    expect(formatNotificationTime('2026-11-01T12:00:00.000Z', now)).toBe('Nov 1, 2026');
  });
});

describe('notification centre in the header', () => {
  it('shows the unread count on the bell, in its name and its badge', async () => {
    openShell({});
    const button = await bell('Notifications, 2 unread');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications, 2 unread' })).toBe(
      button,
    );
    expect(within(button).getByText('2')).toBeInTheDocument();
  });

  it('shows "999+" from 1000 unread', async () => {
    openShell({ 'GET /notifications': { status: 200, body: makeNotificationList([deadline], 1000) } });
    const button = await bell('Notifications, 999+ unread');
    expect(within(button).getByText('999+')).toBeInTheDocument();
  });

  it('opens from the keyboard, lists recent notifications with their links, and Escape gives focus back', async () => {
    const { user } = openShell({});
    const button = await bell('Notifications, 2 unread');
    button.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/GI Bill|New reply|Welcome/).textContent)).toEqual([
      'GI Bill deadline in 30 days',
      'New reply in your circle',
      'Welcome to Waypoint',
    ]);
    expect(within(panel).getByRole('link', { name: 'GI Bill deadline in 30 days' })).toHaveAttribute(
      'href',
      '/benefits',
    );
    expect(within(panel).queryByRole('link', { name: 'Welcome to Waypoint' })).not.toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/Unread/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('marks one notification read: the server is told, the count drops, focus stays on it', async () => {
    let list = makeNotificationList([deadline, reply, old]);
    const { user, calls } = openShell({
      'GET /notifications': async () => new Response(JSON.stringify(list), { status: 200 }),
      [`POST /notifications/${deadline.id}/read`]: async () => {
        list = makeNotificationList([{ ...deadline, readAt: '2026-11-23T12:00:00.000Z' }, reply, old]);
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(
      within(panel).getByRole('button', { name: 'Mark as read: GI Bill deadline in 30 days' }),
    );
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'GI Bill deadline in 30 days' })).toHaveFocus();
    expect(
      within(panel).queryByRole('button', { name: 'Mark as read: GI Bill deadline in 30 days' }),
    ).not.toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/notifications/${deadline.id}/read`,
      body: undefined,
    });
  });

  it('marks all read and says so', async () => {
    let list = makeNotificationList([deadline, reply, old]);
    const { user, calls } = openShell({
      'GET /notifications': async () => new Response(JSON.stringify(list), { status: 200 }),
      'POST /notifications/read-all': async () => {
        const readAt = '2026-11-23T12:00:00.000Z';
        list = makeNotificationList([{ ...deadline, readAt }, { ...reply, readAt }, old]);
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(await within(panel).findByRole('status')).toHaveTextContent(CENTRE_MESSAGES.allRead);
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(calls.filter((call) => call.path === '/notifications/read-all')).toHaveLength(1);
  });

  it('puts the count back when the server refuses, and says so', async () => {
    const { user } = openShell({
      [`POST /notifications/${deadline.id}/read`]: {
        status: 404,
        body: { status: 404, message: 'Not found', code: 'NOT_FOUND' },
      },
    });
    await user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(
      within(panel).getByRole('button', { name: 'Mark as read: GI Bill deadline in 30 days' }),
    );
    expect(await within(panel).findByText(CENTRE_MESSAGES.markFailed)).toBeInTheDocument();
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
  });

  it('following a link marks it read, closes the panel and goes there', async () => {
    const { user, router, calls } = openShell({ [`POST /notifications/${reply.id}/read`]: { status: 204 } });
    await user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('link', { name: 'New reply in your circle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === `/notifications/${reply.id}/read`)).toBe(true);
  });

  it('has an empty state', async () => {
    const { user } = openShell({ 'GET /notifications': { status: 200, body: makeNotificationList([]) } });
    await user.click(await bell('Notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText(CENTRE_MESSAGES.empty)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says when the list cannot be loaded, and retries', async () => {
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      // Opening the panel asks again: both fail, the retry works.
      return attempts <= 2
        ? new Response(JSON.stringify({ status: 503, message: 'Down', code: 'UNAVAILABLE' }), { status: 503 })
        : new Response(JSON.stringify(makeNotificationList([deadline])), { status: 200 });
    };
    const { user } = openShell({ 'GET /notifications': flaky });
    await waitFor(() => expect(attempts).toBe(1));
    await user.click(await bell('Notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText(CENTRE_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(
      await within(panel).findByRole('link', { name: 'GI Bill deadline in 30 days' }),
    ).toBeInTheDocument();
  });

  it('counts a new notification without a reload when the live stream says the list changed', async () => {
    const live = liveStream();
    let lists = [makeNotificationList([deadline, reply, old])];
    const { calls } = openShell({
      'GET /live': live.respond,
      'GET /notifications': async () => new Response(JSON.stringify(lists[0]), { status: 200 }),
    });
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
    await waitFor(() => expect(live.opened()).toBe(true));
    const liveCall = calls.find((call) => call.path === '/live');
    expect(liveCall).toBeDefined();

    const fresh = makeNotification({ title: 'Preview from Waypoint', category: 'security' });
    lists = [makeNotificationList([fresh, deadline, reply, old])];
    live.send(': keep-alive\n\n');
    live.send('event: notifications.changed\ndata: {}\n\n');
    expect(await bell('Notifications, 3 unread')).toBeInTheDocument();
  });
});
