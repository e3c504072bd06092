import { vi } from 'vitest';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Stubs fetch with a handler that sees the parsed URL (a throw is a network failure); returns the mock. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn<typeof fetch>((input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    // Like the real fetch: an abort rejects the pending call with an AbortError.
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      Promise.resolve()
        .then(() => handler(url, init))
        .then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** URLs of the calls a fetch mock received, as strings relative to the origin. */
export const calledUrls = (mock: ReturnType<typeof stubFetch>, match: (url: URL) => boolean) =>
  mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter(match)
    .map((url) => `${url.pathname}${url.search}`);
