import type { Branch } from '@waypoint/shared';

/**
 * The few facts of a veteran profile that other features may read without importing the profiles feature
 * (mentorship matches on them). The profiles feature decorates the app with an implementation.
 */
export interface ProfileFacts {
  branch: Branch;
  mosCode: string;
  careerInterests: string[];
  preferredLocation: string;
}

export interface ProfileFactsReader {
  /** The user's facts, or null when they have no veteran profile. */
  forUser(userId: string): Promise<ProfileFacts | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    profileFacts: ProfileFactsReader;
  }
}
