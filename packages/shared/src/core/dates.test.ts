import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  DATE_MESSAGES,
  isAfterDay,
  isCalendarDate,
  latestDayOnEarth,
  localDay,
  optionalCalendarDate,
} from './dates';

describe('isCalendarDate', () => {
  it.each([
    '1900-01-01',
    '2100-12-31',
    '2024-02-29',
    '2012-06-01T00:00:00.000Z',
    '2012-06-01T23:59:59Z',
    '2012-06-01T12:30+02:00',
  ])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    // Years PostgreSQL refuses, which `Date.parse` accepted: the 500s of issue #22.
    '0000-01-01',
    '-000001-01-01',
    '+010000-01-01T00:00:00.000Z',
    '10000-01-01',
    // Outside 1900–2100.
    '1899-12-31',
    '2101-01-01',
    // No such day or time.
    '2023-02-29',
    '2024-02-30',
    '2024-13-01',
    '2024-00-10',
    '2024-06-31',
    '2024-06-01T24:00:00Z',
    '2024-06-01T00:00:00+15:00',
    // Not the ISO shape, or a time without a zone (which would depend on the server's).
    'June 1, 2012',
    '2012-6-1',
    '2012-06-01T00:00:00',
    '',
  ])('refuses %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('calendarDate', () => {
  const start = calendarDate('Service start date is required');
  it('answers the field message for no date at all, the date message for a day that does not exist', () => {
    expect(start.safeParse(undefined).error?.issues[0]?.message).toBe('Service start date is required');
    expect(start.safeParse('soon').error?.issues[0]?.message).toBe('Service start date is required');
    expect(start.safeParse('0000-01-01').error?.issues[0]?.message).toBe(DATE_MESSAGES.invalid);
    expect(start.parse(' 2012-06-01 ')).toBe('2012-06-01');
  });

  it('optionalCalendarDate takes a blank', () => {
    expect(optionalCalendarDate().parse('')).toBe('');
    expect(optionalCalendarDate().safeParse('10000-01-01').success).toBe(false);
  });
});

describe('today, for dates that cannot be in the future', () => {
  it('is the device’s own calendar day for a screen', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('is the latest day begun anywhere on earth (UTC+14) for a server that does not know the zone', () => {
    expect(latestDayOnEarth(new Date('2026-11-27T09:59:59Z'))).toBe('2026-11-27');
    expect(latestDayOnEarth(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-28');
  });

  it('compares the day part of a date or a timestamp', () => {
    expect(isAfterDay('2026-11-28', '2026-11-27')).toBe(true);
    expect(isAfterDay('2026-11-27T23:00:00.000Z', '2026-11-27')).toBe(false);
    expect(isAfterDay('2012-06-01', '2026-11-27')).toBe(false);
  });
});
