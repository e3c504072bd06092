import { documentListSchema, documentSchema, type DocumentList, type VaultDocument } from '@waypoint/shared';
import { vi } from 'vitest';

/** Tests only: a document as the API answers it (checked by the API's own schema). */
export function makeDocument(overrides: Partial<VaultDocument> = {}): VaultDocument {
  return documentSchema.parse({
    id: '6f1c2b9e-5d1a-4c3e-9a7b-2f8e0c4d1a01',
    name: 'DD-214 Member 4.pdf',
    category: 'Service Records',
    notes: 'Certified copy',
    sizeBytes: 1572864,
    contentType: 'application/pdf',
    uploadedAt: '2026-03-02T15:00:00.000Z',
    ...overrides,
  });
}

export function makeDocumentList(documents: VaultDocument[], usedBytes = 1572864): DocumentList {
  return documentListSchema.parse({
    documents,
    usage: { usedBytes, quotaBytes: 1073741824 },
    maxFileBytes: 26214400,
  });
}

type Handler = (
  body: unknown,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * Stubs `fetch` for the vault's calls: "METHOD /path" (without /api) to a handler; JSON bodies are parsed,
 * FormData (the upload) is passed as it is. Unknown routes answer 404.
 */
export function stubDocumentsApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      const body =
        init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const handler = routes[`${method} ${path}`];
      const reply = handler
        ? await handler(body)
        : { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'No stub' } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls };
}
