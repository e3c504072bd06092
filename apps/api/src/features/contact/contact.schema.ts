import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the landing page's contact form; kept even when e-mailing them to support fails. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  branch: text('branch'),
  yearsOfService: text('years_of_service'),
  message: text('message').notNull(),
  // The sender's address as the server saw it, for abuse handling alongside the rate limit.
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
