import { careerFieldsOf, type TargetCareer } from '@waypoint/shared';
import type { Circle, CircleSuggestion } from '@waypoint/shared/community/community';

/** What a suggestion reads of a target career. */
export type CircleTarget = Pick<TargetCareer, 'soc' | 'title' | 'summary'>;

/*
 * Which circle fits a target career: words of the target (its title, the career fields its occupation belongs to,
 * and the rarer words of its summary) found in a circle's name or description. A word counts by its stem, so
 * "Logisticians" and "logistics" meet. Words every circle of veterans uses (veterans, transition, careers, jobs,
 * support) and words of every job summary (plan, direct, coordinate, work) never count, so no circle is forced on
 * a target: a circle is suggested only when the target's own words are in it.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Words that say nothing of a field: grammar, SOC title fillers, and what every community circle is about. */
const GENERIC = new Set(
  (
    'a an and or the of for to in on at by with from as into all other others except including general ' +
    'miscellaneous first line workers worker occupations occupation specialists specialist ' +
    'veteran veterans military service servicemember uniform transition transitioning civilian career careers job ' +
    'jobs work working support circle circles community group members member people family families spouse ' +
    'spouses help helping new life year years first moderated space welcome share swap notes'
  ).split(' '),
);

/** Words of a job summary that most occupations share; a summary's other words are its field's own. */
const SUMMARY_GENERIC = new Set(
  (
    'perform performs performing duties duty such may might also including include includes organization ' +
    'organizations organizational plan plans planning direct directs directing coordinate coordinates ' +
    'coordinating activities activity related various use uses using provide provides providing services ' +
    'other others ensure ensures establish establishes develop develops maintain maintains operate operates ' +
    'prepare prepares review reviews manage manages managing management oversee oversees set sets policies ' +
    'procedures practices standards staff employees business businesses company companies public private ' +
    'within among across through their they them this that these those which who whose than more most'
  ).split(' '),
);

const SUFFIXES = [
  'icians',
  'ician',
  'ments',
  'ment',
  'ings',
  'ing',
  'ers',
  'er',
  'ics',
  'ic',
  'ies',
  'es',
  's',
];

/** A word's stem for matching: "logisticians" and "logistics" both give "logist". Short words stay whole. */
export function stemOf(word: string): string {
  for (const suffix of SUFFIXES)
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  return word;
}

const wordsOf = (text: string) => (text.match(WORD) ?? []).map((word) => word.toLowerCase());

/** A target's words by stem, each with what it weighs: the title's and its fields' 3, the summary's 1. */
function targetWords(target: CircleTarget): Map<string, number> {
  const words = new Map<string, number>();
  const add = (word: string, weight: number) => {
    if (GENERIC.has(word) || word.length < 3) return;
    const stem = stemOf(word);
    words.set(stem, Math.max(words.get(stem) ?? 0, weight));
  };
  for (const word of wordsOf(target.title)) add(word, 3);
  for (const field of careerFieldsOf(target.soc, { wholeGroups: true }))
    for (const word of wordsOf(field.label)) add(word, 3);
  for (const word of wordsOf(target.summary))
    if (!SUMMARY_GENERIC.has(word) && word.length >= 5) add(word, 1);
  return words;
}

interface Fit {
  circle: Circle;
  score: number;
  /** The circle's own word that fits best, for the reason. */
  word: string;
}

/**
 * How well a circle fits: each target word found counts its weight, twice in the name. A summary word alone fits
 * only in the name (2); a title or field word anywhere (3 or more). Below 2, the circle does not fit.
 */
function fitOf(circle: Circle, words: Map<string, number>): Fit | undefined {
  let score = 0;
  let best: { word: string; points: number } | undefined;
  const seen = new Set<string>();
  const read = (text: string, inName: boolean) => {
    for (const word of wordsOf(text)) {
      if (GENERIC.has(word)) continue;
      const stem = stemOf(word);
      const weight = words.get(stem);
      if (weight === undefined || seen.has(stem)) continue;
      // A summary word in the description alone is too loose a tie.
      if (weight === 1 && !inName) continue;
      seen.add(stem);
      const points = inName ? weight * 2 : weight;
      score += points;
      if (!best || points > best.points) best = { word, points };
    }
  };
  read(circle.name, true);
  read(circle.description, false);
  return best && score >= 2 ? { circle, score, word: best.word } : undefined;
}

/**
 * The circle that best fits each target career, with the reason; a target no circle fits gets none, and a circle
 * is suggested once (for the first target it fits). Ties go to the larger circle, then the name.
 */
export function suggestCircles(
  circles: readonly Circle[],
  targets: readonly CircleTarget[],
): CircleSuggestion[] {
  const suggestions: CircleSuggestion[] = [];
  for (const target of targets) {
    const words = targetWords(target);
    const fits = circles
      .filter((circle) => !suggestions.some((suggestion) => suggestion.circleId === circle.id))
      .flatMap((circle) => fitOf(circle, words) ?? [])
      .sort(
        (a, b) =>
          b.score - a.score ||
          b.circle.memberCount - a.circle.memberCount ||
          a.circle.name.localeCompare(b.circle.name, 'en'),
      );
    const best = fits[0];
    if (best)
      suggestions.push({
        circleId: best.circle.id,
        target: { soc: target.soc, title: target.title },
        reason: `Fits your target career, ${target.title}: this circle is about ${best.word}`,
      });
  }
  return suggestions;
}
