import type { DischargeStatus } from '../profiles/profile-enums';
import { addDays, addOffset, daysBetween, type IsoDay } from '../core/calendar-days';
import type { BenefitCondition, BenefitRule, BenefitType } from './benefit-rule';
import { BENEFIT_RULES, windowFor } from './benefit-rules';
import { BENEFIT_DISCHARGE } from './benefits-messages';
import { DISCHARGE_STANDARD_RULES } from './discharge-standards';

/** What the rules read about a veteran: the profile's fields, days as `YYYY-MM-DD`. */
export interface BenefitFacts {
  dischargeStatus: DischargeStatus | null;
  serviceStartDate: IsoDay | null;
  /** The profile's service end date: the last day in service. */
  separationDate: IsoDay | null;
}

export const ELIGIBILITY_STATUSES = [
  'ELIGIBLE',
  'PENDING_VERIFICATION',
  'REQUIRES_ACTION',
  'NOT_YET_OPEN',
  'WINDOW_CLOSED',
  'NOT_ELIGIBLE',
  /** VA decides case by case (a character of discharge determination): apply anyway. */
  'CONFIRM_WITH_VA',
] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

export const WINDOW_STATES = [
  'open',
  'closing-soon',
  'not-yet-open',
  'closed',
  'no-deadline',
  'needs-date',
] as const;
export type WindowState = (typeof WINDOW_STATES)[number];

export const CONDITION_OUTCOMES = ['met', 'failed', 'unknown', 'needs-date', 'confirm-with-va'] as const;
export type ConditionOutcome = (typeof CONDITION_OUTCOMES)[number];

/** A window closing within this many days (inclusive) is "closing soon". */
export const CLOSING_SOON_DAYS = 60;
export const ADD_SEPARATION_DATE = 'Add your separation date to your profile';

export interface ConditionResult {
  label: string;
  outcome: ConditionOutcome;
}

export interface WindowResult {
  opens: IsoDay | null;
  closes: IsoDay | null;
  state: WindowState;
  /** Days from today to the last day (0 on the last day, negative once missed); null without a deadline. */
  daysLeft: number | null;
  milestone: { label: string; date: IsoDay } | null;
  summary: string;
}

export interface BenefitEvaluation {
  type: BenefitType;
  eligible: boolean;
  eligibilityStatus: EligibilityStatus;
  reasons: ConditionResult[];
  requirementsNeeded: string[];
  window: WindowResult;
}

/** Service from the first day through `last`, both counted. */
const servedDays = (start: IsoDay, last: IsoDay) => daysBetween(start, last) + 1;

function checkCondition(condition: BenefitCondition, facts: BenefitFacts, today: IsoDay): ConditionResult {
  const { separationDate, serviceStartDate, dischargeStatus } = facts;
  switch (condition.kind) {
    case 'stillServing':
      return {
        label: 'Still serving (separation date ahead)',
        outcome: !separationDate ? 'needs-date' : today <= separationDate ? 'met' : 'failed',
      };
    case 'discharge': {
      const standard = DISCHARGE_STANDARD_RULES[condition.standard];
      return {
        label: standard.label,
        outcome: dischargeStatus ? standard.outcomes[dischargeStatus] : 'unknown',
      };
    }
    case 'minServiceDays': {
      if (!separationDate || !serviceStartDate) return { label: condition.label, outcome: 'needs-date' };
      const served = servedDays(serviceStartDate, separationDate);
      return { label: condition.label, outcome: served >= condition.days ? 'met' : 'failed' };
    }
    case 'minimumService': {
      const { whileServing, afterSeparation } = condition;
      if (!separationDate || !serviceStartDate)
        return { label: afterSeparation.label, outcome: 'needs-date' };
      if (today <= separationDate) {
        const met = servedDays(serviceStartDate, today) >= whileServing.days;
        return { label: whileServing.label, outcome: met ? 'met' : 'failed' };
      }
      // The months end the day before the same date that many months on (1 March + 24 months: 28 February).
      const monthsServed =
        addOffset(serviceStartDate, { months: afterSeparation.months }) <= addDays(separationDate, 1);
      return monthsServed
        ? { label: afterSeparation.label, outcome: 'met' }
        : { label: afterSeparation.otherwise, outcome: 'unknown' };
    }
    case 'servedAfter':
      return {
        label: condition.label,
        outcome: !separationDate ? 'needs-date' : separationDate > condition.date ? 'met' : 'failed',
      };
    case 'selfReported':
      return { label: condition.label, outcome: 'unknown' };
  }
}

function evaluateWindow(rule: BenefitRule, separationDate: IsoDay | null, today: IsoDay): WindowResult {
  const window = windowFor(rule, separationDate);
  const { summary } = window;
  const dated = window.opens !== undefined || window.closes !== undefined || window.milestone !== undefined;
  if (!dated)
    return { opens: null, closes: null, state: 'no-deadline', daysLeft: null, milestone: null, summary };
  if (!separationDate)
    return { opens: null, closes: null, state: 'needs-date', daysLeft: null, milestone: null, summary };
  const opens = window.opens ? addOffset(separationDate, window.opens) : null;
  const closes = window.closes ? addOffset(separationDate, window.closes) : null;
  const daysLeft = closes ? daysBetween(today, closes) : null;
  const milestone = window.milestone
    ? { label: window.milestone.label, date: addOffset(separationDate, window.milestone.offset) }
    : null;
  let state: WindowState;
  if (opens && today < opens) state = 'not-yet-open';
  else if (daysLeft === null) state = 'no-deadline';
  else if (daysLeft < 0) state = 'closed';
  else state = daysLeft <= CLOSING_SOON_DAYS ? 'closing-soon' : 'open';
  return { opens, closes, state, daysLeft, milestone, summary };
}

function statusOf(reasons: ConditionResult[], window: WindowResult): EligibilityStatus {
  const outcomes = new Set(reasons.map((reason) => reason.outcome));
  if (outcomes.has('failed')) return 'NOT_ELIGIBLE';
  if (outcomes.has('needs-date') || window.state === 'needs-date') return 'REQUIRES_ACTION';
  if (window.state === 'closed') return 'WINDOW_CLOSED';
  if (window.state === 'not-yet-open') return 'NOT_YET_OPEN';
  if (outcomes.has('confirm-with-va')) return 'CONFIRM_WITH_VA';
  if (outcomes.has('unknown')) return 'PENDING_VERIFICATION';
  return 'ELIGIBLE';
}

/** One benefit for one veteran on one day: whether it applies, why, and its dated window. */
export function evaluateBenefit(rule: BenefitRule, facts: BenefitFacts, today: IsoDay): BenefitEvaluation {
  const reasons = rule.conditions.map((condition) => checkCondition(condition, facts, today));
  const window = evaluateWindow(rule, facts.separationDate, today);
  const eligibilityStatus = statusOf(reasons, window);
  const needsDate =
    reasons.some((reason) => reason.outcome === 'needs-date') || window.state === 'needs-date';
  const requirementsNeeded = [
    ...(needsDate ? [ADD_SEPARATION_DATE] : []),
    ...(reasons.some((reason) => reason.outcome === 'confirm-with-va')
      ? [BENEFIT_DISCHARGE.requirement]
      : []),
    ...reasons.filter((reason) => reason.outcome === 'unknown').map((reason) => `Confirm: ${reason.label}`),
  ];
  return {
    type: rule.type,
    eligible: eligibilityStatus === 'ELIGIBLE',
    eligibilityStatus,
    reasons,
    requirementsNeeded,
    window,
  };
}

/** Every rule (or the named ones, in rule order) for one veteran. */
export function evaluateBenefits(
  facts: BenefitFacts,
  today: IsoDay,
  types?: readonly BenefitType[],
): BenefitEvaluation[] {
  const rules = types ? BENEFIT_RULES.filter((rule) => types.includes(rule.type)) : BENEFIT_RULES;
  return rules.map((rule) => evaluateBenefit(rule, facts, today));
}
