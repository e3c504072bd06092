import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveConnection, type LiveConnectionOptions, type LiveStopReason } from './live-connection';
import type { SseEvent } from './sse-parser';

interface OpenStream {
  send: (text: string) => void;
  end: () => void;
  init: RequestInit;
}

/** A fetch whose answers the test chooses one by one; a stream answer stays open until the test ends it. */
function stubStreamingFetch() {
  const streams: OpenStream[] = [];
  const answers: Array<() => Response> = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const next = answers.shift();
    if (next) return next();
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (control) => {
        controller = control;
      },
    });
    init.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    streams.push({
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      init,
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    streams,
    answerNext: (answer: () => Response) => answers.push(answer),
  };
}

function connect(overrides: Partial<LiveConnectionOptions> = {}) {
  const events: SseEvent[] = [];
  const opens: boolean[] = [];
  const stops: LiveStopReason[] = [];
  const connection = startLiveConnection({
    url: '/api/live',
    getToken: () => 'token-1',
    onEvent: (event) => events.push(event),
    onOpen: (reconnected) => opens.push(reconnected),
    onStop: (reason) => stops.push(reason),
    random: () => 1,
    ...overrides,
  });
  return { connection, events, opens, stops };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('startLiveConnection', () => {
  it('sends the bearer token, asks for an event stream and delivers its events', async () => {
    const { fetchMock, streams } = stubStreamingFetch();
    const { connection, events, opens } = connect();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/live');
    expect(streams[0]?.init.headers).toEqual({
      Accept: 'text/event-stream',
      Authorization: 'Bearer token-1',
    });
    expect(opens).toEqual([false]);
    streams[0]?.send(': keep-alive\n\nevent: notifications.changed\nda');
    streams[0]?.send('ta: {}\n\n');
    await flush();
    expect(events).toEqual([{ event: 'notifications.changed', data: '{}', id: '' }]);
    connection.stop();
  });

  it('reconnects after the stream ends, and says it reconnected', async () => {
    const { fetchMock, streams } = stubStreamingFetch();
    const { connection, opens } = connect();
    await flush();
    streams[0]?.end();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(opens).toEqual([false, true]);
    connection.stop();
  });

  it('backs off exponentially while the server fails, up to the ceiling, and starts over once open', async () => {
    const { fetchMock, answerNext, streams } = stubStreamingFetch();
    for (let index = 0; index < 6; index += 1) answerNext(() => new Response(null, { status: 503 }));
    const { connection } = connect({ maxDelayMs: 8_000 });
    await flush();
    const waits = [1_000, 2_000, 4_000, 8_000, 8_000, 8_000];
    for (const [index, wait] of waits.entries()) {
      expect(fetchMock).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetchMock).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(fetchMock).toHaveBeenCalledTimes(7);
    streams[0]?.end();
    await flush();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(8);
    connection.stop();
  });

  it('spreads reconnections with jitter: between half and all of the wait', async () => {
    const { fetchMock, answerNext } = stubStreamingFetch();
    answerNext(() => new Response(null, { status: 500 }));
    const { connection } = connect({ random: () => 0 });
    await flush();
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    connection.stop();
  });

  it('treats an answer that is no event stream as a failure', async () => {
    const { fetchMock, answerNext } = stubStreamingFetch();
    answerNext(
      () => new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    const { connection, opens } = connect();
    await flush();
    expect(opens).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    connection.stop();
  });

  it('follows the retry the stream asks for', async () => {
    const { fetchMock, streams } = stubStreamingFetch();
    const { connection } = connect();
    await flush();
    streams[0]?.send('retry: 5000\n\n');
    streams[0]?.end();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    connection.stop();
  });

  it('stops for good on a 401', async () => {
    const { fetchMock, answerNext } = stubStreamingFetch();
    answerNext(() => new Response(null, { status: 401 }));
    const { stops } = connect();
    await flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stops).toEqual(['unauthorized']);
  });

  it('does not connect without a token, and stops once the token is gone', async () => {
    const { fetchMock, streams } = stubStreamingFetch();
    expect(connect({ getToken: () => null }).stops).toEqual(['signed-out']);
    expect(fetchMock).not.toHaveBeenCalled();

    let token: string | null = 'token-1';
    const { stops } = connect({ getToken: () => token });
    await flush();
    token = null;
    streams[0]?.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stops).toEqual(['signed-out']);
  });

  it('stop() closes the open stream and cancels a pending reconnection', async () => {
    const { fetchMock, streams } = stubStreamingFetch();
    const first = connect();
    await flush();
    first.connection.stop();
    expect(streams[0]?.init.signal?.aborted).toBe(true);
    expect(first.stops).toEqual(['stopped']);

    const second = connect();
    await flush();
    streams[1]?.end();
    await flush();
    second.connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops a stream that stays silent past the idle timeout and reconnects', async () => {
    const { fetchMock, streams } = stubStreamingFetch();
    const { connection } = connect({ idleTimeoutMs: 60_000 });
    await flush();
    await vi.advanceTimersByTimeAsync(50_000);
    streams[0]?.send(': keep-alive\n\n');
    await vi.advanceTimersByTimeAsync(50_000);
    expect(streams[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(streams[0]?.init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    connection.stop();
  });
});
