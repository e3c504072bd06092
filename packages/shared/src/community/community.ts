import { z } from 'zod';
import { safeLine, safeText } from '../core/text';
import {
  CIRCLE_ACCESS,
  CIRCLE_VIEWS,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  MEMBERSHIP_STATES,
} from './community-limits';

export * from './community-limits';

/** A circle as the viewer sees it: the spec's fields, the viewer's membership and the view the server grants. */
export const circleSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    memberCount: z.number().int().min(0),
    access: z.enum(CIRCLE_ACCESS),
    /** Seeded with the spec's sample values; the screen labels it. */
    sample: z.boolean(),
    membership: z.enum(MEMBERSHIP_STATES),
    view: z.enum(CIRCLE_VIEWS),
  })
  .meta({ id: 'Circle' });
export type Circle = z.infer<typeof circleSchema>;

/** A circle suggested for one of the viewer's target careers, and why it fits. */
export const circleSuggestionSchema = z
  .object({
    circleId: z.uuid(),
    target: z.object({
      soc: z.string().describe('SOC 2018 code of the target career, e.g. 13-1081'),
      title: z.string().describe('e.g. Logisticians'),
    }),
    reason: z
      .string()
      .describe('e.g. "Fits your target career, Logisticians: this circle is about logistics"'),
  })
  .meta({ id: 'CircleSuggestion' });
export type CircleSuggestion = z.infer<typeof circleSuggestionSchema>;

export const circleListSchema = z
  .object({
    circles: z.array(circleSchema),
    suggestions: z
      .array(circleSuggestionSchema)
      .describe(
        "The circle that best fits each of the viewer's target careers by its name and description; none when no circle fits",
      ),
  })
  .meta({ id: 'CircleList' });
export type CircleList = z.infer<typeof circleListSchema>;

export const postSchema = z
  .object({
    id: z.uuid(),
    circleId: z.uuid(),
    author: z.object({
      /** The display name (the screen says "You" when `isYou`). */
      name: z.string(),
      isYou: z.boolean(),
      isModerator: z.boolean(),
    }),
    /** Plain text; the screen never renders it as HTML. */
    content: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    pinned: z.boolean(),
  })
  .meta({ id: 'CirclePost' });
export type Post = z.infer<typeof postSchema>;

/** GET /api/community/circles/{id}/posts: the pinned posts (first page only), then newest first. */
export const postPageSchema = z
  .object({
    pinned: z.array(postSchema),
    posts: z.array(postSchema),
    /** Pass as `before` for the next (older) page; null on the last. */
    nextCursor: z.uuid().nullable(),
  })
  .meta({ id: 'CirclePostPage' });
export type PostPage = z.infer<typeof postPageSchema>;

export const postPageQuerySchema = z.object({
  before: z.uuid().optional().describe('The id of the last post of the previous page'),
});

export const postCreateSchema = z
  .object({
    content: safeText({ error: COMMUNITY_MESSAGES.postRequired })
      .min(1, { error: COMMUNITY_MESSAGES.postRequired })
      .max(COMMUNITY_LIMITS.postMax, { error: COMMUNITY_MESSAGES.postTooLong }),
  })
  .meta({ id: 'CirclePostCreate' });
export type PostCreate = z.output<typeof postCreateSchema>;

/** The answer to a post: the post, and whether to show the poster the crisis resources. */
export const postCreatedSchema = z
  .object({ post: postSchema, showCrisisResources: z.boolean() })
  .meta({ id: 'CirclePostCreated' });
export type PostCreated = z.infer<typeof postCreatedSchema>;

export const reportCreateSchema = z
  .object({
    reason: safeText({ error: COMMUNITY_MESSAGES.reasonRequired })
      .min(1, { error: COMMUNITY_MESSAGES.reasonRequired })
      .max(COMMUNITY_LIMITS.reportReasonMax, { error: COMMUNITY_MESSAGES.reasonTooLong }),
  })
  .meta({ id: 'CirclePostReportCreate' });
export type ReportCreate = z.output<typeof reportCreateSchema>;

export const reportSchema = z
  .object({
    id: z.uuid(),
    post: postSchema,
    reason: z.string(),
    /** Null when the server flagged the post itself (self-harm phrases). */
    reporterName: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CirclePostReport' });
export type Report = z.infer<typeof reportSchema>;

export const accessRequestSchema = z
  .object({ userId: z.uuid(), name: z.string(), requestedAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'CircleAccessRequest' });
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** GET /api/community/circles/{id}/moderation: the circle's moderators' queue. */
export const moderationQueueSchema = z
  .object({ requests: z.array(accessRequestSchema), reports: z.array(reportSchema) })
  .meta({ id: 'CircleModerationQueue' });
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const accessDecisionSchema = z
  .object({ approve: z.boolean({ error: 'Choose approve or refuse.' }) })
  .meta({ id: 'CircleAccessDecision' });
export type AccessDecision = z.output<typeof accessDecisionSchema>;

export const circleCreateSchema = z
  .object({
    name: safeLine({ error: COMMUNITY_MESSAGES.nameRequired })
      .min(1, { error: COMMUNITY_MESSAGES.nameRequired })
      .max(COMMUNITY_LIMITS.circleNameMax, { error: COMMUNITY_MESSAGES.nameTooLong }),
    description: safeText({ error: COMMUNITY_MESSAGES.descriptionRequired })
      .min(1, { error: COMMUNITY_MESSAGES.descriptionRequired })
      .max(COMMUNITY_LIMITS.circleDescriptionMax, { error: COMMUNITY_MESSAGES.descriptionTooLong }),
    access: z.enum(CIRCLE_ACCESS, { error: COMMUNITY_MESSAGES.accessInvalid }),
  })
  .meta({ id: 'CircleCreate' });
export type CircleCreate = z.output<typeof circleCreateSchema>;

export const moderatorAppointSchema = z
  .object({
    email: safeLine({ error: COMMUNITY_MESSAGES.emailInvalid }).pipe(
      z.email({ error: COMMUNITY_MESSAGES.emailInvalid }),
    ),
  })
  .meta({ id: 'CircleModeratorAppoint' });
export type ModeratorAppoint = z.output<typeof moderatorAppointSchema>;

export const circleChangedSchema = z.object({
  circleId: z.uuid(),
  change: z.enum(['post', 'pin', 'delete', 'membership']),
});
export type CircleChanged = z.infer<typeof circleChangedSchema>;
