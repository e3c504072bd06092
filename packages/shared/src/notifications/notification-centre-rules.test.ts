import { describe, expect, it } from 'vitest';
import { badgeCount } from './notification-centre-rules';
import * as centre from './notification-centre';

describe('badgeCount (the spec’s badge rule)', () => {
  it('shows the count itself up to 999', () => {
    expect([0, 1, 9, 99, 100, 999].map(badgeCount)).toEqual(['0', '1', '9', '99', '100', '999']);
  });

  it('shows "999+" from 1000 upward', () => {
    expect([1000, 1001, 9999, 1_000_000].map(badgeCount)).toEqual(['999+', '999+', '999+', '999+']);
  });

  it('is the same rule through the notification centre’s module', () => {
    expect(centre.badgeCount).toBe(badgeCount);
  });
});
