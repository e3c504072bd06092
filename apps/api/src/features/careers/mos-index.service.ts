import type { Branch } from '@waypoint/shared';
import type {
  CivilianOccupationFacts,
  MilitaryCareerMatches,
  OccupationCatalogue,
  OccupationWording,
} from '../../lib/occupation-catalogue';
import type { CareersRepository } from './careers.repository';
import { MosSuggestionIndex } from './search/mos-suggestion-index';
import { lookupKeysFor } from './occupation-keys';

/**
 * This instance's copy of the occupation index (decision 008). Built from the database when the app is ready,
 * then rebuilt whenever the occupations' revision changes, which covers an import run while PostgreSQL-backed
 * servers keep serving.
 */
export class MosIndexHolder implements OccupationCatalogue {
  private index = new MosSuggestionIndex([]);
  private revision: string | undefined;

  constructor(
    private readonly repository: Pick<CareersRepository, 'occupationsRevision' | 'listSuggestionSources'>,
    /** The code's civilian wording, from the careers translation. */
    private readonly wording: OccupationCatalogue['civilianWording'] = async () => undefined,
    /** What a code leads to, read from the tables (the careers service's `careerMatches`). */
    private readonly matches: OccupationCatalogue['careerMatches'] = async () => undefined,
    /** One civilian occupation, read from the tables. */
    private readonly occupation: OccupationCatalogue['civilianOccupation'] = async () => undefined,
  ) {}

  get current(): MosSuggestionIndex {
    return this.index;
  }

  /** Rebuilds when the data changed since the last build; true when it did. */
  async refresh(): Promise<boolean> {
    const revision = await this.repository.occupationsRevision();
    if (revision === this.revision) return false;
    const rows = await this.repository.listSuggestionSources();
    this.index = new MosSuggestionIndex(
      rows.map(({ source, ...row }) => ({ ...row, curated: source === 'catalogue' })),
    );
    this.revision = revision;
    return true;
  }

  /** For other features (registration, profile): does the catalogue know this code for this branch? */
  isKnownCode(code: string, branch: Branch): boolean {
    return lookupKeysFor(code, branch).some((key) => this.index.has(key.branch, key.code));
  }

  /** For other features (the resume builder): the code's civilian wording, from the careers translation. */
  civilianWording(code: string, branch: Branch): Promise<OccupationWording | undefined> {
    return this.wording(code, branch);
  }

  /** For other features (job search, mentor matching): the federal series and civilian occupations a code leads to. */
  careerMatches(code: string, branch?: Branch): Promise<MilitaryCareerMatches | undefined> {
    return this.matches(code, branch);
  }

  /** For other features (the target careers): one civilian occupation by its SOC code. */
  civilianOccupation(soc: string): Promise<CivilianOccupationFacts | undefined> {
    return this.occupation(soc);
  }
}
