import { z } from 'zod';

/**
 * GET /api/resumes/target-suggestions: for each of the veteran's target careers (chosen in My Plan), what the
 * resume builder offers toward it. Offered, never written in: the veteran adds each one, then makes it their own.
 */
export const resumeTargetSuggestionSchema = z.object({
  soc: z.string().describe('The target occupation (SOC 2018), e.g. 13-1081'),
  title: z.string().describe('The occupation as the catalogue names it, e.g. "Logisticians"'),
  headline: z.string().describe('One person\'s job title in that occupation, e.g. "Logistician"'),
  summary: z.string().describe("The catalogue's one-line description of the occupation's work"),
  skills: z
    .array(z.string())
    .describe("The occupation's key terms, from its catalogue description, for the skills section"),
  bullets: z
    .array(z.string())
    .describe("The profile's military duties in civilian words; empty without a profile or a known code"),
  duties: z
    .object({ code: z.string(), title: z.string(), branchLabel: z.string() })
    .nullable()
    .describe('The military occupation the bullets describe'),
  certifications: z
    .array(z.string())
    .describe("The catalogue's next steps toward the occupation: shown to plan for, never added as earned"),
});
export type ResumeTargetSuggestion = z.infer<typeof resumeTargetSuggestionSchema>;

export const resumeTargetSuggestionsSchema = z.object({
  targets: z.array(resumeTargetSuggestionSchema).describe('One per target career; empty when none is chosen'),
});
export type ResumeTargetSuggestions = z.infer<typeof resumeTargetSuggestionsSchema>;
