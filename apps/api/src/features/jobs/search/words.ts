// Letters and digits of any script; everything else (spaces, punctuation, slashes, hyphens) separates words. The
// words this yields can never carry to_tsquery's operators, so any text a user types builds a valid query.
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, lower-cased: "IT Specialist (INFOSEC)" → it, specialist, infosec. */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase());
}

// Written in capitals, 2 to 7 characters, at least one letter: IT, HR, EMT, INFOSEC, 68W, CDL.
const ACRONYM = /^(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,7}$/;

/**
 * The acronyms of a text, lower-cased and once each. The search document keeps them beside the English words,
 * since the English configuration drops some as stop words ("IT" reads as the pronoun "it").
 */
export function acronymsOf(text: string): string {
  const found = (text.match(WORD) ?? []).filter((word) => ACRONYM.test(word));
  return [...new Set(found.map((word) => word.toLowerCase()))].join(' ');
}
