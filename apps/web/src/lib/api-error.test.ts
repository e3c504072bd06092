import { describe, expect, it } from 'vitest';
import { ApiError, readApiError } from './api-error';

describe('readApiError', () => {
  it('keeps what an ApiError carries', () => {
    const error = new ApiError({
      status: 400,
      message: 'Check',
      code: 'VALIDATION',
      fieldErrors: { a: 'b' },
    });
    expect(readApiError(error, 'Fallback')).toEqual({
      status: 400,
      message: 'Check',
      code: 'VALIDATION',
      fieldErrors: { a: 'b' },
    });
  });

  it('reads the plain error an RTK Query endpoint or a thunk rejects with', () => {
    expect(readApiError({ status: 503, message: 'Down', code: 'UNAVAILABLE' }, 'Fallback')).toEqual({
      status: 503,
      message: 'Down',
      code: 'UNAVAILABLE',
    });
    expect(readApiError({ status: 0, message: '', code: 'CANCELLED' }, 'Fallback')).toEqual({
      status: 0,
      message: 'Fallback',
      code: 'CANCELLED',
    });
  });

  it('gives anything else status 0 and the fallback', () => {
    for (const error of [new Error('boom'), { name: 'AbortError', message: 'aborted' }, 'offline', null]) {
      expect(readApiError(error, 'Fallback')).toEqual({ status: 0, message: 'Fallback' });
    }
  });
});
