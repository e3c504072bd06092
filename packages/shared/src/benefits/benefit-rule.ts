import type { DayOffset, IsoDay } from '../core/calendar-days';
import type { DischargeStandard } from './discharge-standards';

/** The benefits Waypoint tracks, one rule each (`benefit-rules.ts`). */
export const BENEFIT_TYPES = [
  'TRANSITION_ASSISTANCE_PROGRAM',
  'DOD_SKILLBRIDGE',
  'BENEFITS_DELIVERY_AT_DISCHARGE',
  'DISABILITY_COMPENSATION',
  'SGLI_FREE_COVERAGE',
  'VGLI',
  'VA_DENTAL_ONE_TIME',
  'VA_HEALTH_CARE_COMBAT',
  'VA_MENTAL_HEALTH_NEW_VETERANS',
  'POST_911_GI_BILL',
  'MONTGOMERY_GI_BILL_ACTIVE_DUTY',
  'VETERAN_READINESS_EMPLOYMENT',
  'EDUCATION_CAREER_COUNSELING',
  'TAMP_CHCBP',
  'VA_HOME_LOAN_COE',
  'UNEMPLOYMENT_UCX',
  'POST_911_GI_BILL_TRANSFER',
] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];

export const BENEFIT_CATEGORIES = [
  'Transition',
  'Disability',
  'Insurance',
  'Health',
  'Education',
  'Employment',
  'Housing',
] as const;
export type BenefitCategory = (typeof BENEFIT_CATEGORIES)[number];

/**
 * A condition on the veteran's profile. `selfReported` facts are not in the profile yet: the veteran confirms them.
 * `discharge` reads the discharge against the standard the benefit's law sets (`discharge-standards.ts`).
 * `minimumService` is a length of service that differs while serving and after separation, where a shorter
 * service can still count for a reason the profile does not hold (the home loan's 24 months or full call-up).
 */
export type BenefitCondition =
  | { kind: 'stillServing' }
  | { kind: 'discharge'; standard: DischargeStandard }
  | { kind: 'minServiceDays'; days: number; label: string }
  | {
      kind: 'minimumService';
      whileServing: { days: number; label: string };
      afterSeparation: { months: number; label: string; otherwise: string };
    }
  | { kind: 'servedAfter'; date: IsoDay; label: string }
  | { kind: 'selfReported'; label: string };

/** A window anchored on the separation date. No `opens`: open now; no `closes`: no deadline. */
export interface BenefitWindow {
  opens?: DayOffset;
  closes?: DayOffset;
  /** A date inside the window that changes what the veteran gets (VGLI's last day without health questions). */
  milestone?: { label: string; offset: DayOffset };
  /** How the window reads for a person ("Apply within 1 year and 120 days after separation"). */
  summary: string;
}

/** The official page that states the rule (VA, DoL, DoD, TRICARE), and the day it was last checked against it. */
export interface BenefitSource {
  title: string;
  url: string;
  /** Checked again at least every 12 months: `benefit-rules.test.ts` fails on an older date. */
  lastVerified: IsoDay;
}

/** The statute or regulation behind the rule; a rule set by policy alone says so, and why. */
export type BenefitLaw = { citation: string; url: string } | { citation: null; reason: string };

export interface BenefitRule {
  type: BenefitType;
  name: string;
  category: BenefitCategory;
  description: string;
  conditions: readonly BenefitCondition[];
  window: BenefitWindow;
  /** Rules changed by law for separations before a date: the first entry whose `before` is later applies. */
  windowBefore?: readonly { before: IsoDay; window: BenefitWindow }[];
  applicationUrl: string;
  supportingDocuments: readonly string[];
  /** The checklist's item for this benefit. */
  checklistLabel: string;
  /** A sentence the deadline reminder adds for this benefit (what to do beyond applying). */
  reminderNote?: string;
  source: BenefitSource;
  law: BenefitLaw;
}
