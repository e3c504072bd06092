import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { apiBaseQuery } from './api-slice';

const queryApi = { signal: new AbortController().signal } as BaseQueryApi;

afterEach(() => vi.unstubAllGlobals());

describe('apiBaseQuery', () => {
  it('returns the data of a successful call', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({ id: 'p1' })));
    await expect(apiBaseQuery('/veteran-profiles/p1', queryApi, {})).resolves.toEqual({ data: { id: 'p1' } });
  });

  it('returns a failed call as a plain, serializable error object', async () => {
    const body = { message: 'Not found', code: 'NOT_FOUND' };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json(body, { status: 404 })));
    const result = await apiBaseQuery({ url: '/veteran-profiles/x', method: 'GET' }, queryApi, {});
    expect(result).toEqual({ error: { status: 404, message: 'Not found', code: 'NOT_FOUND' } });
    expect(Object.getPrototypeOf(result.error)).toBe(Object.prototype);
  });

  it('returns a cancelled call as a quiet error value, not a throw RTK Query would log', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(abort));
    await expect(apiBaseQuery('/mos?query=11', queryApi, {})).resolves.toEqual({
      error: { status: 0, message: '', code: 'CANCELLED' },
    });
  });
});
