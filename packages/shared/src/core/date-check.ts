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
