import { addDays, addOffset, type IsoDay } from '../core/calendar-days';
import type { BenefitEvaluation, BenefitFacts } from './benefit-eligibility';
import type { BenefitType } from './benefit-rule';
import { benefitRule } from './benefit-rules';
import type { BenefitResult } from './benefits-http';
import { statusFromEligibility, type BenefitStatus } from './benefits-view';

/**
 * What the veteran set on the tracker. A benefit without a status shows the rules' mapping (never Completed); an
 * item without a tick is not done, whatever the eligibility (decision 037).
 */
export interface TrackerChoices {
  statuses: ReadonlyMap<BenefitType, BenefitStatus>;
  checklist: ReadonlyMap<BenefitType, boolean>;
}

export const NO_CHOICES: TrackerChoices = { statuses: new Map(), checklist: new Map() };

/** One benefit as the eligibility call answers it: the rule's data, the evaluation and the tracker state. */
export function benefitResult(
  evaluation: BenefitEvaluation,
  choices: TrackerChoices = NO_CHOICES,
): BenefitResult {
  const rule = benefitRule(evaluation.type);
  const { eligible, eligibilityStatus } = evaluation;
  return {
    benefitType: rule.type,
    name: rule.name,
    category: rule.category,
    eligible,
    eligibilityStatus,
    description: rule.description,
    applicationUrl: rule.applicationUrl,
    supportingDocuments: [...rule.supportingDocuments],
    requirementsNeeded: evaluation.requirementsNeeded,
    reasons: evaluation.reasons,
    window: evaluation.window,
    source: { ...rule.source },
    law: rule.law.citation ? { citation: rule.law.citation, url: rule.law.url } : null,
    status: choices.statuses.get(rule.type) ?? statusFromEligibility(eligibilityStatus),
    checklist: { label: rule.checklistLabel, completed: choices.checklist.get(rule.type) ?? false },
  };
}

/**
 * The spec's demo veteran, used only when the user has no profile or the call fails, and labelled as such:
 * separating 120 days from today after six years of honorable service, so the demo shows open, closing and
 * coming windows.
 */
export function demoVeteranFacts(today: IsoDay): BenefitFacts {
  const separationDate = addDays(today, 120);
  return {
    dischargeStatus: 'HONORABLE',
    serviceStartDate: addOffset(separationDate, { years: -6 }),
    separationDate,
  };
}
