import { describe, expect, it } from 'vitest';
import { needsNumber } from './resume-wording';

describe('needsNumber', () => {
  it('hints at bullets without a number', () => {
    expect(needsNumber('Improved vehicle readiness')).toBe(true);
    expect(needsNumber('Improved vehicle readiness by 20%')).toBe(false);
    expect(needsNumber('   ')).toBe(false);
  });
});
