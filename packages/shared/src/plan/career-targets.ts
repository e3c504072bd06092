import { z } from 'zod';
import { socCodeSchema, wageFigureSchema } from '../careers/catalogue-types';
import { safeLine } from '../core/text';
import { MAX_TARGET_CAREERS, PLAN_TRACKS, TARGET_ORIGINS } from './career-target-limits';
import { PLAN_MESSAGES } from './plan-messages';

/** One chosen target as the client sends it; the server looks the occupation up in the catalogue. */
export const targetChoiceSchema = z.object({
  soc: socCodeSchema.describe('The civilian occupation (SOC 2018), e.g. 13-1081'),
  chosenFrom: z.enum(TARGET_ORIGINS),
  /** The military code whose career path card it was chosen from: its federal series come with it. */
  militaryCode: safeLine().trim().min(1).max(12).optional(),
});
export type TargetChoice = z.infer<typeof targetChoiceSchema>;

/** PUT /api/plan/targets: the whole list (none, one or two) and the track; replaces what was there. */
export const careerTargetsUpdateSchema = z.object({
  targets: z
    .array(targetChoiceSchema)
    .max(MAX_TARGET_CAREERS, { error: PLAN_MESSAGES.tooManyTargets })
    .refine((targets) => new Set(targets.map((target) => target.soc)).size === targets.length, {
      error: PLAN_MESSAGES.duplicateTarget,
    }),
  track: z.enum(PLAN_TRACKS).default('employment'),
});
export type CareerTargetsUpdate = z.input<typeof careerTargetsUpdateSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A target as every area reads it: the catalogue's current title and wages, and when and where it was chosen. */
export const targetCareerSchema = z.object({
  soc: z.string(),
  title: z.string(),
  summary: z.string(),
  /** National annual 25th–75th percentile wages (BLS OEWS) and the release they come from. */
  salaryRange: z.object({ low: wageFigureSchema, high: wageFigureSchema }),
  salarySource: z.string(),
  /** OPM series the VA's crosswalk opens to the military code it was chosen from; empty when none do. */
  federalSeries: z.array(z.object({ series: z.string(), title: z.string() })),
  chosenFrom: z.enum(TARGET_ORIGINS),
  chosenOn: day,
});
export type TargetCareer = z.infer<typeof targetCareerSchema>;

export const careerTargetsSchema = z.object({
  targets: z.array(targetCareerSchema).max(MAX_TARGET_CAREERS),
  track: z.enum(PLAN_TRACKS),
  /** Null until the veteran first chooses. */
  updatedAt: z.string().nullable(),
});
export type CareerTargets = z.infer<typeof careerTargetsSchema>;
