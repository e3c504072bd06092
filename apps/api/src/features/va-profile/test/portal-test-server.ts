import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

export interface PortalTestServer {
  /** What an HttpVaProfileAdapter is configured with: http://127.0.0.1:{port}/v1 */
  baseUrl: string;
  /** Every request the server received, in order. */
  requests: IncomingMessage[];
}

/**
 * A real HTTP server on 127.0.0.1 standing in for the VA portal in tests, so the adapter's fetch, headers,
 * timeouts and parsing run for real. Closed when the test ends, hanging connections included.
 */
export async function startPortalTestServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<PortalTestServer> {
  const { close, ...portal } = await openPortalTestServer(handle);
  onTestFinished(close);
  return portal;
}

/** The same server for a whole file (or longer): the caller closes it. */
export async function openPortalTestServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<PortalTestServer & { close: () => Promise<void> }> {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests, close };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
