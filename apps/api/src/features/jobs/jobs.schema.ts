import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
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
import type { AlertSearch, EmploymentType, JobSource, PayInterval, SavedJobStatus } from '@waypoint/shared';
import { users } from '../../db/auth.schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Job postings from every feed, one row per (source, external id), so re-importing updates instead of
 * duplicating. `search` is the weighted document full-text search ranks: A the title, B the tags and the titles of
 * the posting's federal series and SOC occupations, C the description and the employer, D every place. Acronyms
 * (IT, HR, EMT) are kept beside the English words, since the English configuration drops some of them as stop
 * words. `title_search` holds the title's own words, unstemmed, so "medic" ranks "Combat Medic" above "Medical
 * Clerk". Places match by trigrams (pg_trgm) and by state, on PGlite and PostgreSQL alike (decisions 026, 040).
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<JobSource>().notNull(),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    /** As shown: the first place and how many more ("Quantico, VA and 1 more"). */
    location: text('location').notNull(),
    /** Every place the posting names, "City, ST" where the state is known. */
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The postal codes of the states among `locations`. */
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Every place with its state's name and code (and "Remote"), for the location box and the query. */
    placeText: text('place_text').notNull().default(''),
    description: text('description').notNull(),
    applyUrl: text('apply_url').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryText: text('salary_text'),
    /** The amounts as posted, per `pay_interval` (an hourly posting keeps its hourly rate). */
    payMin: doublePrecision('pay_min'),
    payMax: doublePrecision('pay_max'),
    payInterval: text('pay_interval').$type<PayInterval>(),
    /** Federal pay plan and numeric grade range (GS 9 to 11), when the feed gives them. */
    payPlan: text('pay_plan'),
    gradeLow: integer('grade_low'),
    gradeHigh: integer('grade_high'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Tags as words, for the search document (a generated column cannot read jsonb arrays immutably). */
    keywords: text('keywords').notNull().default(''),
    /** The titles of the posting's federal series and SOC codes ("Information Technology Management"). */
    occupationTitles: text('occupation_titles').notNull().default(''),
    /** Acronyms of the title and of the description, lower-cased, for the search document's simple part. */
    titleTerms: text('title_terms').notNull().default(''),
    descriptionTerms: text('description_terms').notNull().default(''),
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
    /** The feed the posting came from ("usajobs", a feed's address, a file's name), to close what leaves it. */
    feed: text('feed').notNull().default(''),
    /** The last import that listed the posting. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When Waypoint first saw the posting: alerts list postings first seen since the last alert. */
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          // A slash joins words into one "file" token ("Firefighter/EMT"): it becomes a space first.
          sql`setweight(to_tsvector('english', translate(${jobPostings.title}, '/', ' ')) || to_tsvector('simple', ${jobPostings.titleTerms}), 'A') || setweight(to_tsvector('english', translate(${jobPostings.keywords} || ' ' || ${jobPostings.occupationTitles}, '/', ' ')), 'B') || setweight(to_tsvector('english', translate(${jobPostings.description} || ' ' || ${jobPostings.company}, '/', ' ')) || to_tsvector('simple', ${jobPostings.descriptionTerms}), 'C') || setweight(to_tsvector('english', ${jobPostings.placeText}), 'D')`,
      ),
    /** `search` without the description and employer (C): what the title and strong tiers read, smaller to test. */
    strongSearch: tsvector('strong_search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', translate(${jobPostings.title}, '/', ' ')) || to_tsvector('simple', ${jobPostings.titleTerms}), 'A') || setweight(to_tsvector('english', translate(${jobPostings.keywords} || ' ' || ${jobPostings.occupationTitles}, '/', ' ')), 'B') || setweight(to_tsvector('english', ${jobPostings.placeText}), 'D')`,
      ),
    titleSearch: tsvector('title_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple', translate(${jobPostings.title}, '/', ' '))`),
  },
  (table) => [
    unique('job_postings_source_external_key').on(table.source, table.externalId),
    index('job_postings_search_idx').using('gin', table.search),
    index('job_postings_place_trgm_idx').using('gin', sql`${table.placeText} gin_trgm_ops`),
    index('job_postings_states_idx').using('gin', table.states),
    index('job_postings_series_idx').using('gin', table.federalSeries),
    index('job_postings_soc_idx').using('gin', table.socCodes),
    index('job_postings_first_seen_idx').on(table.firstSeenAt),
    index('job_postings_feed_idx').on(table.feed),
  ],
);

export type JobPostingRow = typeof jobPostings.$inferSelect;
export type NewJobPostingRow = typeof jobPostings.$inferInsert;

/** A user's saved jobs with their note and where they are with it; the posting stays saved after it closes. */
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
    status: text('status').$type<SavedJobStatus>().notNull().default('saved'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
