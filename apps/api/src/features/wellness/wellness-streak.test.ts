import { describe, expect, it } from 'vitest';
import { clockedService } from './test/clocked-service';

const CHICAGO = 'America/Chicago';

describe('the reflection streak (server-computed, in the user’s time zone)', () => {
  it('counts two entries an hour apart across local midnight as two days', async () => {
    const journal = await clockedService('2026-03-01T12:00:00Z');
    // 23:30 and 00:30 in Chicago; both fall on 8 March in UTC.
    const first = await journal.write('2026-03-06T23:30:00-06:00', 4, CHICAGO);
    const second = await journal.write('2026-03-07T00:30:00-06:00', 3, CHICAGO);
    expect([first.day, second.day]).toEqual(['2026-03-06', '2026-03-07']);
    expect(await journal.stats()).toEqual({ averageMood: 3.5, streakDays: 2, entryCount: 2 });
  });

  it('does not count the same day twice: one entry a day is enough', async () => {
    const journal = await clockedService('2026-03-01T12:00:00Z');
    await journal.write('2026-03-05T08:00:00-06:00', 2, CHICAGO);
    await journal.write('2026-03-05T21:00:00-06:00', 5, CHICAGO);
    expect((await journal.stats()).streakDays).toBe(1);
    await journal.write('2026-03-06T07:00:00-06:00', 4, CHICAGO);
    expect((await journal.stats()).streakDays).toBe(2);
  });

  it('keeps the streak through today until today is over, and resets it after a missed day', async () => {
    const journal = await clockedService('2026-03-01T12:00:00Z');
    await journal.write('2026-03-01T09:00:00-06:00', 3, CHICAGO);
    await journal.write('2026-03-02T09:00:00-06:00', 3, CHICAGO);
    await journal.write('2026-03-03T09:00:00-06:00', 3, CHICAGO);

    journal.at('2026-03-04T23:59:00-06:00'); // no entry yet on the 4th, which is not over
    expect((await journal.stats()).streakDays).toBe(3);
    journal.at('2026-03-05T00:01:00-06:00'); // the 4th was missed
    expect((await journal.stats()).streakDays).toBe(0);

    await journal.write('2026-03-05T10:00:00-06:00', 4, CHICAGO);
    expect((await journal.stats()).streakDays).toBe(1);
  });

  it('counts days where the entries were written, and today in the zone the browser last sent', async () => {
    const journal = await clockedService('2026-03-01T12:00:00Z');
    // Written in Tokyo at 08:00 on the 10th and 9th (23:00 UTC the day before).
    await journal.write('2026-03-09T08:00:00+09:00', 4, 'Asia/Tokyo');
    await journal.write('2026-03-10T08:00:00+09:00', 4, 'Asia/Tokyo');
    // Later the same instant as the last entry: in Tokyo it is the 10th, so two days.
    journal.at('2026-03-10T09:00:00+09:00');
    expect((await journal.stats()).streakDays).toBe(2);

    // Back home in Chicago, the browser sends its zone with the next entry, written on the 10th there.
    await journal.write('2026-03-10T18:00:00-05:00', 5, CHICAGO);
    expect((await journal.stats()).streakDays).toBe(2);
    journal.at('2026-03-11T12:00:00-05:00');
    expect((await journal.stats()).streakDays).toBe(2);
    journal.at('2026-03-12T12:00:00-05:00');
    expect((await journal.stats()).streakDays).toBe(0);
  });

  it('counts days across the change to daylight saving time', async () => {
    const journal = await clockedService('2026-03-01T12:00:00Z');
    // New York springs forward at 02:00 on 8 March 2026; the day has 23 hours.
    await journal.write('2026-03-07T23:00:00-05:00', 3, 'America/New_York');
    await journal.write('2026-03-08T23:00:00-04:00', 3, 'America/New_York');
    await journal.write('2026-03-09T00:30:00-04:00', 3, 'America/New_York');
    expect((await journal.stats()).streakDays).toBe(3);
  });

  it('counts in UTC until a browser has sent a zone', async () => {
    const journal = await clockedService('2026-03-01T12:00:00Z');
    const entry = await journal.write('2026-03-02T23:30:00Z', 3);
    expect(entry.day).toBe('2026-03-02');
    expect((await journal.overview()).timeZone).toBeNull();
    expect((await journal.stats()).streakDays).toBe(1);
  });
});

describe('the 30-day mood chart', () => {
  it('has one point per day ending today in the user’s zone, with daily means to one decimal', async () => {
    const journal = await clockedService('2026-03-01T12:00:00Z');
    await journal.write('2026-01-30T12:00:00-06:00', 1, CHICAGO); // the day before the 30 days
    await journal.write('2026-02-20T08:00:00-06:00', 2, CHICAGO);
    await journal.write('2026-02-20T20:00:00-06:00', 5, CHICAGO);
    await journal.write('2026-03-01T20:00:00-06:00', 4, CHICAGO); // 02:00 UTC on 2 March
    const { moodChart, stats } = await journal.overview();
    expect(moodChart.days).toHaveLength(30);
    expect(moodChart.days[0]!.day).toBe('2026-01-31');
    expect(moodChart.days.at(-1)).toEqual({ day: '2026-03-01', averageMood: 4, entries: 1 });
    expect(moodChart.days.find((point) => point.day === '2026-02-20')).toEqual({
      day: '2026-02-20',
      averageMood: 3.5,
      entries: 2,
    });
    expect(moodChart.days.filter((point) => point.entries > 0)).toHaveLength(2);
    // The average is over every entry, the old one included: (1 + 2 + 5 + 4) / 4.
    expect(stats.averageMood).toBe(3);
  });
});
