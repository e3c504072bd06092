import { ApiError, NETWORK_ERROR_CODE, type ApiErrorData } from './api-error';
import { getAuthToken } from './auth-token';

export { ApiError, NETWORK_ERROR_CODE, type ApiErrorData } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON; a FormData body (uploads) is sent as-is so the browser sets the multipart boundary. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const NETWORK_ERROR_MESSAGE = 'Network error';

function apiBaseUrl(): string {
  return (import.meta.env.VITE_API_BASE_URL || '/api').replace(/\/+$/, '');
}

/** A path under the API base (VITE_API_BASE_URL, default `/api`), for the few calls that are no RTK Query. */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

function buildInit({ method, body, signal, headers }: ApiRequestOptions): RequestInit {
  const merged: Record<string, string> = { Accept: 'application/json' };
  const token = getAuthToken();
  if (token) merged.Authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) merged['Content-Type'] = 'application/json';
  return {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { ...merged, ...headers },
    ...(body !== undefined && { body: isForm ? body : JSON.stringify(body) }),
    ...(signal && { signal }),
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function toApiError(response: Response): Promise<ApiError> {
  // Proxies and crashed servers answer with HTML or nothing; fall back to the status text then.
  const body = await readJson(response).catch(() => undefined);
  const data = isRecord(body) ? body : {};
  const message =
    (typeof data.message === 'string' && data.message) ||
    response.statusText ||
    `Request failed with status ${response.status}`; // HTTP/2 has no status text
  return new ApiError({
    status: response.status,
    message,
    // The API's error body (`errorBodySchema`); not parsed with the schema, which would load zod everywhere.
    ...(typeof data.code === 'string' && { code: data.code as ApiErrorData['code'] }),
    ...(isRecord(data.fieldErrors) && { fieldErrors: data.fieldErrors as Record<string, string> }),
  });
}

async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), buildInit(options));
  } catch (error) {
    // A cancelled request is the caller's decision, not a network failure: let it through unchanged.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = error instanceof Error && error.message ? error.message : NETWORK_ERROR_MESSAGE;
    throw new ApiError({ status: 500, message, code: NETWORK_ERROR_CODE });
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * Fetches a file the API generates (a resume's PDF), signed in like every call: its bytes and the file name
 * from `Content-Disposition`. Throws ApiError on any failure, with the API's message.
 */
export async function apiDownload(
  path: string,
  options: Omit<ApiRequestOptions, 'body'> = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName };
}

/** Calls the product API under VITE_API_BASE_URL (default `/api`); throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  try {
    return (await readJson(response)) as T;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw new ApiError({ status: 500, message: 'The server sent a response that could not be read.' });
  }
}
