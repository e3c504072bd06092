import { createHash } from 'node:crypto';

/**
 * How a session's bearer token is kept at rest: its SHA-256, base64url (decision 036). The token is ~190 random
 * bits, so the hash needs no key or stretching to be irreversible, and a copy of `sessions` signs nobody in. Every
 * look-up hashes the presented token first (lib/sessions, and better-auth through `hashed-session-tokens.ts`);
 * migration 0021 hashed the tokens stored before, with PostgreSQL's own sha256(), which gives the same text.
 */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
