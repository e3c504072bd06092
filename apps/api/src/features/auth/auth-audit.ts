import { createHash } from 'node:crypto';
import type { AppDatabase } from '../../db/database';
import { auditLog } from '../../db/schema';

export type AuthAuditAction =
  | 'auth.sign_up'
  | 'auth.sign_in'
  | 'auth.sign_in_failed'
  | 'auth.sign_out'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'auth.password_changed'
  | 'auth.email_verified'
  | 'auth.role_changed';

export interface AuthAuditEvent {
  action: AuthAuditAction;
  /** Who did it: the signed-in user, or null (anonymous request, the command line). */
  actorUserId?: string | null;
  /** The account concerned, when one exists. */
  subject?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAuthEvent(db: AppDatabase, event: AuthAuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    action: event.action,
    actorUserId: event.actorUserId ?? null,
    subject: event.subject ?? null,
    ip: event.ip ?? null,
    details: event.details ?? null,
  });
}

/**
 * How an address someone typed is kept in the log: the SHA-256 of its normalised form. An investigator can
 * hash a known address and find every attempt on it, but the log never stores what was typed into the e-mail
 * field, which is sometimes a password.
 */
export function emailFingerprint(normalizedEmail: string): string {
  return createHash('sha256').update(normalizedEmail).digest('hex');
}
