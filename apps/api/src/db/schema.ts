import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Security-relevant events (sign-ins, role changes, document downloads and shares), append-only. */
export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  actorUserId: text('actor_user_id'),
  action: text('action').notNull(),
  subject: text('subject'),
  ip: text('ip'),
  details: jsonb('details').$type<Record<string, unknown>>(),
});
export * from './mail-outbox.schema';
export * from '../features/contact/contact.schema';
export * from '../features/careers/careers.schema';
export * from './auth.schema';
export * from './live-streams.schema';
export * from '../features/profiles/profiles.schema';
export * from '../features/notifications/notifications.schema';
export * from '../features/wellness/wellness.schema';
export * from '../features/benefits/benefits.schema';
export * from '../features/interview/interview.schema';
export * from '../features/documents/documents.schema';
export * from '../features/resume/resume.schema';
export * from '../features/community/community.schema';
export * from '../features/mentorship/mentorship.schema';
export * from '../features/jobs/jobs.schema';
export * from '../features/dashboard/dashboard.schema';
export * from '../features/plan/plan.schema';
