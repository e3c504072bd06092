import { z } from 'zod';

/**
 * JSON Resume (jsonresume.org, schema 1.0.0): the open format other resume tools read, so a veteran can take
 * their resume elsewhere, and bring one in. Only the parts Waypoint's resume data holds are mapped
 * (`./json-resume-mapping`, without zod, so the editor can write the file before it loads this schema).
 */

const text = z.string().optional().catch(undefined);
const list = <T extends z.ZodType>(item: T) => z.array(item).optional().catch(undefined);

/** What Waypoint reads from a JSON Resume; anything else in the file is ignored. */
export const jsonResumeSchema = z.object({
  basics: z
    .object({
      name: text,
      label: text,
      email: text,
      phone: text,
      url: text,
      summary: text,
      location: z.object({ address: text, city: text, region: text }).optional().catch(undefined),
      profiles: list(z.object({ network: text, url: text })),
    })
    .optional(),
  work: list(
    z.object({
      name: text,
      position: text,
      location: text,
      startDate: text,
      endDate: text,
      highlights: list(z.string()),
      summary: text,
    }),
  ),
  education: list(z.object({ institution: text, area: text, studyType: text, endDate: text, score: text })),
  skills: list(z.object({ name: text, level: text, keywords: list(z.string()) })),
  certificates: list(z.object({ name: text, issuer: text, date: text })),
});
export type JsonResume = z.input<typeof jsonResumeSchema>;

/** A JSON Resume as read by `jsonResumeSchema`. */
export type JsonResumeRead = z.output<typeof jsonResumeSchema>;

export * from './json-resume-mapping';
