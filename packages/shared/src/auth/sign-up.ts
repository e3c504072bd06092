import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../core/person-name';
import { isPossibleE164Phone, normalizePhone } from '../core/phone';
import { safeLine } from '../core/text';
import { AUTH_MESSAGES, email, newPasswordProblem, newPasswordSchema, requiredText, sitePath } from './auth';

// Its own file: libphonenumber-js (about 29 KB gzipped) comes only with sign-up, so the sign-in and reset pages,
// which use auth.ts, do not download it (decision 031).

/** E.164, as phones are stored: ten digits are a U.S. number (core/phone.ts). */
const phoneNumber = safeLine({ error: AUTH_MESSAGES.phoneInvalid })
  .transform(normalizePhone)
  .refine(isPossibleE164Phone, { error: AUTH_MESSAGES.phoneInvalid });

/** POST /api/auth/sign-up/email: the account and the spec's sign-up metadata. */
export const signUpRequestSchema = z
  .object({
    email: email(AUTH_MESSAGES.emailInvalid),
    password: newPasswordSchema,
    firstName: requiredText(AUTH_MESSAGES.firstNameRequired, NAME_MAX_LENGTH, AUTH_MESSAGES.firstNameTooLong),
    lastName: requiredText(AUTH_MESSAGES.lastNameRequired, NAME_MAX_LENGTH, AUTH_MESSAGES.lastNameTooLong),
    phoneNumber: phoneNumber.optional(),
    /** Display name; defaults to "firstName lastName". */
    name: safeLine().max(200).optional(),
    /** Where the verification link leads after it worked; defaults to /signin?verified=1. */
    callbackURL: sitePath.optional(),
  })
  // The password against the account it is for; runs once every field passed its own rules.
  .check((ctx) => {
    const problem = newPasswordProblem(ctx.value.password, ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, path: ['password'] });
  });
/** What the client sends. */
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
/** What the server works with after validation (normalised). */
export type SignUpRequestData = z.output<typeof signUpRequestSchema>;
