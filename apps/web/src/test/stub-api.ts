import { vi } from 'vitest';

type Reply = { status: number; body?: unknown } | (() => Promise<Response>);
export type ApiRoutes = Record<string, Reply>;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

const toResponse = ({ status, body }: { status: number; body?: unknown }) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Stubs `fetch` at the boundary. Routes are keyed "METHOD /path" (query string included when given, else
 * ignored); an unknown route answers 404 so a test never reaches the network.
 */
export function stubApi(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({
      method,
      path: `${path}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const reply = routes[`${method} ${path}${url.search}`] ?? routes[`${method} ${path}`];
    if (!reply) return toResponse({ status: 404, body: { message: `No stub for ${method} ${path}` } });
    return typeof reply === 'function' ? reply() : toResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** A reply that waits until the test releases it: for "Saving..." and other in-flight states. */
export function deferredReply(reply: { status: number; body?: unknown }) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const respond = async () => {
    await gate;
    return toResponse(reply);
  };
  return { respond, release: () => release() };
}
