import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getAuthToken,
  getUserName,
  setAuthToken,
  setUserName,
  subscribeToSession,
} from './auth-token';

describe('auth-token', () => {
  it('stores the token and the name under the spec keys', () => {
    setAuthToken('t-1');
    setUserName('  Dana Reyes ');
    expect(window.localStorage.getItem('auth_token')).toBe('t-1');
    expect(window.localStorage.getItem('user_name')).toBe('Dana Reyes');
    expect(getAuthToken()).toBe('t-1');
    expect(getUserName()).toBe('Dana Reyes');
  });

  it('falls back to the placeholder name and no token', () => {
    expect(getAuthToken()).toBeNull();
    expect(getUserName()).toBe('Veteran User');
  });

  it('clearSession removes both keys', () => {
    setAuthToken('t-1');
    setUserName('Dana Reyes');
    clearSession();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_name')).toBeNull();
  });

  it('tells subscribers in this tab and others about every change', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToSession(onChange);
    setUserName('Dana Reyes');
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearSession();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
