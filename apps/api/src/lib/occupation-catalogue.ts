import type { Branch } from '@waypoint/shared';

/** An occupation as the catalogue words it for civilians: what the resume builder offers a veteran. */
export interface OccupationWording {
  code: string;
  /** The occupation's title, e.g. "Infantryman". */
  title: string;
  /** What the occupation does, in the catalogue's plain civilian words. */
  description: string;
  /** Civilian job titles the occupation leads to, strongest match first. */
  jobTitles: string[];
}

/**
 * What other features may ask of the occupation catalogue without importing the careers feature: the careers
 * feature decorates the app with an implementation backed by its in-memory index and its translations.
 */
export interface OccupationCatalogue {
  /** True when the catalogue knows the code for the branch (Guard and Reserves search their parent services). */
  isKnownCode(code: string, branch: Branch): boolean;
  /** The occupation's civilian wording, or undefined when the code is malformed or unknown for the branch. */
  civilianWording(code: string, branch: Branch): Promise<OccupationWording | undefined>;
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
