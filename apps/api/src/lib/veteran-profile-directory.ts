import type { Branch } from '@waypoint/shared';

/** The part of a veteran profile other features may read about the signed-in user, e.g. to prefill a resume. */
export interface VeteranProfileFacts {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  preferredLocation: string;
  skills: string[];
  branch: Branch;
  mosCode: string;
}

/**
 * What other features may ask of the veteran profiles without importing the profiles feature: the profiles
 * feature decorates the app with an implementation reading its own table.
 */
export interface VeteranProfileDirectory {
  /** The user's own profile facts, or undefined when they have no profile. */
  findForUser(userId: string): Promise<VeteranProfileFacts | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    veteranProfileDirectory: VeteranProfileDirectory;
  }
}
