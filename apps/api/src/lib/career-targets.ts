import type { CareerTargets } from '@waypoint/shared';

/**
 * What other features may ask of the veteran's target careers without importing the plan feature (the resume's
 * headline, the default job search, mentor ranking, the interview question pack): the plan feature decorates the
 * app with an implementation on its repository (`plan.plugin.ts`).
 */
export interface CareerTargetsReader {
  /** The user's targets with the catalogue's current titles and wages; none chosen yet is an empty list. */
  forUser(userId: string): Promise<CareerTargets>;
}

declare module 'fastify' {
  interface FastifyInstance {
    careerTargets: CareerTargetsReader;
  }
}
