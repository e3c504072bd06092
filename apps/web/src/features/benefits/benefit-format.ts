import type { WindowState } from '@waypoint/shared/benefits/benefit-eligibility';
import { daysBetween } from '@waypoint/shared/core/calendar-days';

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-12-23` → `Dec 23, 2026`, the same day in every time zone. */
export const formatDay = (day: string) => DAY_FORMAT.format(new Date(`${day}T00:00:00.000Z`));

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const WINDOW_STATE_LABELS: Record<WindowState, string> = {
  open: 'Open',
  'closing-soon': 'Closing soon',
  'not-yet-open': 'Not open yet',
  closed: 'Missed',
  'no-deadline': 'No deadline',
  'needs-date': 'Needs your separation date',
};

interface WindowLike {
  state: WindowState;
  opens: string | null;
  closes: string | null;
  daysLeft: number | null;
}

/** The countdown a person reads: "Closes in 30 days (Dec 23, 2026)", "Missed: closed on …". */
export function countdown(window: WindowLike, today: string): string {
  const { state, opens, closes, daysLeft } = window;
  if (state === 'needs-date') return 'Add your separation date to your profile to see this window.';
  if (state === 'closed' && closes) return `Missed: closed on ${formatDay(closes)}`;
  if (state === 'not-yet-open' && opens) {
    const until = `Opens in ${plural(daysBetween(today, opens), 'day')} (${formatDay(opens)})`;
    return closes ? `${until}, last day ${formatDay(closes)}` : until;
  }
  if (closes && daysLeft !== null) {
    return daysLeft === 0
      ? `Last day is today (${formatDay(closes)})`
      : `Closes in ${plural(daysLeft, 'day')} (last day ${formatDay(closes)})`;
  }
  return 'No deadline';
}
