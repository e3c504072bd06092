// The targets' limits and choices, apart from their schemas: the web app's shell reads them on every signed-in
// page, and importing the schemas would bring zod into its first download.

/** A veteran works toward one or two civilian occupations at a time. */
export const MAX_TARGET_CAREERS = 2;

/** Where a target was chosen: a career path card (translation), a job posting, or the plan page itself. */
export const TARGET_ORIGINS = ['career-path', 'job-posting', 'plan'] as const;
export type TargetOrigin = (typeof TARGET_ORIGINS)[number];

/**
 * The goal the plan is built toward, as the Individual Transition Plan records it (employment, higher education,
 * career technical training or entrepreneurship: 32 CFR Appendix A to Part 88, (b)(1)(i)).
 */
export const PLAN_TRACKS = ['employment', 'education', 'technical-training', 'entrepreneurship'] as const;
export type PlanTrack = (typeof PLAN_TRACKS)[number];
export const PLAN_TRACK_LABELS: Record<PlanTrack, string> = {
  employment: 'Civilian employment',
  education: 'Higher education',
  'technical-training': 'Career technical training',
  entrepreneurship: 'Starting a business',
};
