import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CatalogueBranch, Demand, DemandBasis, OccupationKind } from '@waypoint/shared';

/** Where a row came from: the curated catalogue shipped with Waypoint, or `npm run catalogue:import`. */
export type CatalogueSource = 'catalogue' | 'import';

/**
 * Military occupations by service. Unique per (branch, kind, code), not (branch, code): the VA list reuses a code
 * across personnel categories for different jobs (Army 35G enlisted is Imagery Analyst, officer is SIGINT/EW).
 */
export const militaryOccupations = pgTable(
  'military_occupations',
  {
    id: serial('id').primaryKey(),
    branch: text('branch').$type<CatalogueBranch>().notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<OccupationKind>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('Active'),
    source: text('source').$type<CatalogueSource>().notNull(),
    // Bumped on every change, so a server can tell its suggestion index is stale (see decision 008).
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // (branch, code) first: lookups by what a person typed use the index before the kind is known.
    unique('military_occupations_branch_code_kind_key').on(table.branch, table.code, table.kind),
    check('military_occupations_kind_check', sql`${table.kind} in ('enlisted', 'warrant', 'officer')`),
    check('military_occupations_source_check', sql`${table.source} in ('catalogue', 'import')`),
  ],
);

/** Civilian occupations by O*NET-SOC 2018 code, with a national wage range and what to do next. */
export const civilianOccupations = pgTable(
  'civilian_occupations',
  {
    soc: text('soc').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Annual 25th and 75th percentiles in whole dollars; null where BLS publishes a marker instead. */
    salaryLow: integer('salary_low'),
    salaryHigh: integer('salary_high'),
    /** BLS's marker for a percentile it gives no number for: '#' above the top-coded wage, '*' not published. */
    salaryLowMarker: text('salary_low_marker').$type<'#' | '*'>(),
    salaryHighMarker: text('salary_high_marker').$type<'#' | '*'>(),
    demand: text('demand').$type<Demand>().notNull(),
    /** Why: O*NET Bright Outlook, BLS projections or neither (catalogue/sources.md). */
    demandBasis: text('demand_basis').$type<DemandBasis>().notNull().default('neither'),
    nextSteps: jsonb('next_steps').$type<string[]>().notNull(),
    /** The wage release the range comes from, as named in catalogue/sources.md. */
    salarySource: text('salary_source').notNull(),
  },
  (table) => [
    check('civilian_occupations_demand_check', sql`${table.demand} in ('High', 'Medium')`),
    check(
      'civilian_occupations_demand_basis_check',
      sql`${table.demandBasis} in ('onet-bright-outlook', 'bls-projections', 'neither')`,
    ),
    check(
      'civilian_occupations_salary_check',
      sql`(${table.salaryLow} is null) <> (${table.salaryLowMarker} is null) and (${table.salaryHigh} is null) <> (${table.salaryHighMarker} is null) and (${table.salaryLow} is null or ${table.salaryHigh} is null or ${table.salaryLow} <= ${table.salaryHigh})`,
    ),
  ],
);

export const occupationMatches = pgTable(
  'occupation_matches',
  {
    militaryOccupationId: integer('military_occupation_id')
      .notNull()
      .references(() => militaryOccupations.id, { onDelete: 'cascade' }),
    soc: text('soc')
      .notNull()
      .references(() => civilianOccupations.soc, { onDelete: 'cascade' }),
    strength: doublePrecision('strength').notNull(),
    source: text('source').$type<CatalogueSource>().notNull(),
    /** Why the code leads to the occupation (catalogue/sources.md); null for the curated duties review. */
    basis: text('basis'),
    /**
     * Unused: every career path shows its BLS figure (design decision 22). Nothing reads or writes it; a later
     * migration can drop it.
     */
    specExampleSalary: boolean('spec_example_salary').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.militaryOccupationId, table.soc] }),
    check('occupation_matches_strength_check', sql`${table.strength} > 0 and ${table.strength} <= 1`),
  ],
);

/** Advice for one military code, shown with its career paths. */
export const occupationNextSteps = pgTable(
  'occupation_next_steps',
  {
    militaryOccupationId: integer('military_occupation_id')
      .notNull()
      .references(() => militaryOccupations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    step: text('step').notNull(),
  },
  (table) => [primaryKey({ columns: [table.militaryOccupationId, table.position] })],
);

/**
 * OPM federal job series open to a military code (XWALK); `codePattern` is the code as the VA writes it, X being
 * part of the code (1N0X1), not a wildcard.
 */
export const federalJobSeries = pgTable(
  'federal_job_series',
  {
    id: serial('id').primaryKey(),
    branch: text('branch').$type<CatalogueBranch>().notNull(),
    kind: text('kind').$type<OccupationKind>().notNull(),
    codePattern: text('code_pattern').notNull(),
    series: text('series').notNull(),
    title: text('title').notNull(),
  },
  (table) => [unique('federal_job_series_key').on(table.branch, table.kind, table.codePattern, table.series)],
);

/**
 * Which version of a catalogue a database holds, by content hash: at start the server compares the built-in
 * catalogue's hash with the stored one and refreshes the built-in rows only when they differ.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  name: text('name').primaryKey(),
  contentHash: text('content_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
