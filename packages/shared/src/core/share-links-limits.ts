/**
 * What every share link holds to, whatever it shares (a vault document, the plan): an e-mailed link whose token
 * only the recipient holds, valid 1 to 30 days, revocable, its opens counted (decision 028).
 */
export const SHARE_LINK_LIMITS = {
  daysMin: 1,
  daysMax: 30,
  daysDefault: 7,
  /** The longest e-mail address SMTP carries. */
  emailMaxLength: 254,
} as const;

export const SHARE_LINK_MESSAGES = {
  emailRequired: 'Enter the recipient’s e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  daysRange: `Choose between ${SHARE_LINK_LIMITS.daysMin} and ${SHARE_LINK_LIMITS.daysMax} days.`,
  shareNotFound: 'We could not find that share.',
  /** What the routes that make and open links answer when asked too often. */
  rateLimited: 'Too many requests. Please wait a minute and try again.',
} as const;
