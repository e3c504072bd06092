/**
 * Dates people enter (service start and end): real calendar days in a range PostgreSQL and every screen handle.
 * `Date.parse` alone accepts `0000-01-01` and `+010000-01-01`, which PostgreSQL then refuses. Decision 016.
 */
export const DATE_LIMITS = { minYear: 1900, maxYear: 2100 } as const;

export const DATE_MESSAGES = {
  invalid: `Enter a real date between ${DATE_LIMITS.minYear} and ${DATE_LIMITS.maxYear}.`,
} as const;

// A date input's `2012-06-01`, or `toISOString()`'s `2012-06-01T00:00:00.000Z`: a time needs its zone, so the
// day does not depend on the server's time zone.
export const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `YYYY-MM-DD` (optionally with a time and zone) naming a day that exists, in 1900–2100. */
export function isCalendarDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, zoneHour = 0, zoneMinute = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  return (
    year! >= DATE_LIMITS.minYear &&
    year! <= DATE_LIMITS.maxYear &&
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysIn(year!, month!) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    zoneHour <= 14 &&
    zoneMinute <= 59
  );
}

/** The calendar day of the device this runs on (`YYYY-MM-DD`): today as the person at the screen sees it. */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// UTC+14 (Kiribati's Line Islands) is the earliest clock on earth: no place has begun a later day.
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The latest calendar day that has begun anywhere on earth. A server, which does not know the person's time zone,
 * refuses as "in the future" only days after it, so nobody's today is refused.
 */
export function latestDayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a date (`YYYY-MM-DD`, optionally with a time) falls on a day after `day`. */
export const isAfterDay = (date: string, day: string): boolean => date.slice(0, 10) > day;
