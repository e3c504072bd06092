import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setAuthToken } from '../auth-token';
import type { LiveConnectionOptions } from './live-connection';
import { createLiveHub, type LiveMessage } from './live-events';

function fakeConnections() {
  const opened: Array<{ options: LiveConnectionOptions; token: string | null; stop: () => void }> = [];
  const connect = vi.fn((options: LiveConnectionOptions) => {
    const stop = vi.fn();
    opened.push({ options, token: options.getToken(), stop });
    return { stop };
  });
  return { connect, opened };
}

afterEach(() => window.localStorage.clear());

describe('createLiveHub', () => {
  it('opens one stream for all subscribers and routes each event by name, JSON read', () => {
    setAuthToken('token-1');
    const { connect, opened } = fakeConnections();
    const hub = createLiveHub(connect);
    const changed: LiveMessage[] = [];
    const other: LiveMessage[] = [];
    const stopChanged = hub.subscribe('notifications.changed', (message) => changed.push(message));
    const stopOther = hub.subscribe('documents.shared', (message) => other.push(message));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(opened[0]?.options.url).toBe('/api/live');

    opened[0]?.options.onEvent({ event: 'notifications.changed', data: '{}', id: '' });
    opened[0]?.options.onEvent({ event: 'documents.shared', data: 'not json', id: '' });
    expect(changed).toEqual([{ data: {}, resync: false }]);
    expect(other).toEqual([{ data: 'not json', resync: false }]);
    stopChanged();
    stopOther();
  });

  it('tells every subscriber to resync when the stream comes back after a break, not when it first opens', () => {
    setAuthToken('token-1');
    const { connect, opened } = fakeConnections();
    const hub = createLiveHub(connect);
    const handler = vi.fn();
    const unsubscribe = hub.subscribe('notifications.changed', handler);
    opened[0]?.options.onOpen?.(false);
    expect(handler).not.toHaveBeenCalled();
    opened[0]?.options.onOpen?.(true);
    expect(handler).toHaveBeenCalledWith({ data: null, resync: true });
    unsubscribe();
  });

  it('closes the stream when the last subscriber leaves', () => {
    setAuthToken('token-1');
    const { connect, opened } = fakeConnections();
    const hub = createLiveHub(connect);
    const first = hub.subscribe('a', () => undefined);
    const second = hub.subscribe('a', () => undefined);
    first();
    expect(opened[0]?.stop).not.toHaveBeenCalled();
    second();
    expect(opened[0]?.stop).toHaveBeenCalledTimes(1);
  });

  it('does not open without a token; closes at sign-out and opens with the next sign-in', () => {
    const { connect, opened } = fakeConnections();
    const hub = createLiveHub(connect);
    const unsubscribe = hub.subscribe('a', () => undefined);
    expect(connect).not.toHaveBeenCalled();

    setAuthToken('token-1');
    expect(connect).toHaveBeenCalledTimes(1);
    clearSession();
    expect(opened[0]?.stop).toHaveBeenCalledTimes(1);
    setAuthToken('token-2');
    expect(connect).toHaveBeenCalledTimes(2);
    expect(opened[1]?.token).toBe('token-2');
    unsubscribe();
    expect(opened[1]?.stop).toHaveBeenCalledTimes(1);
  });

  it('does not retry a refused token on other session changes', () => {
    setAuthToken('token-1');
    const { connect, opened } = fakeConnections();
    const hub = createLiveHub(connect);
    const unsubscribe = hub.subscribe('a', () => undefined);
    opened[0]?.options.onStop?.('unauthorized');
    window.dispatchEvent(new Event('storage'));
    expect(connect).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
