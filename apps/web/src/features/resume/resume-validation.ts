import type { ResumeData } from '@waypoint/shared/resume/resume-data';
import { RESUME_LIMITS, RESUME_MESSAGES } from '@waypoint/shared/resume/resume-limits';

/** Field messages by path ("workExperience.0.endDate"), as the API's `fieldErrors` name them under `data.`. */
export type ResumeFieldErrors = Record<string, string>;

/** The shared schema's messages for what is typed; blank required fields are the editor's marks, not errors. */
export type ResumeValidator = (data: ResumeData) => ResumeFieldErrors;

/** The validator, with the shared schema (and zod): loaded when the resume is first edited, not with the page. */
export const loadResumeValidator = (): Promise<ResumeValidator> =>
  import('@waypoint/shared/resume/resume-data').then(({ resumeDataSchema }) => (data) => {
    const result = resumeDataSchema.safeParse(data);
    if (result.success) return {};
    const errors: ResumeFieldErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
    return errors;
  });

export function validateResumeName(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return RESUME_MESSAGES.resumeName;
  if (trimmed.length > RESUME_LIMITS.name) return RESUME_MESSAGES.tooLong(RESUME_LIMITS.name);
  return undefined;
}

/** The API's field errors for a save (`data.summary`, `name`) in the editor's paths. */
export function fromApiFieldErrors(fieldErrors: Record<string, string> | undefined): ResumeFieldErrors {
  const errors: ResumeFieldErrors = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    errors[path.startsWith('data.') ? path.slice('data.'.length) : path] = message;
  }
  return errors;
}
