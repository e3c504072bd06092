import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { signalInstances } from '../../lib/live/live-hub';
import {
  catalogueVersions,
  civilianOccupations,
  federalJobSeries,
  militaryOccupations,
  occupationMatches,
  type occupationNextSteps,
} from './careers.schema';

/** Signalled (on commit) by every catalogue write: each instance rebuilds its suggestion index. */
export const CATALOGUE_CHANGED_SIGNAL = 'careers.catalogue-changed';

// Arbitrary but fixed, next to the migration lock's: every writer of the catalogue contends for it.
const CATALOGUE_LOCK_KEY = 720_417_002;

export type NewMilitaryOccupation = typeof militaryOccupations.$inferInsert;
export type NewCivilianOccupation = typeof civilianOccupations.$inferInsert;
export type NewOccupationMatch = typeof occupationMatches.$inferInsert;
export type NewNextStep = typeof occupationNextSteps.$inferInsert;
export type NewFederalSeries = typeof federalJobSeries.$inferInsert;

/**
 * Rows travel as ONE jsonb parameter expanded by jsonb_to_recordset: on PGlite that is 10–15 times faster than
 * thousands of bound parameters (the default catalogue loads in tens of milliseconds instead of about a second),
 * and no statement nears PostgreSQL's limit of 65,535 parameters.
 */
const recordset = (rows: readonly object[], columns: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(columns)})`;

/**
 * The catalogue's writers, for the first-start load and the importer. Built on a transaction handle: every
 * write of one load or import happens in one transaction, under the catalogue lock.
 */
export function createCatalogueStoreRepository(tx: AppDatabase) {
  return {
    /**
     * Serializes catalogue writers (first-start load, imports, several instances starting at once) until commit,
     * and tells every instance to rebuild its suggestion index once the write commits (nothing on a rollback).
     */
    async lockCatalogue(): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`);
      await signalInstances(tx, CATALOGUE_CHANGED_SIGNAL);
    },

    async hasMilitaryOccupations(): Promise<boolean> {
      const rows = await tx.select({ id: militaryOccupations.id }).from(militaryOccupations).limit(1);
      return rows.length > 0;
    },

    listMilitaryOccupations: () => tx.select().from(militaryOccupations),
    listMatches: () => tx.select().from(occupationMatches),
    listFederalSeries: () => tx.select().from(federalJobSeries),
    listCivilianSocs: async () =>
      new Set(
        (await tx.select({ soc: civilianOccupations.soc }).from(civilianOccupations)).map((row) => row.soc),
      ),

    async readVersion(name: string): Promise<string | undefined> {
      const rows = await tx
        .select({ contentHash: catalogueVersions.contentHash })
        .from(catalogueVersions)
        .where(eq(catalogueVersions.name, name));
      return rows[0]?.contentHash;
    },

    async writeVersion(name: string, contentHash: string): Promise<void> {
      await tx
        .insert(catalogueVersions)
        .values({ name, contentHash })
        .onConflictDoUpdate({
          target: catalogueVersions.name,
          set: { contentHash, updatedAt: sql`now()` },
        });
    },

    /** Inserts new occupations; with `replace`, existing ones take the given titles, wages, demand and steps. */
    async insertCivilianOccupations(rows: NewCivilianOccupation[], { replace = false } = {}) {
      if (rows.length === 0) return;
      const records = rows.map((row) => ({
        soc: row.soc,
        title: row.title,
        summary: row.summary,
        salary_low: row.salaryLow ?? null,
        salary_high: row.salaryHigh ?? null,
        salary_low_marker: row.salaryLowMarker ?? null,
        salary_high_marker: row.salaryHighMarker ?? null,
        demand: row.demand,
        demand_basis: row.demandBasis,
        next_steps: row.nextSteps,
        salary_source: row.salarySource,
      }));
      await tx.execute(sql`
        insert into civilian_occupations (soc, title, summary, salary_low, salary_high, salary_low_marker, salary_high_marker, demand, demand_basis, next_steps, salary_source)
        select soc, title, summary, salary_low, salary_high, salary_low_marker, salary_high_marker, demand, demand_basis, next_steps, salary_source
        from ${recordset(records, 'soc text, title text, summary text, salary_low int, salary_high int, salary_low_marker text, salary_high_marker text, demand text, demand_basis text, next_steps jsonb, salary_source text')}
        on conflict (soc) ${
          replace
            ? sql`do update set title = excluded.title, summary = excluded.summary, salary_low = excluded.salary_low,
                salary_high = excluded.salary_high, salary_low_marker = excluded.salary_low_marker,
                salary_high_marker = excluded.salary_high_marker, demand = excluded.demand, demand_basis = excluded.demand_basis,
                next_steps = excluded.next_steps, salary_source = excluded.salary_source`
            : sql`do nothing`
        }`);
    },

    /**
     * Inserts or replaces by (branch, code, kind); the caller never passes a curated row it must keep. With
     * `keepImported`, a row an operator imported stays as it is.
     */
    async upsertMilitaryOccupations(rows: NewMilitaryOccupation[], { keepImported = false } = {}) {
      if (rows.length === 0) return;
      const records = rows.map(({ branch, code, kind, title, description, status, source }) => ({
        ...{ branch, code, kind, title, description, source },
        status: status ?? 'Active',
      }));
      await tx.execute(sql`
        insert into military_occupations (branch, code, kind, title, description, status, source)
        select * from ${recordset(records, 'branch text, code text, kind text, title text, description text, status text, source text')}
        on conflict (branch, code, kind) do update
          set title = excluded.title, description = excluded.description, status = excluded.status, updated_at = now()
          ${keepImported ? sql`where military_occupations.source = 'catalogue'` : sql``}`);
    },

    /** With `keepImported`, a match an operator imported keeps its strength and basis. */
    async upsertMatches(rows: NewOccupationMatch[], { keepImported = false } = {}) {
      if (rows.length === 0) return;
      const records = rows.map((row) => ({
        military_occupation_id: row.militaryOccupationId,
        soc: row.soc,
        strength: row.strength,
        source: row.source,
        basis: row.basis ?? null,
      }));
      await tx.execute(sql`
        insert into occupation_matches (military_occupation_id, soc, strength, source, basis)
        select * from ${recordset(records, 'military_occupation_id int, soc text, strength float8, source text, basis text')}
        on conflict (military_occupation_id, soc) do update
          set strength = excluded.strength, basis = excluded.basis
          ${keepImported ? sql`where occupation_matches.source = 'catalogue'` : sql``}`);
    },

    /** Removes built-in matches the built-in catalogue no longer has ("militaryOccupationId:soc" keys kept). */
    async deleteCatalogueMatchesExcept(keep: ReadonlySet<string>) {
      const rows = await tx
        .select({ id: occupationMatches.militaryOccupationId, soc: occupationMatches.soc })
        .from(occupationMatches)
        .where(eq(occupationMatches.source, 'catalogue'));
      const stale = rows.filter((row) => !keep.has(`${row.id}:${row.soc}`));
      if (stale.length === 0) return;
      await tx.execute(sql`
        delete from occupation_matches m using ${recordset(stale, 'id int, soc text')}
        where m.military_occupation_id = x.id and m.soc = x.soc`);
    },

    /** Removes the advice of the given occupations, so the built-in advice can be written again. */
    async deleteNextStepsOf(militaryOccupationIds: readonly number[]) {
      if (militaryOccupationIds.length === 0) return;
      await tx.execute(sql`
        delete from occupation_next_steps
        where military_occupation_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(militaryOccupationIds)}::jsonb))`);
    },

    async insertNextSteps(rows: NewNextStep[]) {
      if (rows.length === 0) return;
      const records = rows.map((row) => ({
        military_occupation_id: row.militaryOccupationId,
        position: row.position,
        step: row.step,
      }));
      await tx.execute(sql`
        insert into occupation_next_steps (military_occupation_id, position, step)
        select * from ${recordset(records, 'military_occupation_id int, position int, step text')}`);
    },

    async upsertFederalSeries(rows: NewFederalSeries[]) {
      if (rows.length === 0) return;
      const records = rows.map((row) => ({
        branch: row.branch,
        kind: row.kind,
        code_pattern: row.codePattern,
        series: row.series,
        title: row.title,
      }));
      await tx.execute(sql`
        insert into federal_job_series (branch, kind, code_pattern, series, title)
        select * from ${recordset(records, 'branch text, kind text, code_pattern text, series text, title text')}
        on conflict (branch, kind, code_pattern, series) do update set title = excluded.title`);
    },
  };
}

export type CatalogueStoreRepository = ReturnType<typeof createCatalogueStoreRepository>;
