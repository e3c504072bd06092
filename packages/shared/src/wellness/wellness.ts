import { z } from 'zod';
import { safeText } from '../core/text';
import { CARE_REASONS } from './care';
import { timeZoneField } from '../core/time-zone';
import { WELLNESS_LIMITS, WELLNESS_MESSAGES } from './wellness-limits';

export { WELLNESS_LIMITS, WELLNESS_MESSAGES, MOOD_LABELS, streakText } from './wellness-limits';

/** Resource categories, in the order the hub groups them. */
export const RESOURCE_CATEGORIES = [
  'Crisis support',
  'Counseling',
  'Self-help apps',
  'Peer stories',
  'Support for life',
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

const mood = z
  .number({ error: WELLNESS_MESSAGES.moodRange })
  .int({ error: WELLNESS_MESSAGES.moodRange })
  .min(WELLNESS_LIMITS.moodMin, { error: WELLNESS_MESSAGES.moodRange })
  .max(WELLNESS_LIMITS.moodMax, { error: WELLNESS_MESSAGES.moodRange });

/** An IANA zone as the browser reports it (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
const timeZoneSchema = timeZoneField(WELLNESS_MESSAGES.timeZone);

/** POST /api/wellness/entries: the spec's journal form, plus the browser's time zone for the streak's days. */
export const journalEntryCreateSchema = z
  .object({
    mood,
    note: safeText({ error: WELLNESS_MESSAGES.noteRequired })
      .min(1, { error: WELLNESS_MESSAGES.noteRequired })
      .max(WELLNESS_LIMITS.noteMax, { error: WELLNESS_MESSAGES.noteTooLong }),
    timeZone: timeZoneSchema.optional(),
  })
  .meta({ id: 'JournalEntryCreate' });
export type JournalEntryCreate = z.output<typeof journalEntryCreateSchema>;

/** PUT /api/wellness/time-zone. */
export const timeZoneUpdateSchema = z.object({ timeZone: timeZoneSchema }).meta({ id: 'WellnessTimeZone' });
export type TimeZoneUpdate = z.output<typeof timeZoneUpdateSchema>;

const day = z.iso.date();

export const journalEntrySchema = z
  .object({
    id: z.uuid(),
    mood: z.number().int(),
    note: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The calendar day of the entry in the writer's time zone then. */
    day,
  })
  .meta({ id: 'JournalEntry' });
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const wellnessResourceSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    category: z.enum(RESOURCE_CATEGORIES),
    description: z.string(),
    url: z.url(),
    /** Who publishes it, so the reader knows where the words come from. */
    source: z.string(),
    bookmarked: z.boolean(),
  })
  .meta({ id: 'WellnessResource' });
export type WellnessResource = z.infer<typeof wellnessResourceSchema>;

export const wellnessStatsSchema = z
  .object({
    /** Over every entry, to one decimal; null before the first. */
    averageMood: z.number().nullable(),
    streakDays: z.number().int().min(0),
    entryCount: z.number().int().min(0),
  })
  .meta({ id: 'WellnessStats' });
export type WellnessStats = z.infer<typeof wellnessStatsSchema>;

export const careSchema = z
  .object({ showBanner: z.boolean(), reasons: z.array(z.enum(CARE_REASONS)) })
  .meta({ id: 'WellnessCare' });
export type Care = z.infer<typeof careSchema>;

export const moodChartSchema = z
  .object({
    days: z.array(z.object({ day, averageMood: z.number().nullable(), entries: z.number().int().min(0) })),
  })
  .meta({ id: 'MoodChart' });
export type MoodChart = z.infer<typeof moodChartSchema>;

/** GET /api/wellness: everything the hub shows, for the signed-in user only. */
export const wellnessOverviewSchema = z
  .object({
    entries: z.array(journalEntrySchema),
    stats: wellnessStatsSchema,
    care: careSchema,
    moodChart: moodChartSchema,
    resources: z.array(wellnessResourceSchema),
    /** The zone the streak's days are counted in; null until the browser has sent one (then UTC). */
    timeZone: z.string().nullable(),
  })
  .meta({ id: 'WellnessOverview' });
export type WellnessOverview = z.infer<typeof wellnessOverviewSchema>;

export const bookmarkSchema = z
  .object({ resourceId: z.string(), bookmarked: z.boolean() })
  .meta({ id: 'WellnessBookmark' });
export type Bookmark = z.infer<typeof bookmarkSchema>;
