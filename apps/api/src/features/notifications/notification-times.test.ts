import { defaultNotificationPreferences } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { nextDigestAt, quietHoursRelease, zonedInstant } from './notification-times';

const quiet = (start: string, end: string, timeZone: string, enabled = true) => ({
  ...defaultNotificationPreferences(timeZone),
  quietHours: { enabled, start, end },
});

describe('quiet hours in the user’s time zone', () => {
  it('lets everything through when they are off', () => {
    const now = new Date('2026-11-23T03:00:00Z');
    expect(quietHoursRelease(now, quiet('21:00', '07:00', 'UTC', false))).toEqual(now);
  });

  it('holds a message sent before midnight until the window ends the next morning', () => {
    // 22:30 in New York (EST, UTC-5) → released at 07:00 local the next day = 12:00 UTC.
    const now = new Date('2026-11-24T03:30:00Z');
    expect(quietHoursRelease(now, quiet('21:00', '07:00', 'America/New_York'))).toEqual(
      new Date('2026-11-24T12:00:00Z'),
    );
  });

  it('holds a message sent after midnight until the same morning', () => {
    // 02:00 in Los Angeles (PST, UTC-8) → 07:00 local = 15:00 UTC the same day.
    const now = new Date('2026-11-23T10:00:00Z');
    expect(quietHoursRelease(now, quiet('21:00', '07:00', 'America/Los_Angeles'))).toEqual(
      new Date('2026-11-23T15:00:00Z'),
    );
  });

  it('uses the user’s night, not the server’s: 22:00 UTC is still afternoon in Honolulu', () => {
    const now = new Date('2026-11-23T22:00:00Z');
    expect(quietHoursRelease(now, quiet('21:00', '07:00', 'Pacific/Honolulu'))).toEqual(now);
    expect(quietHoursRelease(now, quiet('21:00', '07:00', 'UTC'))).toEqual(new Date('2026-11-24T07:00:00Z'));
  });

  it('handles a window inside one day, and its edges (start included, end excluded)', () => {
    const window = quiet('13:00', '15:00', 'UTC');
    expect(quietHoursRelease(new Date('2026-11-23T12:59:00Z'), window)).toEqual(
      new Date('2026-11-23T12:59:00Z'),
    );
    expect(quietHoursRelease(new Date('2026-11-23T13:00:00Z'), window)).toEqual(
      new Date('2026-11-23T15:00:00Z'),
    );
    expect(quietHoursRelease(new Date('2026-11-23T15:00:00Z'), window)).toEqual(
      new Date('2026-11-23T15:00:00Z'),
    );
  });

  it('ends at the local time across a daylight-saving change', () => {
    // The night of 7–8 March 2026 in New York springs forward: 07:00 EDT is 11:00 UTC.
    const now = new Date('2026-03-08T04:00:00Z'); // 23:00 EST
    expect(quietHoursRelease(now, quiet('21:00', '07:00', 'America/New_York'))).toEqual(
      new Date('2026-03-08T11:00:00Z'),
    );
  });
});

describe('the digest schedule', () => {
  it('is 08:00 local one period later', () => {
    const after = new Date('2026-11-23T15:00:00Z'); // 10:00 in New York
    expect(nextDigestAt(after, 'daily', 'America/New_York')).toEqual(new Date('2026-11-24T13:00:00Z'));
    expect(nextDigestAt(after, 'weekly', 'America/New_York')).toEqual(new Date('2026-11-30T13:00:00Z'));
    expect(nextDigestAt(after, 'monthly', 'America/New_York')).toEqual(new Date('2026-12-23T13:00:00Z'));
  });

  it('counts days in the user’s zone: late evening in Guam is already tomorrow', () => {
    const after = new Date('2026-11-23T15:00:00Z'); // 01:00 on the 24th in Guam (UTC+10)
    expect(nextDigestAt(after, 'daily', 'Pacific/Guam')).toEqual(new Date('2026-11-24T22:00:00Z'));
  });

  it('turns a local date and time into the instant', () => {
    expect(zonedInstant({ year: 2026, month: 7, day: 4 }, '08:00', 'America/Chicago')).toEqual(
      new Date('2026-07-04T13:00:00Z'),
    );
  });
});
