import {
  normalizeMosCode,
  type CatalogueBranch,
  type MosSuggestion,
  type OccupationKind,
} from '@waypoint/shared';

export type { MosSuggestion };
import { KIND_ORDER } from '../occupation-keys';
import { PrefixIndex, addTo } from './prefix-index';
import { Tier, WordMatcher, hitRank, wordsOf } from './word-matcher';

export interface SuggestionSource {
  branch: CatalogueBranch;
  code: string;
  kind: OccupationKind;
  title: string;
  description: string;
  curated: boolean;
}

const firstSentence = (text: string): string => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Among equal hits: curated entries first (they come with career paths; an imported code may have none yet),
 * then shorter and alphabetical codes. Entries are stored in this order, so an entry's position is its rank.
 */
function staticOrder(left: SuggestionSource, right: SuggestionSource): number {
  return (
    Number(right.curated) - Number(left.curated) ||
    left.code.length - right.code.length ||
    compareText(left.code, right.code) ||
    compareText(left.branch, right.branch) ||
    KIND_ORDER[left.kind] - KIND_ORDER[right.kind]
  );
}

/**
 * An immutable in-memory index of military occupations for the code combobox (decision 008): sorted codes, and
 * per entry its sorted words with posting lists to find them, so no query scans the table or sorts strings.
 */
export class MosSuggestionIndex {
  private readonly entries: readonly SuggestionSource[];
  private readonly suggestions: readonly MosSuggestion[];
  private readonly codes: PrefixIndex<number[]>;
  private readonly words: WordMatcher;
  private readonly knownCodes: ReadonlySet<string>;
  private readonly branchSizes = new Map<CatalogueBranch, number>();

  constructor(sources: readonly SuggestionSource[]) {
    this.entries = [...sources].sort(staticOrder);
    this.suggestions = this.entries.map(({ code, title, branch, kind, description }) => ({
      ...{ code, title, branch, kind },
      description: firstSentence(description),
    }));
    const byCode = new Map<string, number[]>();
    this.entries.forEach((entry, id) => {
      addTo(byCode, entry.code, id);
      this.branchSizes.set(entry.branch, (this.branchSizes.get(entry.branch) ?? 0) + 1);
    });
    this.codes = new PrefixIndex(byCode);
    this.words = new WordMatcher(this.entries);
    this.knownCodes = new Set(this.entries.map((entry) => `${entry.branch}:${entry.code}`));
  }

  has(branch: CatalogueBranch, code: string): boolean {
    return this.knownCodes.has(`${branch}:${code}`);
  }

  /** Ranked by tier, then whole title words, then whole description words, then the static order. */
  search(query: string, branches: readonly CatalogueBranch[] | undefined, limit: number): MosSuggestion[] {
    const accept = (id: number) => !branches || branches.includes(this.entries[id]!.branch);
    const scopeSize = branches
      ? branches.reduce((sum, branch) => sum + (this.branchSizes.get(branch) ?? 0), 0)
      : this.entries.length;
    const hits = this.words.match(wordsOf(query), accept, scopeSize);
    const code = normalizeMosCode(query);
    if (code) {
      this.codes.forEachWithPrefix(code, (candidate, ids) => {
        const rank = hitRank(candidate === code ? Tier.ExactCode : Tier.CodePrefix, 0);
        for (const id of ids) if (accept(id)) hits.set(id, rank);
      });
    }
    return this.topRanked(hits, limit);
  }

  /**
   * Hit rank and position in one number per hit, sorted as numbers: no comparison of entries field by field. A code
   * is listed once per service: the VA's list holds some codes for several personnel categories (Marine Corps 8056
   * is an enlisted, a warrant officer and an officer code), and the person picks a code, not a category; its best
   * ranked entry stands for it.
   */
  private topRanked(hits: ReadonlyMap<number, number>, limit: number): MosSuggestion[] {
    const size = this.entries.length;
    const keys = new Float64Array(hits.size);
    let at = 0;
    for (const [id, rank] of hits) keys[at++] = rank * size + id;
    keys.sort();
    const listed = new Set<string>();
    const found: MosSuggestion[] = [];
    for (let next = 0; next < keys.length && found.length < limit; next += 1) {
      const suggestion = this.suggestions[keys[next]! % size]!;
      const key = `${suggestion.branch}:${suggestion.code}`;
      if (listed.has(key)) continue;
      listed.add(key);
      found.push(suggestion);
    }
    return found;
  }
}
