import type { Branch } from '@waypoint/shared';

/**
 * What other features may ask of the occupation catalogue without importing the careers feature: the careers
 * feature decorates the app with an implementation backed by its in-memory index.
 */
export interface OccupationCatalogue {
  /** True when the catalogue knows the code for the branch (Guard and Reserves search their parent services). */
  isKnownCode(code: string, branch: Branch): boolean;
}

/** What mentorship asks of the catalogue: where a military code leads. */
export interface OccupationTargets {
  /** The O*NET-SOC codes of the civilian occupations the code leads to, strongest first; [] when unknown. */
  targetOccupations(code: string, branch: Branch): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    occupationCatalogue: OccupationCatalogue & OccupationTargets;
  }
}
