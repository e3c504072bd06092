/**
 * Limits and messages of the landing page's contact form, apart from the zod schema (`./contact`) so the
 * form can read them without loading zod up front (the web app loads the schema on first submit).
 */
export const CONTACT_LIMITS = {
  fullName: 100,
  email: 254,
  branch: 60,
  yearsOfService: 40,
  message: 2000,
} as const;

export const CONTACT_MESSAGES = {
  fullNameRequired: 'Enter your full name',
  fullNameTooLong: `Full name must be ${CONTACT_LIMITS.fullName} characters or fewer`,
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter a valid email address',
  branchTooLong: `Branch of service must be ${CONTACT_LIMITS.branch} characters or fewer`,
  yearsOfServiceTooLong: `Years of service must be ${CONTACT_LIMITS.yearsOfService} characters or fewer`,
  messageRequired: 'Enter a message',
  messageTooLong: `Message must be ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters or fewer`,
  rateLimited: 'Too many messages from this address. Please try again later.',
} as const;

/** POST /api/contact accepts this many messages per client address per window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;
