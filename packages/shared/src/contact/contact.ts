import { z } from 'zod';
import { safeLine, safeText } from '../core/text';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-limits';

export { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_RATE_LIMIT } from './contact-limits';

// `error` also covers a missing or non-string value, so an API client sees the form's words.
const requiredLine = (required: string, max: number, tooLong: string) =>
  safeLine({ error: required }).min(1, required).max(max, tooLong);
const optionalLine = (max: number, tooLong: string) =>
  safeLine({ error: tooLong }).max(max, tooLong).default('');

/** The landing page's contact message: the form validates with it, and so does POST /api/contact. */
export const contactMessageSchema = z
  .object({
    fullName: requiredLine(
      CONTACT_MESSAGES.fullNameRequired,
      CONTACT_LIMITS.fullName,
      CONTACT_MESSAGES.fullNameTooLong,
    ),
    email: safeLine({ error: CONTACT_MESSAGES.emailRequired })
      .min(1, CONTACT_MESSAGES.emailRequired)
      .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)
      .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
    branch: optionalLine(CONTACT_LIMITS.branch, CONTACT_MESSAGES.branchTooLong),
    yearsOfService: optionalLine(CONTACT_LIMITS.yearsOfService, CONTACT_MESSAGES.yearsOfServiceTooLong),
    message: safeText({ error: CONTACT_MESSAGES.messageRequired })
      .min(1, CONTACT_MESSAGES.messageRequired)
      .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
  })
  .meta({ id: 'ContactMessage' });

/** What the form holds (all strings, branch and years possibly blank or missing). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What was validated: trimmed, blanks as ''. */
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;

/** The answer to a stored message. */
export const contactReceiptSchema = z
  .object({ id: z.uuid(), receivedAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

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
