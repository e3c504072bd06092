import type { WageFigure } from '@waypoint/shared/careers/catalogue-types';
import { formatWageRange, WAGE_RANGE_MEANING, wageReleaseLabel } from '@waypoint/shared/careers/salary';
import type { PlanStepKind } from '@waypoint/shared/plan/plan-steps';
import type { PlanStepStatus, PlanStepView } from '@waypoint/shared/plan/plan-http';

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-12-23` → `Dec 23, 2026`, the same day in every time zone. */
export const formatDay = (day: string) => DAY_FORMAT.format(new Date(`${day}T00:00:00.000Z`));

/** When a step is due, in words: "Mar 1, 2027 – Jun 1, 2027", "On Mar 1, 2027", "By …", "From …", "No date". */
export function windowText({ opens, closes }: PlanStepView['window']): string {
  if (opens && closes)
    return opens === closes ? `On ${formatDay(opens)}` : `${formatDay(opens)} – ${formatDay(closes)}`;
  if (closes) return `By ${formatDay(closes)}`;
  if (opens) return `From ${formatDay(opens)}`;
  return 'No date';
}

export const STEP_STATUS_LABELS: Record<PlanStepStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  done: 'Done',
  skipped: 'Skipped',
};

/** The statuses a step can take: a benefit step's is the benefits tracker's, which has no "skipped". */
export function statusesFor(kind: PlanStepKind): PlanStepStatus[] {
  const all = Object.keys(STEP_STATUS_LABELS) as PlanStepStatus[];
  return kind === 'benefit' ? all.filter((status) => status !== 'skipped') : all;
}

export const STEP_KIND_LABELS: Record<PlanStepKind, string> = {
  readiness: 'Career Readiness Standard',
  benefit: 'Benefit window',
  target: 'For your target career',
  custom: 'Your own step',
};

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole dollars: `$64,470`. */
export const formatDollars = (amount: number) => DOLLARS.format(amount);

/** "$64,470–$119,690 a year (middle 50% of earners, BLS OEWS May 2024, national)": a target's BLS wages. */
export function wagesText({ low, high }: { low: WageFigure; high: WageFigure }, source: string): string {
  const label = wageReleaseLabel(source);
  const release = label.startsWith(WAGE_RANGE_MEANING) ? label : `${WAGE_RANGE_MEANING}, ${label}`;
  return `${formatWageRange(low, high)} a year (${release})`;
}

/** A career path's range with what it is: the release label says it, or the meaning goes first. */
export const pathWagesText = (salaryRange: string, wageRelease: string) =>
  `${salaryRange} a year (${wageRelease.startsWith(WAGE_RANGE_MEANING) ? wageRelease : `${WAGE_RANGE_MEANING}, ${wageRelease}`})`;
