/**
 * Calendar-day arithmetic. Days are `YYYY-MM-DD` strings counted in UTC, so a deadline or a journal day is the
 * same day wherever the server or the browser runs (time-zone.ts says which day an instant falls on).
 */
export type IsoDay = string;

/** A relative moment: years, then months, then days added to an anchor day. */
export interface DayOffset {
  years?: number;
  months?: number;
  days?: number;
}

const MS_PER_DAY = 86_400_000;

function toUtc(day: IsoDay): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00.000Z`);
}

export function toIsoDay(date: Date): IsoDay {
  return date.toISOString().slice(0, 10);
}

/** The day part of an ISO date or timestamp (`2020-06-01T00:00:00.000Z` → `2020-06-01`). */
export function isoDayOf(value: string): IsoDay {
  return toIsoDay(new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value));
}

/**
 * Adds an offset. Months and years keep the day of the month, or fall back to the month's last day
 * (31 Jan + 1 month = 28 or 29 Feb), as a person counting on a calendar would.
 */
export function addOffset(day: IsoDay, offset: DayOffset): IsoDay {
  const date = toUtc(day);
  const months = (offset.years ?? 0) * 12 + (offset.months ?? 0);
  if (months !== 0) {
    const dayOfMonth = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + months);
    const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(dayOfMonth, lastDay));
  }
  return toIsoDay(new Date(date.getTime() + (offset.days ?? 0) * MS_PER_DAY));
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return addOffset(day, { days });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / MS_PER_DAY);
}
