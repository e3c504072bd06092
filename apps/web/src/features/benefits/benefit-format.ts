import type { EligibilityStatus, WindowState } from '@waypoint/shared/benefits/benefit-eligibility';
import { daysBetween } from '@waypoint/shared/core/calendar-days';
import { formatCount } from '@waypoint/shared/core/quantities';

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-12-23` → `Dec 23, 2026`, the same day in every time zone. */
export const formatDay = (day: string) => DAY_FORMAT.format(new Date(`${day}T00:00:00.000Z`));

export const WINDOW_STATE_LABELS: Record<WindowState, string> = {
  open: 'Open',
  'closing-soon': 'Closing soon',
  'not-yet-open': 'Not open yet',
  closed: 'Missed',
  'no-deadline': 'No deadline',
  'needs-date': 'Needs your separation date',
};

/**
 * What a card says about whether the veteran qualifies, beside the window: eligibility shows as eligibility, never
 * as a tick or a Completed status (decision 037). "To confirm with VA" has its own chip and note; a window not yet
 * open, closed or without a date says so in the window chip.
 */
export const ELIGIBILITY_LABELS: Partial<Record<EligibilityStatus, string>> = {
  ELIGIBLE: 'Eligible',
  PENDING_VERIFICATION: 'To confirm',
  NOT_ELIGIBLE: 'Not eligible',
};

interface WindowLike {
  state: WindowState;
  opens: string | null;
  closes: string | null;
  daysLeft: number | null;
}

/**
 * The window's dates beyond its state's label: "Closes in 30 days (last day Dec 23, 2026)", "Closed on Jul 29,
 * 2026"; null when the label says it all (no deadline).
 */
export function windowDetail(window: WindowLike, today: string): string | null {
  const { state, opens, closes, daysLeft } = window;
  if (state === 'needs-date') return 'Add your separation date to your profile to see this window.';
  if (state === 'closed') return closes ? `Closed on ${formatDay(closes)}` : null;
  if (state === 'not-yet-open' && opens) {
    const until = `Opens in ${formatCount(daysBetween(today, opens), 'day')} (${formatDay(opens)})`;
    return closes ? `${until}, last day ${formatDay(closes)}` : until;
  }
  if (closes && daysLeft !== null) {
    return daysLeft === 0
      ? `Last day is today (${formatDay(closes)})`
      : `Closes in ${formatCount(daysLeft, 'day')} (last day ${formatDay(closes)})`;
  }
  return null;
}

/**
 * The window in one line, its state named once: "Missed: closed on Jul 29, 2026", "No deadline", "Closing soon:
 * closes in 30 days (last day Dec 23, 2026)".
 */
export function windowLine(window: WindowLike, today: string): string {
  const label = WINDOW_STATE_LABELS[window.state];
  const detail = window.state === 'needs-date' ? null : windowDetail(window, today);
  return detail ? `${label}: ${detail.charAt(0).toLowerCase()}${detail.slice(1)}` : label;
}
