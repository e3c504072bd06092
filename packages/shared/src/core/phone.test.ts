import { describe, expect, it } from 'vitest';
import { isPossibleE164Phone, isUsPhoneDigits, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('writes a U.S. number, with or without its country code, in E.164', () => {
    for (const phone of [
      '5555550123',
      '(555) 555-0123',
      '15555550123',
      '1-555-555-0123',
      '+1 (555) 555-0123',
    ]) {
      expect(normalizePhone(phone), phone).toBe('+15555550123');
    }
  });

  it('keeps a number already in international form as it is, and blank as blank', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('011 44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+5555550123')).toBe('+5555550123');
    expect(normalizePhone('   ')).toBe('');
  });

  it('leaves what is no possible number as digits with a plus, which is refused', () => {
    expect(normalizePhone('0123')).toBe('+0123');
    expect(isPossibleE164Phone(normalizePhone('555-0123'))).toBe(false);
    expect(isPossibleE164Phone(normalizePhone('5555550123'))).toBe(true);
  });
});

describe('isUsPhoneDigits', () => {
  it('takes ten digits, or eleven starting with the country code 1, with an area code from 2 to 9', () => {
    expect(['5555550123', '(555) 555-0123', '1 555 555 0123'].map(isUsPhoneDigits)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['155 555 0123', '2 555 555 0123', '555 555 012', '055 555 0123'].map(isUsPhoneDigits)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
