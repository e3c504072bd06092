import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_USER_NAME } from './auth-token';
import { getInitials } from './initials';

describe('getInitials', () => {
  it('gives the placeholder name its two initials', () => {
    expect(getInitials(PLACEHOLDER_USER_NAME)).toBe('VU');
  });

  it('uses at most two letters: first and last word', () => {
    expect(getInitials('John Paul Jones')).toBe('JJ');
    expect(getInitials('maria de la cruz')).toBe('MC');
  });

  it('uses one letter for a single word and none for a blank name', () => {
    expect(getInitials('  Cher ')).toBe('C');
    expect(getInitials('   ')).toBe('');
  });

  it('skips punctuation and handles non-ASCII letters', () => {
    expect(getInitials("'Sam' O'Neil")).toBe('SO');
    expect(getInitials('Łukasz Żak')).toBe('ŁŻ');
  });
});
