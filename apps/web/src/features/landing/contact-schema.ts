import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-limits';

/**
 * The landing page's contact message. Meant to live in packages/shared so POST /api/contact validates with
 * the same rules and messages; kept here until it moves.
 */
export { CONTACT_LIMITS, CONTACT_MESSAGES };

export const contactMessageSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.fullNameRequired)
    .max(CONTACT_LIMITS.fullName, CONTACT_MESSAGES.fullNameTooLong),
  email: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  branch: z.string().trim().max(CONTACT_LIMITS.branch, CONTACT_MESSAGES.branchTooLong).default(''),
  yearsOfService: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.yearsOfService, CONTACT_MESSAGES.yearsOfServiceTooLong)
    .default(''),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
});

/** What the form holds (all strings, possibly blank). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What is sent to POST /api/contact (trimmed). */
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;

export type ContactValidation =
  { ok: true; data: ContactMessage } | { ok: false; fieldErrors: Partial<Record<ContactField, string>> };

/** Validates the form; on failure gives the first message of each invalid field. */
export function validateContactMessage(input: ContactMessageInput): ContactValidation {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}
