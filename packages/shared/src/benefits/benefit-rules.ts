import type { BenefitRule, BenefitType, BenefitWindow } from './benefit-rule';
import type { IsoDay } from '../core/calendar-days';
import { AFTER_SERVICE_RULES } from './benefit-rules-after-service';
import { EDUCATION_HOUSING_RULES } from './benefit-rules-education-housing';
import { TRANSITION_RULES } from './benefit-rules-transition';

/** Every benefit's rule, one per benefit type. */
export const BENEFIT_RULES: readonly BenefitRule[] = [
  ...TRANSITION_RULES,
  ...AFTER_SERVICE_RULES,
  ...EDUCATION_HOUSING_RULES,
];

const byType = new Map(BENEFIT_RULES.map((rule) => [rule.type, rule]));

export function benefitRule(type: BenefitType): BenefitRule {
  const rule = byType.get(type);
  if (!rule) throw new Error(`No rule for benefit ${type}`);
  return rule;
}

/** The window the law gives someone who separated on that day. */
export function windowFor(rule: BenefitRule, separationDate: IsoDay | null): BenefitWindow {
  if (separationDate) {
    const earlier = rule.windowBefore?.find((variant) => separationDate < variant.before);
    if (earlier) return earlier.window;
  }
  return rule.window;
}
