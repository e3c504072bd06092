import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { auditLog } from '../db/schema';
import type { DataRightsPart, DataSubject } from './data-rights/data-rights';
import { emailFingerprint } from './email-fingerprint';

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

/** One entry as the audit log's reader answers it: what happened, when, from where. */
export interface AuditEntry {
  action: string;
  occurredAt: Date;
  ip: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditReader {
  /** The newest `limit` entries whose subject is `subject` (a record's id), newest first. */
  entriesAbout(subject: string, limit: number): Promise<AuditEntry[]>;
}

/** The audit log's reader: features read the trail through here, never the table (a document's history). */
export function createAuditReader(db: AppDatabase): AuditReader {
  return {
    entriesAbout(subject, limit) {
      return db
        .select({
          action: auditLog.action,
          occurredAt: auditLog.occurredAt,
          ip: auditLog.ip,
          details: auditLog.details,
        })
        .from(auditLog)
        .where(eq(auditLog.subject, subject))
        .orderBy(desc(auditLog.occurredAt))
        .limit(limit);
    },
  };
}

/**
 * The entries about a person: they acted, they were the subject, or their address was typed. An address someone
 * typed is kept in the log as `details.emailFingerprint` (lib/email-fingerprint.ts), never as typed: what goes
 * into the e-mail field is sometimes a password.
 */
function aboutSubject(subject: DataSubject) {
  return or(
    eq(auditLog.actorUserId, subject.id),
    eq(auditLog.subject, subject.id),
    sql`${auditLog.details} ->> 'emailFingerprint' = ${emailFingerprint(subject.email)}`,
  );
}

/**
 * The audit trail's data-rights part (decision 017): the entries about the person are exported with their IP
 * addresses and details; on deletion they stay, as security records, without the IP and details (the actor and
 * subject ids then name an account that no longer exists).
 */
export const auditDataRights: DataRightsPart = {
  name: 'audit.entries',
  description:
    'The IP addresses and details in the security log of your sign-ins and changes (the entries stay, without them)',
  async export(subject, tx) {
    const rows = await tx
      .select()
      .from(auditLog)
      .where(aboutSubject(subject))
      .orderBy(asc(auditLog.occurredAt));
    return rows.map(({ occurredAt, action, ip, details }) => ({
      occurredAt: occurredAt.toISOString(),
      action,
      ip,
      details,
    }));
  },
  async erase(subject, tx) {
    await tx.update(auditLog).set({ ip: null, details: null }).where(aboutSubject(subject));
  },
};
