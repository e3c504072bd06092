import type { IsoDay } from '../core/calendar-days';
import { formatCount } from '../core/quantities';
import type { BenefitEvaluation } from './benefit-eligibility';
import type { BenefitType } from './benefit-rule';

/** Reminders go out this many days before an open window's last day, largest first. */
export const REMINDER_THRESHOLDS = [60, 30, 7] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

/**
 * The reminder due with `daysLeft` days to go: the most recent threshold reached (60 from 60 to 31 days left, 30
 * from 30 to 8, 7 from 7 to the last day). Each is sent at most once, so a run on the threshold day sends it, the
 * days after send nothing, and a run that came late (or a window that opened inside a threshold) still sends the
 * most recent one once, saying the real days left. Thresholds already passed are not sent afterwards.
 */
export function dueThreshold(daysLeft: number): ReminderThreshold | null {
  if (daysLeft < 0) return null;
  let due: ReminderThreshold | null = null;
  for (const threshold of REMINDER_THRESHOLDS) if (daysLeft <= threshold) due = threshold;
  return due;
}

/**
 * Eligibility statuses whose open window is worth a reminder: the veteran qualifies, has facts to confirm, or VA
 * decides on the discharge case by case (a veteran told to apply anyway must hear of the deadline too).
 */
const REMINDED_STATUSES = new Set(['ELIGIBLE', 'PENDING_VERIFICATION', 'CONFIRM_WITH_VA']);

export interface DueReminder {
  benefitType: BenefitType;
  closes: IsoDay;
  daysLeft: number;
  threshold: ReminderThreshold;
}

/** The reminder an evaluation calls for today, if any: an open window with a last day, not ruled out. */
export function dueReminder(evaluation: BenefitEvaluation): DueReminder | null {
  const { window } = evaluation;
  if (window.state !== 'open' && window.state !== 'closing-soon') return null;
  if (!window.closes || window.daysLeft === null) return null;
  if (!REMINDED_STATUSES.has(evaluation.eligibilityStatus)) return null;
  const threshold = dueThreshold(window.daysLeft);
  return threshold === null
    ? null
    : { benefitType: evaluation.type, closes: window.closes, daysLeft: window.daysLeft, threshold };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2027-03-14` → `14 March 2027`, the same on every server. */
export function longDate(day: IsoDay): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month! - 1]} ${year}`;
}

/** "30 days left", "1 day left", "today is the last day". */
export function daysLeftWords(daysLeft: number): string {
  if (daysLeft === 0) return 'today is the last day';
  return `${formatCount(daysLeft, 'day')} left`;
}

/**
 * The reminder's notification: the benefit, its exact last day and the days left, in plain words, and the rule's
 * own note when it has one (the GI Bill transfer's service obligation).
 */
export function reminderMessage(name: string, closes: IsoDay, daysLeft: number, note?: string) {
  const left = daysLeftWords(daysLeft);
  const when =
    daysLeft === 0
      ? 'Today is the last day.'
      : `That is ${daysLeft === 1 ? 'tomorrow' : `${formatCount(daysLeft, 'day')} from today`}.`;
  return {
    title: `${name}: ${left}`.slice(0, 120),
    body:
      `Your window for ${name} is open. Apply by ${longDate(closes)}. ${when} ` +
      (note ? `${note} ` : '') +
      'Your benefits tracker lists what to bring and where to apply. If you already did it, mark it Completed ' +
      'there and we will stop reminding you.',
    link: '/benefits',
  };
}
