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
  | 'auth.password_confirmation_failed'
  | 'auth.account_deleted'
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

// One helper for the log and the throttle (lib/email-fingerprint.ts); the audit trail's data-rights part finds a
// person's entries by it too.
export { emailFingerprint } from '../../lib/email-fingerprint';
