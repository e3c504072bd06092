import { z } from 'zod';
import { safeLine } from '../core/text';
import { DISCHARGE_STATUSES } from '../profiles/profile-enums';
import { BENEFIT_CATEGORIES, BENEFIT_TYPES } from './benefit-rule';
import { CONDITION_OUTCOMES, ELIGIBILITY_STATUSES, WINDOW_STATES } from './benefit-eligibility';
import { BENEFIT_MESSAGES } from './benefits-messages';
import { BENEFIT_STATUSES } from './benefits-view';

/** POST /v1/benefits/eligibility and the tracker's PATCH calls. */

export const VA_DATA_SOURCES = ['profile', 'demo-veteran'] as const;

const benefitType = z.enum(BENEFIT_TYPES, { error: BENEFIT_MESSAGES.unknownBenefitType });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const eligibilityRequestSchema = z.object({
  veteranId: safeLine({ error: BENEFIT_MESSAGES.veteranIdRequired })
    .min(1, { error: BENEFIT_MESSAGES.veteranIdRequired })
    .max(64),
  benefitTypes: z.array(benefitType).max(BENEFIT_TYPES.length).optional(),
});
export type EligibilityRequest = z.infer<typeof eligibilityRequestSchema>;

export const benefitResultSchema = z.object({
  benefitType,
  name: z.string(),
  category: z.enum(BENEFIT_CATEGORIES),
  eligible: z.boolean(),
  eligibilityStatus: z.enum(ELIGIBILITY_STATUSES),
  description: z.string(),
  applicationUrl: z.string(),
  supportingDocuments: z.array(z.string()),
  requirementsNeeded: z.array(z.string()),
  reasons: z.array(z.object({ label: z.string(), outcome: z.enum(CONDITION_OUTCOMES) })),
  window: z.object({
    opens: day.nullable(),
    closes: day.nullable(),
    state: z.enum(WINDOW_STATES),
    daysLeft: z.number().int().nullable(),
    milestone: z.object({ label: z.string(), date: day }).nullable(),
    summary: z.string(),
  }),
  source: z.object({ title: z.string(), url: z.string(), lastVerified: day }),
  /** The statute or regulation behind the rule; null for a rule set by policy alone. */
  law: z.object({ citation: z.string(), url: z.string() }).nullable(),
  /** The tracker status: the veteran's own choice, else the spec's mapping from eligibility. */
  status: z.enum(BENEFIT_STATUSES),
  checklist: z.object({ label: z.string(), completed: z.boolean() }),
});
export type BenefitResult = z.infer<typeof benefitResultSchema>;

export const eligibilityResponseSchema = z.object({
  veteranId: z.string(),
  benefits: z.array(benefitResultSchema),
  /** Which data the rules read: the veteran's own profile, or the labelled demo veteran. */
  vaDataSource: z.enum(VA_DATA_SOURCES),
  /** The facts the rules read, so the roadmap's what-if can move the dates without saving. */
  facts: z.object({
    dischargeStatus: z.enum(DISCHARGE_STATUSES).nullable(),
    serviceStartDate: day.nullable(),
    separationDate: day.nullable(),
  }),
  evaluatedOn: day,
});
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;

export const benefitTypeParamsSchema = z.object({ benefitType });

export const statusUpdateSchema = z.object({
  status: z.enum(BENEFIT_STATUSES, { error: BENEFIT_MESSAGES.unknownStatus }),
});
export const statusUpdateResponseSchema = statusUpdateSchema.extend({ benefitType });

export const checklistUpdateSchema = z.object({
  completed: z.boolean({ error: BENEFIT_MESSAGES.checklistCompleted }),
});
export const checklistUpdateResponseSchema = checklistUpdateSchema.extend({ benefitType });
