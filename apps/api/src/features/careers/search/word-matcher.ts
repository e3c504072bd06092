import { PrefixIndex, addTo, lowerBound } from './prefix-index';

/** exact code > code prefix > every query word starts a title word > some only a description word. */
export const Tier = { ExactCode: 0, CodePrefix: 1, TitleWords: 2, OtherText: 3 } as const;

/** Room for a whole-word count in a rank; no query has more words than this that matter. */
const WHOLE_WORD_SLOTS = 16;

const slotFor = (count: number): number => WHOLE_WORD_SLOTS - 1 - Math.min(count, WHOLE_WORD_SLOTS - 1);

/**
 * A hit as one number, lower ranking first: the tier, then how many query words equal a whole title word
 * ("medic" ranks Combat Medic above Medical Logistics), then how many equal a whole word of the description (the
 * Special Forces Medical Sergeant is a "team medic"; Medical Administration only begins with the word). A number,
 * not an object: a one-letter query hits every entry.
 */
export function hitRank(tier: number, titleWholeWords: number, textWholeWords = 0): number {
  return (tier * WHOLE_WORD_SLOTS + slotFor(titleWholeWords)) * WHOLE_WORD_SLOTS + slotFor(textWholeWords);
}

export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

interface EntryWords {
  /** Distinct and sorted, so "does a word start with…" is one binary search. */
  title: string[];
  /** Description words that are not title words, likewise. */
  text: string[];
}

/**
 * Finds entries where every query word starts a word of the title or description. Candidates come from the
 * posting lists of the most selective query word; when even that word is common ("s"), checking every entry's
 * sorted words is cheaper than walking thousands of lists, so the cost stays near one pass over the entries.
 */
export class WordMatcher {
  private readonly entryWords: EntryWords[];
  private readonly postings: PrefixIndex<number[]>;

  constructor(entries: readonly { title: string; description: string }[]) {
    const postings = new Map<string, number[]>();
    this.entryWords = entries.map((entry, id) => {
      const title = new Set(wordsOf(entry.title));
      const text = new Set(wordsOf(entry.description).filter((word) => !title.has(word)));
      for (const word of [...title, ...text]) addTo(postings, word, id);
      return { title: [...title].sort(), text: [...text].sort() };
    });
    this.postings = new PrefixIndex(postings);
  }

  /** Hits among the entries `accept` lets through; `scopeSize` is how many that is, for choosing the cheaper plan. */
  match(
    queryWords: readonly string[],
    accept: (id: number) => boolean,
    scopeSize: number,
  ): Map<number, number> {
    const hits = new Map<number, number>();
    if (queryWords.length === 0) return hits;
    const visit = (id: number) => {
      const rank = accept(id) ? this.rank(id, queryWords) : undefined;
      if (rank !== undefined) hits.set(id, rank);
    };
    const candidates = this.candidates(queryWords, scopeSize);
    if (candidates) candidates.forEach(visit);
    else for (let id = 0; id < this.entryWords.length; id += 1) visit(id);
    return hits;
  }

  /** Entries having a word that starts with the rarest query word, or undefined when a full pass is cheaper. */
  private candidates(queryWords: readonly string[], scopeSize: number): Set<number> | undefined {
    let best: number[][] | undefined;
    let bestCount = scopeSize;
    for (const queryWord of queryWords) {
      const lists: number[][] = [];
      let count = 0;
      this.postings.forEachWithPrefix(queryWord, (_word, ids) => {
        lists.push(ids);
        count += ids.length;
      });
      if (count < bestCount) [best, bestCount] = [lists, count];
    }
    return best && new Set(best.flat());
  }

  private rank(id: number, queryWords: readonly string[]): number | undefined {
    const { title, text } = this.entryWords[id]!;
    let tier: number = Tier.TitleWords;
    let titleWholeWords = 0;
    let textWholeWords = 0;
    for (const queryWord of queryWords) {
      const inTitle = title[lowerBound(title, queryWord)];
      const inText = text[lowerBound(text, queryWord)];
      if (inText === queryWord) textWholeWords += 1;
      if (inTitle?.startsWith(queryWord)) {
        if (inTitle === queryWord) titleWholeWords += 1;
      } else if (inText?.startsWith(queryWord)) tier = Tier.OtherText;
      else return undefined;
    }
    return hitRank(tier, titleWholeWords, textWholeWords);
  }
}
