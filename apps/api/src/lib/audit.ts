import type { AppDatabase } from '../db/database';
import { auditLog } from '../db/schema';

/** One row of `audit_log`. Actions are `<feature>.<event>` in snake case (`auth.sign_in`, `veteran_profile.deleted`). */
export interface AuditEvent {
  action: string;
  /** Who did it: the signed-in user, or null (anonymous request, the command line). */
  actorUserId?: string | null;
  /** What it concerned: an account's or a record's id, when one exists. */
  subject?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditLog {
  record(event: AuditEvent): Promise<void>;
}

/**
 * The one writer of the append-only audit trail, for every feature. Built on the app's database, or on a
 * transaction handle so the event commits (or rolls back) with the change it records:
 * `transaction(async (tx) => { …; await createAuditLog(tx).record(event) })`.
 */
export function createAuditLog(db: AppDatabase): AuditLog {
  return {
    async record(event) {
      await db.insert(auditLog).values({
        action: event.action,
        actorUserId: event.actorUserId ?? null,
        subject: event.subject ?? null,
        ip: event.ip ?? null,
        details: event.details ?? null,
      });
    },
  };
}
