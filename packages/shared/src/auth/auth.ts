import { z } from 'zod';
import { safeLine } from '../core/text';
import { passwordProblem, type PasswordContext } from './password-rules';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages';

export { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages';
export { isRepetitive, PRODUCT_NAME, type PasswordContext, type PasswordProblem } from './password-rules';

/** Roles stored on the server; the UI only reflects them (decision 013 §8). */
export const USER_ROLES = ['veteran', 'mentor', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** 429 answers: the wait is rounded up to whole minutes. */
export const tooManySignInAttemptsMessage = (minutes: number) =>
  `Too many sign-in attempts. Try again in ${plural(minutes, 'minute')}.`;
export const tooManyRequestsMessage = (minutes: number) =>
  `Too many requests. Try again in ${plural(minutes, 'minute')}.`;

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The spec trims and lower-cases addresses before sending; the server does the same. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The spec's "simple address pattern". */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

/** An e-mail address field (for this folder's schemas). */
export const email = (message: string) =>
  safeLine({ error: message })
    .transform(normalizeEmail)
    .pipe(
      z
        .string()
        .max(EMAIL_MAX_LENGTH, { error: message })
        .regex(SIMPLE_EMAIL, { error: message, abort: true })
        // The same check better-auth applies, so an address passing here is never refused there.
        .pipe(z.email({ error: message })),
    );

/** A required one-line text field (for this folder's schemas); `tooLong` says the limit when it is passed. */
export const requiredText = (message: string, max = 100, tooLong = message) =>
  safeLine({ error: message }).min(1, { error: message }).max(max, { error: tooLong });

/**
 * Why a new password is refused, in the words of `AUTH_MESSAGES`, or undefined. Length first, then repetition,
 * the product's name and, with what is known of the account, its name and e-mail address (password-rules.ts).
 * The breached-password check runs on the server, which holds the list (`AUTH_MESSAGES.passwordBreached`).
 */
export function newPasswordProblem(password: string, context: PasswordContext = {}): string | undefined {
  if (!password) return AUTH_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  const problem = passwordProblem(password, context);
  return problem && AUTH_MESSAGES[problem];
}

/**
 * A new password: length, no composition rules (ASVS 2.1), nothing trivially repetitive, not the product's name;
 * the rules that need the account (its name and address) run where it is known: sign-up's schema, the reset
 * and change on the server. Kept as typed: no trimming, but no control characters either.
 */
export const newPasswordSchema = safeLine({ error: AUTH_MESSAGES.passwordRequired, trim: false })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong })
  .check((ctx) => {
    // A length problem is already reported; one message per field.
    const length = ctx.value.length;
    if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return;
    const problem = passwordProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: AUTH_MESSAGES[problem], input: ctx.value });
  });

/** A path on this site (`/signin?verified=1`), never another origin: links must not redirect elsewhere. */
export const sitePath = safeLine()
  .max(200)
  .regex(/^\/(?![/\\])[^\s]*$/, { error: 'Expected a path on this site, starting with one slash.' });

/**
 * POST /api/auth/sign-in/email. One message for the whole form, as the spec shows it (an issue about the body,
 * not a field). The password is not held to the new-password rules: any wrong password gets the generic answer.
 */
export const signInRequestSchema = z
  .object({
    email: safeLine().max(EMAIL_MAX_LENGTH).default('').transform(normalizeEmail),
    password: safeLine({ trim: false }).max(1024).default(''),
  })
  .refine((form) => form.email !== '' && form.password !== '', { error: AUTH_MESSAGES.signInFieldsRequired });
/** What the client sends. */
export type SignInRequest = z.input<typeof signInRequestSchema>;
/** What the server works with after validation (normalised). */
export type SignInRequestData = z.output<typeof signInRequestSchema>;

/** POST /api/auth/request-password-reset */
export const passwordResetRequestSchema = z.object({
  email: email(AUTH_MESSAGES.resetEmailInvalid),
  /** Accepted for the spec's call shape; the e-mailed link always leads to /reset-password/complete. */
  redirectTo: sitePath.optional(),
});
/** What the client sends. */
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
/** What the server works with after validation (normalised). */
export type PasswordResetRequestData = z.output<typeof passwordResetRequestSchema>;

/** POST /api/auth/reset-password */
export const passwordResetSchema = z.object({
  token: safeLine({ error: AUTH_MESSAGES.resetLinkInvalid })
    .min(1, { error: AUTH_MESSAGES.resetLinkInvalid })
    .max(200),
  newPassword: newPasswordSchema,
});
/** What the client sends. */
export type PasswordReset = z.input<typeof passwordResetSchema>;
/** What the server works with after validation (normalised). */
export type PasswordResetData = z.output<typeof passwordResetSchema>;

/** POST /api/auth/change-password (signed in). */
export const passwordChangeSchema = z.object({
  currentPassword: safeLine({ trim: false }).min(1, { error: AUTH_MESSAGES.passwordRequired }).max(1024),
  newPassword: newPasswordSchema,
  /** Sign out every other device as well; defaults to true. */
  revokeOtherSessions: z.boolean().optional(),
});
/** What the client sends. */
export type PasswordChange = z.input<typeof passwordChangeSchema>;
/** What the server works with after validation (normalised). */
export type PasswordChangeData = z.output<typeof passwordChangeSchema>;

/** POST /api/auth/send-verification-email: a new link for an unverified address. */
export const verificationEmailRequestSchema = z.object({
  email: email(AUTH_MESSAGES.emailInvalid),
  callbackURL: sitePath.optional(),
});
export type VerificationEmailRequest = z.input<typeof verificationEmailRequestSchema>;
export type VerificationEmailRequestData = z.output<typeof verificationEmailRequestSchema>;

/**
 * The web forms' password + confirmation pair (registration, /reset-password/complete), with the spec's
 * messages; only `password` is sent.
 */
export const passwordWithConfirmationSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: safeLine({ error: AUTH_MESSAGES.confirmPasswordRequired, trim: false }).min(1, {
      error: AUTH_MESSAGES.confirmPasswordRequired,
    }),
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: AUTH_MESSAGES.passwordsMustMatch,
    when: () => true,
  });

/** The signed-in user as the API answers it (GET /api/me, sign-in, sign-up). */
export const authUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string().nullable(),
    role: z.enum(USER_ROLES),
    emailVerified: z.boolean(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof authUserSchema>;

/** Sign-in and sign-up answers. `token: null` after sign-up means "verify your e-mail first". */
export const authSessionSchema = z
  .object({
    token: z.string().nullable(),
    user: authUserSchema,
  })
  .meta({ id: 'AuthSession' });
export type AuthSession = z.infer<typeof authSessionSchema>;

/** The localStorage key the spec keeps the bearer token under. */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
