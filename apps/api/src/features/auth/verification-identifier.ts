import { createHash } from 'node:crypto';

/** better-auth's identifier of a reset link's row: this prefix, then the token. */
export const RESET_PREFIX = 'reset-password:';

/**
 * How better-auth stores a verification identifier (`verification.storeIdentifier` in better-auth.ts): the
 * purpose in clear, the rest only as a SHA-256 hash (`reset-password:<hash>`). A copy of the table is no reset
 * link, and an account's reset rows can still be told from other verifications (decision 016).
 */
export function storedVerificationIdentifier(identifier: string): string {
  const purpose = identifier.slice(0, identifier.indexOf(':') + 1);
  return `${purpose}${createHash('sha256').update(identifier).digest('base64url')}`;
}
