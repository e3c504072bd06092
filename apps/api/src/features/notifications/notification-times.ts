import type { DigestFrequency, NotificationPreferences } from '@waypoint/shared';

/** Digests go out at this local time, after the default quiet hours end. */
export const DIGEST_LOCAL_TIME = '08:00';

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  minutes: number;
}

/** The wall-clock date and time of `instant` in `timeZone`. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    minutes: value('hour') * 60 + value('minute'),
  };
}

/** The instant at which `timeZone`'s clocks show the given local date and time (the later one in a DST fold). */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  time: string,
  timeZone: string,
): Date {
  const wanted = Date.UTC(date.year, date.month - 1, date.day) + minutesOf(time) * 60_000;
  // Two corrections cover any offset change between the guess and the answer.
  let guess = wanted;
  for (let round = 0; round < 2; round++) {
    const seen = localParts(new Date(guess), timeZone);
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day) + seen.minutes * 60_000;
    guess += wanted - shown;
  }
  return new Date(guess);
}

/**
 * When non-urgent delivery may happen: `now` when quiet hours are off or not running, otherwise the end of the
 * current quiet window in the user's zone. A window may cross midnight (21:00–07:00) or not (13:00–15:00).
 */
export function quietHoursRelease(
  now: Date,
  preferences: Pick<NotificationPreferences, 'quietHours' | 'timeZone'>,
): Date {
  const { enabled, start, end } = preferences.quietHours;
  if (!enabled) return now;
  const local = localParts(now, preferences.timeZone);
  const from = minutesOf(start);
  const to = minutesOf(end);
  const inside =
    from < to ? local.minutes >= from && local.minutes < to : local.minutes >= from || local.minutes < to;
  if (!inside) return now;
  // The end is today, or tomorrow when the window started before midnight and it is not yet midnight.
  const endsTomorrow = from > to && local.minutes >= from;
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day + (endsTomorrow ? 1 : 0)));
  return zonedInstant(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    end,
    preferences.timeZone,
  );
}

/** The next digest after `after`: one period later, at 08:00 in the user's zone. */
export function nextDigestAt(after: Date, frequency: DigestFrequency, timeZone: string): Date {
  const local = localParts(after, timeZone);
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day));
  if (frequency === 'daily') day.setUTCDate(day.getUTCDate() + 1);
  if (frequency === 'weekly') day.setUTCDate(day.getUTCDate() + 7);
  if (frequency === 'monthly') day.setUTCMonth(day.getUTCMonth() + 1);
  return zonedInstant(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    DIGEST_LOCAL_TIME,
    timeZone,
  );
}
