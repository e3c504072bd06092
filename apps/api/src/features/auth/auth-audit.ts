import { createHash } from 'node:crypto';
import type { AuditEvent } from '../../lib/audit';

export type AuthAuditAction =
  | 'auth.sign_up'
  | 'auth.sign_up_existing_address'
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'auth.sign_out'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'auth.password_changed'
  | 'auth.email_verified'
  | 'auth.role_changed';

/** An audit event of this feature; `subject` is the account concerned, when one exists. */
export interface AuthAuditEvent extends AuditEvent {
  action: AuthAuditAction;
}

/** The app's audit log (lib/audit.ts) as auth writes to it: only auth's own actions. */
export interface AuthAudit {
  record(event: AuthAuditEvent): Promise<void>;
}

/**
 * How an address someone typed is kept in the log: the SHA-256 of its normalised form. An investigator can
 * hash a known address and find every attempt on it, but the log never stores what was typed into the e-mail
 * field, which is sometimes a password.
 */
export function emailFingerprint(normalizedEmail: string): string {
  return createHash('sha256').update(normalizedEmail).digest('hex');
}
