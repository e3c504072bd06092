import type { Branch } from '@waypoint/shared';
import type {
  OccupationCatalogue,
  OccupationTargets,
  OccupationWording,
} from '../../lib/occupation-catalogue';
import type { CareersRepository } from './careers.repository';
import { MosSuggestionIndex } from './search/mos-suggestion-index';
import { KIND_ORDER, lookupKeysFor } from './occupation-keys';

/**
 * This instance's copy of the occupation index (decision 008). Built from the database when the app is ready,
 * then rebuilt whenever the occupations' revision changes, which covers an import run while PostgreSQL-backed
 * servers keep serving.
 */
export class MosIndexHolder implements OccupationCatalogue, OccupationTargets {
  private index = new MosSuggestionIndex([]);
  private revision: string | undefined;

  constructor(
    private readonly repository: Pick<
      CareersRepository,
      'occupationsRevision' | 'listSuggestionSources' | 'findOccupations' | 'findMatchedOccupations'
    >,
    private readonly wording: OccupationCatalogue['civilianWording'] = async () => undefined,
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

  /** For other features (mentorship): the civilian occupations a code leads to, as a translation would pick it. */
  async targetOccupations(code: string, branch: Branch): Promise<string[]> {
    const keys = lookupKeysFor(code, branch);
    const rows = await this.repository.findOccupations(keys);
    const rank = (row: { branch: string; code: string; kind: keyof typeof KIND_ORDER }) =>
      keys.findIndex((key) => key.branch === row.branch && key.code === row.code) * 10 + KIND_ORDER[row.kind];
    const [best] = [...rows].sort((a, b) => rank(a) - rank(b));
    if (!best) return [];
    const matches = await this.repository.findMatchedOccupations(best.id);
    return matches.map((match) => match.soc);
  }
}
