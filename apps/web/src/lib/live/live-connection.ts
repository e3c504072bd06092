import { createSseParser, type SseEvent } from './sse-parser';

/** Why a connection stopped for good (it does not retry): asked to, no token, or the server refused the token. */
export type LiveStopReason = 'stopped' | 'signed-out' | 'unauthorized';

export interface LiveConnectionOptions {
  url: string;
  /** Read before every attempt: a token that is gone ends the connection. */
  getToken: () => string | null;
  onEvent: (event: SseEvent) => void;
  /** The stream is open; `reconnected` after a break, when events sent meanwhile were lost. */
  onOpen?: (reconnected: boolean) => void;
  onStop?: (reason: LiveStopReason) => void;
  /** First wait before reconnecting (the stream's `retry:` replaces it); doubles per failure up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** No byte for this long (the server's keep-alive comes every ~25 s): the connection is dead, reconnect. */
  idleTimeoutMs?: number;
  /** 0 to 1, for the jitter that spreads reconnecting browsers apart after a server restart. */
  random?: () => number;
}

export interface LiveConnection {
  stop: () => void;
}

const DEFAULTS = { initialDelayMs: 1_000, maxDelayMs: 30_000, idleTimeoutMs: 60_000 };

type Outcome = 'retry' | 'unauthorized' | 'stopped';

/**
 * Reads a Server-Sent Events stream with fetch and a ReadableStream (the API authenticates with the bearer header,
 * which EventSource cannot send), and keeps it open: a failed or ended stream is retried with exponential back-off
 * and jitter, a silent one is dropped and retried, a 401 ends it.
 */
export function startLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const { url, getToken, onEvent, onOpen, onStop } = options;
  const maxDelayMs = options.maxDelayMs ?? DEFAULTS.maxDelayMs;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULTS.idleTimeoutMs;
  const random = options.random ?? Math.random;
  let baseDelayMs = options.initialDelayMs ?? DEFAULTS.initialDelayMs;
  let stopped = false;
  let controller: AbortController | null = null;
  let wakeUp: (() => void) | null = null;

  const finish = (reason: LiveStopReason) => {
    if (stopped) return;
    stopped = true;
    controller?.abort();
    wakeUp?.();
    onStop?.(reason);
  };

  const wait = (milliseconds: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, milliseconds);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const readStream = async (body: ReadableStream<Uint8Array>, attempt: AbortController) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser({
      onEvent,
      onRetry: (milliseconds) => {
        baseDelayMs = milliseconds;
      },
    });
    let idle = setTimeout(() => attempt.abort(), idleTimeoutMs);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        clearTimeout(idle);
        if (done || stopped) break;
        idle = setTimeout(() => attempt.abort(), idleTimeoutMs);
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(idle);
      reader.releaseLock();
    }
  };

  const attemptOnce = async (token: string, opened: () => void): Promise<Outcome> => {
    const attempt = new AbortController();
    controller = attempt;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: attempt.signal,
      });
      if (response.status === 401) return 'unauthorized';
      const isStream = response.headers.get('content-type')?.includes('text/event-stream');
      if (!response.ok || !response.body || !isStream) {
        await response.body?.cancel().catch(() => undefined);
        return 'retry';
      }
      opened();
      await readStream(response.body, attempt);
    } catch {
      // A network failure, an abort (stop, or the idle timer): retried unless stopped.
    } finally {
      attempt.abort();
    }
    return stopped ? 'stopped' : 'retry';
  };

  const run = async () => {
    let failures = 0;
    let everOpened = false;
    while (!stopped) {
      const token = getToken();
      if (!token) return finish('signed-out');
      const outcome = await attemptOnce(token, () => {
        failures = 0;
        onOpen?.(everOpened);
        everOpened = true;
      });
      if (outcome === 'unauthorized') return finish('unauthorized');
      if (stopped) return;
      const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** failures);
      failures += 1;
      // Half to all of the ceiling: browsers dropped together by a restart do not all come back at once.
      await wait(ceiling / 2 + (ceiling / 2) * random());
    }
  };

  void run();
  return { stop: () => finish('stopped') };
}
