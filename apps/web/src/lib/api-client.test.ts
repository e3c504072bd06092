import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from './api-client';

let fetchMock: Mock<typeof fetch>;

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('apiRequest: requests', () => {
  it('GETs under /api by default and returns the parsed JSON', async () => {
    fetchMock.mockResolvedValue(json({ id: 'p1' }));
    await expect(apiRequest('/veteran-profiles/p1')).resolves.toEqual({ id: 'p1' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/veteran-profiles/p1');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers).not.toHaveProperty('Content-Type');
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('uses VITE_API_BASE_URL when set', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.test/base/');
    fetchMock.mockResolvedValue(json({}));
    await apiRequest('mos/11B');
    expect(lastCall().url).toBe('https://api.example.test/base/mos/11B');
  });

  it('sends a body as JSON with its content type', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await apiRequest('/veteran-profiles/p1', { method: 'PATCH', body: { rank: 'E-5' } });
    const { init, headers } = lastCall();
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"rank":"E-5"}');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends FormData untouched so the browser sets the multipart boundary', async () => {
    fetchMock.mockResolvedValue(json({}));
    const form = new FormData();
    form.append('name', 'DD214.pdf');
    await apiRequest('/documents', { method: 'POST', body: form });
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers).not.toHaveProperty('Content-Type');
  });

  it('adds the stored token as a bearer credential', async () => {
    window.localStorage.setItem('auth_token', 'secret-token');
    fetchMock.mockResolvedValue(json({}));
    await apiRequest('/veteran-profiles/p1');
    expect(lastCall().headers.Authorization).toBe('Bearer secret-token');
  });

  it('merges caller headers and passes the abort signal', async () => {
    fetchMock.mockResolvedValue(json({}));
    const controller = new AbortController();
    await apiRequest('/v1/veterans/va-profile', {
      headers: { 'X-Env': 'sandbox' },
      signal: controller.signal,
    });
    expect(lastCall().headers['X-Env']).toBe('sandbox');
    expect(lastCall().init.signal).toBe(controller.signal);
  });
});

describe('apiRequest: responses', () => {
  it('answers 204 with undefined without reading the body', async () => {
    const response = new Response(null, { status: 204 });
    const text = vi.spyOn(response, 'text');
    const readJson = vi.spyOn(response, 'json');
    fetchMock.mockResolvedValue(response);
    await expect(apiRequest('/veteran-profiles/p1', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(text).not.toHaveBeenCalled();
    expect(readJson).not.toHaveBeenCalled();
  });

  it('turns a non-OK answer into ApiError with the body message, code and field errors', async () => {
    const body = {
      status: 400,
      message: 'Check the form',
      code: 'VALIDATION',
      fieldErrors: { mosCode: 'Bad' },
    };
    fetchMock.mockResolvedValue(json(body, { status: 400, statusText: 'Bad Request' }));
    const error = await caught(apiRequest('/veteran-profiles', { body: {} }));
    expect(error).toMatchObject({ status: 400, message: 'Check the form', code: 'VALIDATION' });
    expect(error.fieldErrors).toEqual({ mosCode: 'Bad' });
  });

  it('uses the status text when the body has no message', async () => {
    fetchMock.mockResolvedValue(json({ error: 'x' }, { status: 404, statusText: 'Not Found' }));
    const error = await caught(apiRequest('/veteran-profiles/nope'));
    expect(error).toMatchObject({ status: 404, message: 'Not Found' });
    expect(error.code).toBeUndefined();
  });

  it('uses the status text when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(caught(apiRequest('/x'))).resolves.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('still has a message when there is neither body message nor status text (HTTP/2)', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    const error = await caught(apiRequest('/x'));
    expect(error).toMatchObject({ status: 503, message: 'Request failed with status 503' });
  });
});

describe('apiRequest: network failures', () => {
  it('becomes status 500 with the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(caught(apiRequest('/x'))).resolves.toMatchObject({
      status: 500,
      message: 'Failed to fetch',
      code: 'NETWORK',
    });
  });

  it('defaults the message to "Network error"', async () => {
    fetchMock.mockRejectedValue(new Error(''));
    await expect(caught(apiRequest('/x'))).resolves.toMatchObject({ status: 500, message: 'Network error' });
    fetchMock.mockRejectedValue('offline');
    await expect(caught(apiRequest('/x'))).resolves.toMatchObject({ status: 500, message: 'Network error' });
  });

  it('lets a caller abort pass through as an AbortError, not a 500', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
