import { addDays, type IsoDay } from '../core/calendar-days';
import type { EligibilityStatus } from './benefit-eligibility';
import { BENEFIT_SUMMARY } from './benefits-messages';

/** The spec's demo veteran: used only when the signed-in user has no profile. */
export const DEMO_VETERAN_ID = 'demo-veteran';

/** The spec's benefit statuses, in its order. */
export const BENEFIT_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;
export type BenefitStatus = (typeof BENEFIT_STATUSES)[number];

/** Days until the next benefits review (the spec's "30 days from now"). */
export const NEXT_REVIEW_DAYS = 30;

/** Statuses with something for the veteran to do next: confirm a fact, add a date, or apply for VA to decide. */
const IN_PROGRESS: ReadonlySet<string> = new Set([
  'PENDING_VERIFICATION',
  'REQUIRES_ACTION',
  'CONFIRM_WITH_VA',
]);

/**
 * The status a benefit shows until the veteran sets one. The spec's server mapping, except that eligible gives Not
 * Started (decision 037): only the veteran marks a benefit Completed, and eligibility shows as eligibility. Pending
 * verification or action needed give In Progress; "To confirm with VA" (decision 035) is In Progress too: the
 * veteran's next step is to apply.
 */
export function statusFromEligibility(eligibilityStatus: EligibilityStatus | string): BenefitStatus {
  return IN_PROGRESS.has(eligibilityStatus) ? 'In Progress' : 'Not Started';
}

export interface BenefitsSummary {
  tier: string;
  message: string;
  nextReviewDate: IsoDay;
}

export function benefitsSummary(benefits: readonly { eligible: boolean }[], today: IsoDay): BenefitsSummary {
  const eligible = benefits.filter((benefit) => benefit.eligible).length;
  return {
    tier: eligible > 0 ? BENEFIT_SUMMARY.eligibleTier : BENEFIT_SUMMARY.reviewTier,
    message: eligible > 0 ? BENEFIT_SUMMARY.eligibleMessage(eligible) : BENEFIT_SUMMARY.reviewMessage,
    nextReviewDate: addDays(today, NEXT_REVIEW_DAYS),
  };
}

/** The rounded percent of completed checklist items (0 for an empty list). */
export function checklistProgress(items: readonly { completed: boolean }[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((item) => item.completed).length / items.length) * 100);
}
