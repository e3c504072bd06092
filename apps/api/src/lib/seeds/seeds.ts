import type { FastifyBaseLogger } from 'fastify';
import { createRegistry, type Registry } from '../registry';

/*
 * Seeds: the rows Waypoint writes into its own tables when it starts (decision 044). Every feature registers its
 * seeds here while the app is built; the registries plugin runs them all once the app is ready, in registration
 * order, each to completion before the next. A seed must be safe to run on every start and from several
 * instances at once (it adds what is missing and leaves what people changed).
 */

/**
 * `reference`: data the product needs to work (wellness resources), written on every start.
 * `sample`: labelled sample content (circles, mentors, postings, announcements), written only where `SAMPLE_DATA`
 * is on.
 */
export type SeedKind = 'reference' | 'sample';

export interface SeedDefinition {
  /** `<feature>.<seed>`, unique across the app. */
  name: string;
  kind: SeedKind;
  run(): Promise<unknown>;
}

/** Where features register their seeds (`app.seeds.register({ name, kind, run })`). */
export type SeedRegistry = Registry<SeedDefinition>;

export function createSeedRegistry(): SeedRegistry {
  return createRegistry<SeedDefinition>('Seed');
}

/**
 * Runs every registered seed in registration order: reference seeds always, sample seeds only with `sampleData`.
 * Answers the names of the seeds that ran. A failing seed stops the start, as a failed migration does.
 */
export async function runSeeds(
  registry: SeedRegistry,
  { sampleData, log }: { sampleData: boolean; log?: FastifyBaseLogger },
): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of registry.list()) {
    if (seed.kind === 'sample' && !sampleData) continue;
    await seed.run();
    ran.push(seed.name);
  }
  const skipped = registry.list().length - ran.length;
  if (skipped > 0) log?.info({ skipped }, 'sample data is off (SAMPLE_DATA=false): sample seeds skipped');
  return ran;
}
