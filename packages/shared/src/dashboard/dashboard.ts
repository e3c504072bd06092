import { z } from 'zod';
import { safeLine, safeText } from '../core/text';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_STATUSES,
  DASHBOARD_PERSONAS,
} from './dashboard-limits';

export * from './dashboard-limits';

const count = z.number().int().min(0);
const percent = z.number().int().min(0).max(100);

/**
 * Every figure a dashboard can show, by name (`<owning feature>.<figure>`), with the shape of its value. The
 * feature that owns the data registers how to compute it (`app.dashboardFigures`); the dashboard asks only the
 * figures of the viewer's persona.
 */
export const dashboardFigureSchemas = {
  /** Veteran: how much of the profile is filled in, and the labels of what is missing. */
  'profiles.completeness': z.object({ percent, missing: z.array(z.string()) }),
  /** Veteran: the benefits checklist and the next deadline; null without a profile (no service dates). */
  'benefits.tracker': z
    .object({
      completed: count,
      total: count,
      percent,
      items: z.array(z.object({ benefitType: z.string(), label: z.string(), completed: z.boolean() })),
      nextDeadline: z
        .object({ benefitType: z.string(), name: z.string(), date: z.string(), daysLeft: z.number().int() })
        .nullable(),
    })
    .nullable(),
  'jobs.saved': count,
  /** Veteran: the transition plan's steps done and standards met, and the first target career's title. */
  'plan.progress': z.object({
    stepsDone: count,
    steps: count,
    standardsMet: count,
    standards: count,
    target: z.string().nullable(),
  }),
  'resume.count': count,
  'notifications.unread': count,
  /** Mentor: pending requests, active mentees and the median hours to answer (null before any answer). */
  'mentorship.requests': z.object({
    pending: count,
    active: count,
    medianResponseHours: z.number().min(0).nullable(),
  }),
  /** Mentor: the oldest pending requests, for the mentee-requests list. */
  'mentorship.queue': z.array(
    z.object({ id: z.uuid(), menteeName: z.string(), message: z.string(), createdAt: z.string() }),
  ),
  /** Admin. */
  'auth.users': z.object({ total: count, newThisWeek: count }),
  'community.active-circles': count,
  'community.reports-waiting': count,
  'mentorship.pending-approvals': count,
} as const;

export type DashboardFigureName = keyof typeof dashboardFigureSchemas;
export type DashboardFigureValues = {
  [Name in DashboardFigureName]: z.infer<(typeof dashboardFigureSchemas)[Name]>;
};
export const DASHBOARD_FIGURE_NAMES = Object.keys(dashboardFigureSchemas) as DashboardFigureName[];

const figuresSchema = z.object(
  Object.fromEntries(
    DASHBOARD_FIGURE_NAMES.map((name) => [name, dashboardFigureSchemas[name].optional()]),
  ) as { [Name in DashboardFigureName]: z.ZodOptional<(typeof dashboardFigureSchemas)[Name]> },
);

export const announcementSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    body: z.string(),
    publishFrom: z.iso.datetime({ offset: true }),
    publishUntil: z.iso.datetime({ offset: true }).nullable(),
    /** Published now, waiting for its window, past its window, or retired by an admin. */
    status: z.enum(ANNOUNCEMENT_STATUSES),
    authorName: z.string().nullable(),
    /** Seeded sample text (decision 013 §16); the screen labels it. */
    sample: z.boolean(),
    retiredAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListSchema = z
  .object({ announcements: z.array(announcementSchema) })
  .meta({ id: 'AnnouncementList' });
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** The signed-in user's dashboard in one answer: the persona from the server's role, its figures, announcements. */
export const dashboardSchema = z
  .object({
    persona: z.enum(DASHBOARD_PERSONAS),
    figures: figuresSchema,
    /** Figures of this persona that could not be computed this time; the screen says so on their cards. */
    unavailable: z.array(z.string()),
    announcements: z.array(announcementSchema),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

const when = safeLine({ error: ANNOUNCEMENT_MESSAGES.dateInvalid }).pipe(
  z.iso.datetime({ offset: true, error: ANNOUNCEMENT_MESSAGES.dateInvalid }),
);

const title = safeLine({ error: ANNOUNCEMENT_MESSAGES.titleRequired })
  .min(1, ANNOUNCEMENT_MESSAGES.titleRequired)
  .max(ANNOUNCEMENT_LIMITS.titleMax, ANNOUNCEMENT_MESSAGES.titleTooLong);
const body = safeText({ error: ANNOUNCEMENT_MESSAGES.bodyRequired })
  .min(1, ANNOUNCEMENT_MESSAGES.bodyRequired)
  .max(ANNOUNCEMENT_LIMITS.bodyMax, ANNOUNCEMENT_MESSAGES.bodyTooLong);

const untilAfterFrom = (value: { publishFrom?: string; publishUntil?: string | null }) =>
  !value.publishFrom || !value.publishUntil || Date.parse(value.publishUntil) > Date.parse(value.publishFrom);

/** An admin's new announcement; the window starts now unless `publishFrom` says otherwise, and has no end by default. */
export const announcementCreateSchema = z
  .object({ title, body, publishFrom: when.optional(), publishUntil: when.nullable().optional() })
  .refine(untilAfterFrom, { error: ANNOUNCEMENT_MESSAGES.untilBeforeFrom, path: ['publishUntil'] })
  .meta({ id: 'AnnouncementCreate' });
export type AnnouncementCreate = z.infer<typeof announcementCreateSchema>;

/** Changes to an announcement: only the fields given. */
export const announcementUpdateSchema = z
  .object({
    title: title.optional(),
    body: body.optional(),
    publishFrom: when.optional(),
    publishUntil: when.nullable().optional(),
  })
  .refine(untilAfterFrom, { error: ANNOUNCEMENT_MESSAGES.untilBeforeFrom, path: ['publishUntil'] })
  .meta({ id: 'AnnouncementUpdate' });
export type AnnouncementUpdate = z.infer<typeof announcementUpdateSchema>;
