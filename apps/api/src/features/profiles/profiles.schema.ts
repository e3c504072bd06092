import type { Branch, DischargeStatus, JobAlertFrequency } from '@waypoint/shared';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/** One profile per account; the account's id is the owner every rule checks against. */
export const veteranProfiles = pgTable('veteran_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Unique: the constraint, not a read-then-insert, is what keeps a double-submitted registration to one row.
  // Cascade: closing the account removes the service record with it.
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  // A copy of the account's address at creation; the profile form shows it read-only.
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  branch: text('branch').$type<Branch>().notNull(),
  rank: text('rank').notNull(),
  mosCode: text('mos_code').notNull(),
  dischargeStatus: text('discharge_status').$type<DischargeStatus>().notNull(),
  serviceStartDate: timestamp('service_start_date', { withTimezone: true }).notNull(),
  serviceEndDate: timestamp('service_end_date', { withTimezone: true }),
  careerInterests: jsonb('career_interests').$type<string[]>().notNull().default([]),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
  education: text('education'),
  preferredLocation: text('preferred_location').notNull().default(''),
  willingToRelocate: boolean('willing_to_relocate').notNull().default(false),
  jobAlertFrequency: text('job_alert_frequency').$type<JobAlertFrequency>().notNull().default('WEEKLY'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type VeteranProfileRow = typeof veteranProfiles.$inferSelect;
export type NewVeteranProfileRow = typeof veteranProfiles.$inferInsert;
