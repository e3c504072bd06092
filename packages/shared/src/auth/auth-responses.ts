import { z } from 'zod';

/**
 * The auth routes' answers that carry no user: what the web reads its response types from, and what the API
 * serves (POST /api/auth/reset-password, /auth/send-verification-email, /auth/request-password-reset,
 * /auth/sign-out).
 */

/** POST /api/auth/reset-password and /auth/send-verification-email: done. */
export const authStatusSchema = z.object({ status: z.literal(true) }).meta({ id: 'AuthStatus' });
export type AuthStatus = z.infer<typeof authStatusSchema>;

/** POST /api/auth/request-password-reset: done, with the same words whether or not the address has an account. */
export const authStatusMessageSchema = authStatusSchema
  .extend({ message: z.string() })
  .meta({ id: 'AuthStatusMessage' });
export type AuthStatusMessage = z.infer<typeof authStatusMessageSchema>;

/** POST /api/auth/sign-out: the bearer token's session is over. */
export const signOutResultSchema = z.object({ success: z.literal(true) }).meta({ id: 'SignOutResult' });
export type SignOutResult = z.infer<typeof signOutResultSchema>;

/**
 * GET /api/auth/reset-password/status: whether the token of a reset link can still set a password (not used, not
 * expired). Asking does not use the link up; the reset page asks when it opens.
 */
export const resetLinkStatusSchema = z.object({ usable: z.boolean() }).meta({ id: 'ResetLinkStatus' });
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;
