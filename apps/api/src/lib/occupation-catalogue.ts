import type { Branch, CatalogueBranch, WageFigure } from '@waypoint/shared';

/** What a military code prepares someone for: the crosswalk's federal series and the catalogue's occupations. */
export interface MilitaryCareerMatches {
  code: string;
  branch: CatalogueBranch;
  title: string;
  /** OPM occupational series the VA's crosswalk (XWALK) opens to the code. */
  federalSeries: { series: string; title: string }[];
  /** Civilian occupations (O*NET-SOC) the catalogue matches to the code, strongest first. */
  occupations: { soc: string; title: string }[];
}

/** An occupation as the catalogue words it for civilians: what the resume builder offers a veteran. */
export interface OccupationWording {
  code: string;
  /** The occupation's title, e.g. "Infantryman". */
  title: string;
  /** What the occupation does, in the catalogue's plain civilian words. */
  description: string;
  /** Civilian job titles the occupation leads to, strongest match first (SOC titles, in the plural). */
  jobTitles: string[];
  /** Resume bullets in civilian words, none of which the wording check flags. */
  bullets: string[];
}

/** A civilian occupation as the catalogue holds it: what a target career is read from. */
export interface CivilianOccupationFacts {
  soc: string;
  title: string;
  summary: string;
  /** National annual 25th–75th percentile wages, BLS markers kept as they are. */
  salaryRange: { low: WageFigure; high: WageFigure };
  /** The wage release the range comes from. */
  salarySource: string;
  nextSteps: string[];
}

/**
 * What other features may ask of the occupation catalogue without importing the careers feature: the careers
 * feature decorates the app with an implementation backed by its in-memory index and its tables.
 */
export interface OccupationCatalogue {
  /** True when the catalogue knows the code for the branch (Guard and Reserves search their parent services). */
  isKnownCode(code: string, branch: Branch): boolean;
  /** The occupation's civilian wording, or undefined when the code is malformed or unknown for the branch. */
  civilianWording(code: string, branch: Branch): Promise<OccupationWording | undefined>;
  /** The code's federal series and civilian occupations; undefined for a malformed or unknown code. */
  careerMatches(code: string, branch?: Branch): Promise<MilitaryCareerMatches | undefined>;
  /** The civilian occupation with that SOC code, or undefined when the catalogue has none. */
  civilianOccupation(soc: string): Promise<CivilianOccupationFacts | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    occupationCatalogue: OccupationCatalogue;
  }
}
