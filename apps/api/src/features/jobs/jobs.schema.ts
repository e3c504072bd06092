import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AlertSearch, EmploymentType, JobSource } from '@waypoint/shared';
import { users } from '../../db/auth.schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Job postings from every feed, one row per (source, external id), so re-importing updates instead of
 * duplicating. `search` is the weighted document full-text search ranks (title over company and tags over
 * description); locations match by trigrams (pg_trgm), on PGlite and PostgreSQL alike.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<JobSource>().notNull(),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    applyUrl: text('apply_url').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryText: text('salary_text'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Tags as words, for the search document (a generated column cannot read jsonb arrays immutably). */
    keywords: text('keywords').notNull().default(''),
    remote: boolean('remote').notNull().default(false),
    employmentType: text('employment_type').$type<EmploymentType>(),
    federalSeries: text('federal_series')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    socCodes: text('soc_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    veteransPreference: boolean('veterans_preference').notNull().default(false),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** Set when a feed marks the posting closed; closed postings leave search. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When Waypoint first saw the posting: alerts list postings first seen since the last alert. */
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', coalesce(${jobPostings.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${jobPostings.company}, '') || ' ' || coalesce(${jobPostings.keywords}, '')), 'B') || setweight(to_tsvector('english', coalesce(${jobPostings.description}, '')), 'C')`,
      ),
  },
  (table) => [
    unique('job_postings_source_external_key').on(table.source, table.externalId),
    index('job_postings_search_idx').using('gin', table.search),
    index('job_postings_location_trgm_idx').using('gin', sql`${table.location} gin_trgm_ops`),
    index('job_postings_series_idx').using('gin', table.federalSeries),
    index('job_postings_soc_idx').using('gin', table.socCodes),
    index('job_postings_first_seen_idx').on(table.firstSeenAt),
  ],
);

export type JobPostingRow = typeof jobPostings.$inferSelect;
export type NewJobPostingRow = typeof jobPostings.$inferInsert;

/** A user's saved jobs with their note; the posting stays saved after it closes. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] })],
);

/** The search a user's job alerts run, and when the last alert went out. */
export const jobAlertSearches = pgTable('job_alert_searches', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  search: jsonb('search').$type<AlertSearch>().notNull(),
  /** Postings first seen after this are new to the next alert. */
  sinceAt: timestamp('since_at', { withTimezone: true }).notNull().defaultNow(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
