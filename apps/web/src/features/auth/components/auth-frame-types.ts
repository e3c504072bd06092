/** The auth frame's four types and their texts (spec: "Authentication page frame"). */
export const AUTH_FRAME_TEXTS = {
  login: { title: 'Sign In', subtitle: 'Sign in to your account to continue' },
  signup: { title: 'Create Account', subtitle: 'Create a new account to get started' },
  'reset-password': { title: 'Reset Password', subtitle: 'Enter your email to reset your password' },
  'verify-email': { title: 'Verify Email', subtitle: 'Enter the verification code sent to your email' },
} as const;

export type AuthFrameType = keyof typeof AUTH_FRAME_TEXTS;

/**
 * The frame's "optional background image under a dark overlay": a drawn compass-rose glow in CSS instead of a
 * photo (nothing to download), under the navy overlay that keeps the white header and footer text at AA.
 */
export const DEFAULT_BACKGROUND =
  'radial-gradient(circle at 15% 20%, rgba(0, 104, 125, 0.9) 0, transparent 45%), ' +
  'radial-gradient(circle at 85% 80%, rgba(0, 94, 162, 0.9) 0, transparent 50%), ' +
  'repeating-linear-gradient(45deg, #1a4480 0 2px, #162e51 2px 24px)';

export const DARK_OVERLAY = 'linear-gradient(rgba(17, 33, 58, 0.88), rgba(17, 33, 58, 0.94))';
