/*
 * Words reduced to a stem, so an answer matches a question whatever the form: "resolved", "resolving" and
 * "resolve" all become "resolv", "priorities" and "priority" "prioriti". A stem matches a word whose stem starts
 * with it, so "develop" also matches "development". Crude on purpose: it only has to bring forms of one word
 * together, and a rule anyone can follow explains the feedback better than a dictionary would.
 */

const WORD = /[a-z]+(?:['’][a-z]+)*/g;

// Longest first; the stem keeps at least three letters.
const SUFFIXES: readonly [suffix: string, replacement: string][] = [
  ['ies', 'i'],
  ['ied', 'i'],
  ['ing', ''],
  ['ed', ''],
  ['ly', ''],
  ['es', ''],
  ['s', ''],
];

export function stem(word: string): string {
  const base = word.toLowerCase().replace(/['’]s$/, '');
  const rule = SUFFIXES.find(
    ([suffix]) => base.endsWith(suffix) && base.length - suffix.length >= 3 && !base.endsWith('ss'),
  );
  if (rule) return base.slice(0, -rule[0].length) + rule[1];
  // The bare form: "resolve" as "resolv" and "priority" as "prioriti", the stems of their other forms.
  if (base.length > 4 && base.endsWith('e')) return base.slice(0, -1);
  if (base.length > 3 && base.endsWith('y')) return `${base.slice(0, -1)}i`;
  return base;
}

/** The words of a text, lower-cased, in order (apostrophes kept inside a word: "didn't"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The stems of a text's words, for `mentions`. */
export function stemsOf(text: string): string[] {
  return wordsOf(text).map(stem);
}

/** Whether a text (as its stems) uses a word in any of its forms. */
export function mentions(stems: readonly string[], word: string): boolean {
  const wanted = stem(word);
  return stems.some((candidate) => candidate.startsWith(wanted));
}
