import { z } from 'zod';
import { safeLine } from '../core/text';
import { RESUME_LIMITS, RESUME_MESSAGES, RESUME_TEMPLATES, resumeDataSchema } from './resume-data';

const resumeName = () =>
  safeLine({ error: RESUME_MESSAGES.resumeName })
    .min(1, { error: RESUME_MESSAGES.resumeName })
    .max(RESUME_LIMITS.name, { error: RESUME_MESSAGES.tooLong(RESUME_LIMITS.name) });

/** POST /api/resumes. */
export const resumeCreateSchema = z.object({
  name: resumeName(),
  template: z.enum(RESUME_TEMPLATES).default('professional'),
  data: resumeDataSchema,
});
export type ResumeCreate = z.input<typeof resumeCreateSchema>;

/**
 * PUT /api/resumes/{id}: the whole resume, with the version it was edited from. A save from an older version
 * (another tab saved in between) answers 409 instead of silently overwriting; the editor then offers to keep
 * either version.
 */
export const resumeUpdateSchema = resumeCreateSchema.extend({
  version: z.number().int().min(1).max(2_147_483_647),
});
export type ResumeUpdate = z.input<typeof resumeUpdateSchema>;

/** A stored resume as the API answers it. */
export const resumeSchema = z.object({
  id: z.string(),
  name: z.string(),
  template: z.enum(RESUME_TEMPLATES),
  data: resumeDataSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

/** GET /api/resumes: the user's resumes, most recently changed first, without their contents. */
export const resumeSummarySchema = resumeSchema.pick({
  id: true,
  name: true,
  template: true,
  updatedAt: true,
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/**
 * GET /api/resumes/prefill: what a new resume starts from. `personalInfo` and `skills` come from the veteran
 * profile; `headlines` and `bullets` from the career catalogue for the profile's occupation code, offered for the
 * user to accept, edit or drop. Empty when the user has no profile or the catalogue lacks the code.
 */
export const resumePrefillSchema = z.object({
  hasProfile: z.boolean(),
  personalInfo: z.object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    location: z.string(),
  }),
  skills: z.array(z.string()),
  occupation: z.object({ code: z.string(), title: z.string(), branchLabel: z.string() }).nullable(),
  headlines: z.array(z.string()),
  bullets: z.array(z.string()),
});
export type ResumePrefill = z.infer<typeof resumePrefillSchema>;
