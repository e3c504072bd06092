import { readSynonyms, type Synonyms } from './synonyms';
import { wordsOf } from './words';

/** A word or a phrase (words in this order), and whether it is an acronym to keep even where English drops it. */
export interface QueryTerm {
  words: string[];
  acronym: boolean;
}

/** One thing the user asked for: any of its terms, or any of its facts (remote, an occupation, a grade), answers it. */
export interface QueryGroup {
  /** Every term that answers the group: what was typed and its synonyms. */
  terms: QueryTerm[];
  /** What was typed, of `terms`: a title naming it ranks above one naming only a synonym. */
  typed: QueryTerm[];
  /** Remote postings answer the group ("remote", "work from home"). */
  remote: boolean;
  /** Words typed that may be military codes (68W, 0311), for the jobs service to look up. */
  codes: string[];
  /** Postings in these occupations answer the group (a military code's or a series number's). */
  occupations?: { series: string[]; socs: string[] };
  /** GS-11 typed: postings whose GS or GL grades include 11 answer the group. */
  grades: number[];
}

/** A query as search runs it: every group answered for a full match, any group for a partial one. */
export interface SearchQuery {
  groups: QueryGroup[];
  /** Words and phrases typed with a minus: postings naming them are left out. */
  excluded: QueryTerm[];
}

type Item =
  { kind: 'word'; word: string; code: boolean } | { kind: 'group'; group: QueryGroup } | { kind: 'or' };

// A quoted phrase (an unclosed quote runs to the end), with an optional minus; or any run of non-spaces.
const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;
const GRADE = /^(?:GS|GL)-?(\d{1,2})$/i;
// A military code as people type it: letters and digits, with at least one digit (68W, 0311, 3D0X2).
const CODE_LIKE = /^(?=.*\d)[0-9a-z]{2,6}$/i;
const GS_GRADES = { min: 1, max: 15 };

const defaultSynonyms = readSynonyms();

const group = (terms: QueryTerm[], extra: Partial<QueryGroup> = {}): QueryGroup => ({
  terms,
  typed: terms,
  remote: false,
  codes: [],
  grades: [],
  ...extra,
});

/**
 * Reads a query as web searches do: words must all match for a full match (any for a partial one), "quotes" keep a
 * phrase, `or` joins its neighbours, a leading minus leaves postings out. A word or phrase of the synonym list
 * stands for its whole group ("medic" also finds EMT, paramedic, corpsman); GS-11 asks for that grade.
 */
export function parseQuery(text: string, synonyms: Synonyms = defaultSynonyms): SearchQuery {
  const items: Item[] = [];
  const excluded: QueryTerm[] = [];
  // "GS 11" is one thing asked for, as GS-11 is.
  const normalised = text.replace(/\b(GS|GL)\s+(\d{1,2})\b/gi, '$1-$2');
  for (const match of normalised.matchAll(TOKEN)) {
    const [, minus, quoted, raw] = match;
    if (quoted !== undefined) {
      const words = wordsOf(quoted);
      if (words.length === 0) continue;
      if (minus) excluded.push({ words, acronym: false });
      else items.push({ kind: 'group', group: group([{ words, acronym: false }]) });
      continue;
    }
    if (!raw) continue;
    if (raw.toLowerCase() === 'or') {
      items.push({ kind: 'or' });
      continue;
    }
    const negated = raw.length > 1 && raw.startsWith('-');
    const token = negated ? raw.slice(1) : raw;
    const grade = GRADE.exec(token);
    if (grade && !negated) {
      const value = Number(grade[1]);
      if (value >= GS_GRADES.min && value <= GS_GRADES.max) {
        items.push({ kind: 'group', group: group([], { grades: [value] }) });
        continue;
      }
    }
    // "Paramedic/EMT": either one.
    const parts = token
      .split('/')
      .map(wordsOf)
      .filter((words) => words.length > 0);
    if (negated) {
      excluded.push(...parts.map((words) => ({ words, acronym: false })));
    } else if (parts.length > 1) {
      items.push({ kind: 'group', group: merge(parts.map((words) => expand(words, synonyms))) });
    } else {
      const words = parts[0] ?? [];
      const code = words.length === 1 && CODE_LIKE.test(words[0]!);
      for (const word of words) items.push({ kind: 'word', word, code });
    }
  }
  return { groups: joinOr(expandWords(items, synonyms)), excluded };
}

/** Runs of typed words become groups, the longest synonym term first. */
function expandWords(items: Item[], synonyms: Synonyms): (QueryGroup | 'or')[] {
  const out: (QueryGroup | 'or')[] = [];
  let run: Extract<Item, { kind: 'word' }>[] = [];
  const flush = () => {
    const words = run.map((item) => item.word);
    for (let start = 0; start < words.length;) {
      const found = synonyms.match(words, start);
      if (found) {
        out.push(fromSynonyms(found.group, words.slice(start, start + found.length)));
        start += found.length;
      } else {
        const item = run[start]!;
        out.push(group([{ words: [item.word], acronym: false }], { codes: item.code ? [item.word] : [] }));
        start += 1;
      }
    }
    run = [];
  };
  for (const item of items) {
    if (item.kind === 'word') {
      run.push(item);
      continue;
    }
    flush();
    out.push(item.kind === 'or' ? 'or' : item.group);
  }
  flush();
  return out;
}

function expand(words: string[], synonyms: Synonyms): QueryGroup {
  const found = synonyms.match(words, 0);
  return found && found.length === words.length
    ? fromSynonyms(found.group, words)
    : group([{ words, acronym: false }]);
}

/** The synonym group of words typed: all its terms answer; the typed one is what ranks a title first. */
function fromSynonyms(synonymGroup: Synonyms['groups'][number], typedWords: string[]): QueryGroup {
  const all = synonymGroup.terms.map((term) => ({ words: [...term.words], acronym: term.acronym }));
  const typed = all.filter((term) => term.words.join(' ') === typedWords.join(' '));
  // "combat medic" adds nothing to "medic" in the same group: a posting naming it names "medic". Fewer terms are
  // fewer tests per posting.
  const single = new Set(all.filter((term) => term.words.length === 1).map((term) => term.words[0]));
  const terms = all.filter((term) => term.words.length === 1 || !term.words.some((word) => single.has(word)));
  return group(terms, { typed, remote: synonymGroup.remote });
}

/**
 * The synonym terms a text names, group by group: a military code's title, "Combat Medic Specialist", stands for
 * medic, EMT, paramedic and corpsman work.
 */
export function synonymTermsIn(text: string, synonyms: Synonyms = defaultSynonyms): QueryTerm[] {
  const words = wordsOf(text);
  const groups = new Set<Synonyms['groups'][number]>();
  for (let start = 0; start < words.length;) {
    const found = synonyms.match(words, start);
    if (found) groups.add(found.group);
    start += found?.length ?? 1;
  }
  return [...groups].flatMap((synonymGroup) => fromSynonyms(synonymGroup, []).terms);
}

function merge(groups: QueryGroup[]): QueryGroup {
  return {
    terms: groups.flatMap((entry) => entry.terms),
    typed: groups.flatMap((entry) => entry.typed),
    remote: groups.some((entry) => entry.remote),
    codes: groups.flatMap((entry) => entry.codes),
    grades: groups.flatMap((entry) => entry.grades),
  };
}

/** `a or b` answers either: the two groups become one. An `or` with nothing on one side is a plain word lost. */
function joinOr(sequence: (QueryGroup | 'or')[]): QueryGroup[] {
  const groups: QueryGroup[] = [];
  let joinNext = false;
  for (const entry of sequence) {
    if (entry === 'or') {
      joinNext = groups.length > 0;
      continue;
    }
    if (joinNext) groups.push(merge([groups.pop()!, entry]));
    else groups.push(entry);
    joinNext = false;
  }
  return groups;
}
