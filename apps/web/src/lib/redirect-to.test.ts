import { describe, expect, it } from 'vitest';
import { clearSession, forgetStaleSession, setAuthToken } from './auth-token';
import { ACCOUNT_DELETED_PATH, guardRedirectFor, safeRedirectPath, signInPathFor } from './redirect-to';

describe('redirect-to', () => {
  it('builds the sign-in path with the page asked for, path and query', () => {
    expect(signInPathFor({ pathname: '/benefits', search: '?tab=2&x=a b' })).toBe(
      '/signin?redirectTo=%2Fbenefits%3Ftab%3D2%26x%3Da%20b',
    );
  });

  it.each(['/dashboard', '/career/translate?code=11B', '/profile#top'])('follows %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/dash\nboard',
    '/signin?redirectTo=%2Fdashboard',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('the guard sends plain /signin after a sign-out here, the way back otherwise', () => {
    const location = { pathname: '/benefits', search: '' };
    setAuthToken('t-1');
    forgetStaleSession();
    expect(guardRedirectFor(location)).toBe('/signin?redirectTo=%2Fbenefits');
    clearSession();
    expect(guardRedirectFor(location)).toBe('/signin');
    setAuthToken('t-2');
    expect(guardRedirectFor(location)).toBe('/signin?redirectTo=%2Fbenefits');
  });

  it('the guard sends the last page of a deleted account to sign-in with that note', () => {
    setAuthToken('t-3');
    clearSession('account-deleted');
    expect(guardRedirectFor({ pathname: '/profile', search: '' })).toBe(ACCOUNT_DELETED_PATH);
    setAuthToken('t-4');
    expect(guardRedirectFor({ pathname: '/profile', search: '' })).toBe('/signin?redirectTo=%2Fprofile');
  });
});
