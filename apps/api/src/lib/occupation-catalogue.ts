import type { Branch } from '@waypoint/shared';

/**
 * What other features may ask of the occupation catalogue without importing the careers feature: the careers
 * feature decorates the app with an implementation backed by its in-memory index.
 */
export interface OccupationCatalogue {
  /** True when the catalogue knows the code for the branch (Guard and Reserves search their parent services). */
  isKnownCode(code: string, branch: Branch): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    occupationCatalogue: OccupationCatalogue;
  }
}
