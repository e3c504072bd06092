import { createHash } from 'node:crypto';
import { normalizeEmail } from '@waypoint/shared';

/**
 * How an e-mail address is kept where the address itself must not be: the SHA-256 (hex) of its normalised form
 * (trimmed, lower-cased, as every form and the server normalise it). The throttle's per-account counters are
 * keyed by it, and the audit log records it for addresses typed into the e-mail field (which sometimes hold a
 * password). Anyone can hash a known address and find its rows; nobody can read an address out of one.
 */
export function emailFingerprint(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}
