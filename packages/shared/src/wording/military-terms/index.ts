import { ACRONYMS } from './acronyms';
import { VARIANTS } from './variants';
import { WORDS } from './words';

/**
 * Words and acronyms a civilian recruiter or interviewer is unlikely to understand, each with a civilian phrasing:
 * the one list behind the resume builder's wording check and the interview coach's jargon feedback. Acronyms
 * match in capitals only ("CO" but not "co-founded"); words match in any case; both as whole words, so
 * "squadron" is never "squad" and "MOSaic" never "MOS". Sources: the services' own rank and unit tables, and the
 * transition-assistance (TAP) guidance on translating military experience.
 *
 * Left out on purpose, so the check does not cry wolf on civilian text: words with a common civilian meaning
 * ("deployment", "private", "theater", "company", "division", "objective", "mission"), and "S3" without its
 * hyphen (a storage service): a staff section counts as "S-3", or as "S3" before "shop", "section" or "staff".
 * The terms are in acronyms.ts and words.ts, the other ways they are written in variants.ts.
 */
export interface MilitaryTerm {
  /** How the term is named. */
  term: string;
  /** What to say instead. */
  civilian: string;
  /** Better left out than replaced ("hooah"): applying the suggestion removes the words. */
  omit: boolean;
}

export interface MilitaryTermMatch extends MilitaryTerm {
  /** The words as written. */
  text: string;
  start: number;
  end: number;
}

const OMIT = new Set(['hooah']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isAcronym = (term: string) => /^[A-Z0-9-]+$/.test(term) && /[A-Z]/.test(term);

export const MILITARY_TERMS: readonly MilitaryTerm[] = Object.entries({ ...ACRONYMS, ...WORDS }).map(
  ([term, civilian]) => ({ term, civilian, omit: OMIT.has(term) }),
);

/** Pay grades (E-5, O-3, W-2) name a rank; a recruiter wants the role and its responsibility instead. */
export const PAY_GRADE_SUGGESTION = ACRONYMS['E-5']!;

const RULES = MILITARY_TERMS.map((entry) => {
  const source = VARIANTS[entry.term] ?? escape(entry.term).replace(/ /g, '\\s+');
  const flags = isAcronym(entry.term) ? 'g' : 'gi';
  return { entry, pattern: new RegExp(`(?<![\\w-])(?:${source})(?![\\w-])`, flags) };
});

/**
 * The military terms in a text, in order, none overlapping: where two overlap the one starting first wins, and
 * at the same start the longer ("command sergeant major" over "sergeant major" and "sergeant").
 */
export function findMilitaryTerms(text: string): MilitaryTermMatch[] {
  const found: MilitaryTermMatch[] = [];
  for (const { entry, pattern } of RULES) {
    for (const match of text.matchAll(pattern)) {
      found.push({ ...entry, text: match[0], start: match.index, end: match.index + match[0].length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: MilitaryTermMatch[] = [];
  for (const match of found) if (match.start >= (kept.at(-1)?.end ?? 0)) kept.push(match);
  return kept;
}

/** The text with one occurrence (by position) replaced by its civilian phrasing, or removed when better left out. */
export function applySuggestion(
  text: string,
  match: Pick<MilitaryTermMatch, 'start' | 'end' | 'civilian' | 'omit'>,
) {
  if (!match.omit) return text.slice(0, match.start) + match.civilian + text.slice(match.end);
  const before = text.slice(0, match.start).replace(/[\s,;:!]+$/, '');
  const after = text.slice(match.end).replace(/^[\s,;:!]+/, '');
  return before && after ? `${before} ${after}` : before + after;
}
