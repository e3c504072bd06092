import { z } from 'zod';
import { SHARE_LINK_MESSAGES, shareRequestSchema } from '../core/share-links';
import { planViewSchema } from './plan-http';

/**
 * Sharing the plan with a spouse or caregiver: the share link rules every share keeps (`core/share-links`,
 * decision 028) for a read-only view of the plan without the budget.
 */
export const PLAN_SHARE_MESSAGES = {
  /** The one answer for an unknown, expired or revoked link: it tells nobody which of the three it was. */
  linkUnavailable:
    'This link does not work. It may have expired or been stopped by the person who shared it. Ask them for a new link.',
  shareNotFound: SHARE_LINK_MESSAGES.shareNotFound,
  sharedLoadFailed: 'We could not load the shared plan. Please try again.',
  shareFailed: 'We could not share your plan. Please try again.',
  sharesLoadFailed: 'We could not load who you share your plan with. Please try again.',
  revokeFailed: 'We could not stop that share. Please try again.',
  rateLimited: SHARE_LINK_MESSAGES.rateLimited,
  /** What a follower is told is left out, and the veteran before sharing. */
  budgetPrivate:
    'Not shown: the budget (expenses, other income and expected pay). It stays private to the person who shared the plan.',
} as const;

/** Who to share with and for how long: the one share request, its e-mail and day rules. */
export const planShareRequestSchema = shareRequestSchema;
export type PlanShareRequest = z.infer<typeof planShareRequestSchema>;

export const planShareSchema = z
  .object({
    id: z.string(),
    recipientEmail: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    accessCount: z.number().int().nonnegative(),
    lastAccessedAt: z.string().nullable(),
  })
  .meta({ id: 'PlanShare' });
export type PlanShare = z.infer<typeof planShareSchema>;

export const planShareListSchema = z
  .object({ shares: z.array(planShareSchema) })
  .meta({ id: 'PlanShareList' });
export type PlanShareList = z.infer<typeof planShareListSchema>;

/** The new share and its link: shown once to the veteran; only a hash of the token is stored. */
export const planShareCreatedSchema = z
  .object({ share: planShareSchema, url: z.string() })
  .meta({ id: 'PlanShareCreated' });
export type PlanShareCreated = z.infer<typeof planShareCreatedSchema>;

export const planShareParamsSchema = z.object({
  shareId: z.string().max(64).describe('The share id (a UUID)'),
});

/**
 * What a share link shows: the plan as its owner sees it today, read-only. The budget is never part of it (the
 * plan's view holds none, and the budget standard's findings are left out): `PLAN_SHARE_MESSAGES.budgetPrivate`.
 */
export const sharedPlanSchema = z
  .object({
    sharedBy: z.string().describe('The name of the person who shared the plan'),
    expiresAt: z.string().describe('When the link stops working, unless it is stopped sooner'),
    plan: planViewSchema,
  })
  .meta({ id: 'SharedPlan' });
export type SharedPlan = z.infer<typeof sharedPlanSchema>;

/** The web page a share link opens. */
export const SHARED_PLAN_PATH = '/plan/shared';
