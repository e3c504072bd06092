import type { ResumeData } from './resume-data';

/**
 * A posting's key terms: the words and repeated phrases its title and description lean on, most used first. Pure
 * and small, so the resume builder can check a resume (with its unsaved edits) against a saved job in the
 * browser, and the interview coach can build questions from the same terms.
 *
 * How: the text is cut into clauses at punctuation; a clause is cut again at every stop word, so what remains are
 * runs of content words ("inventory control", "warehouse management system"). Every content word counts once per
 * use; a two- or three-word run counts as a phrase only when it comes back (twice or more), since a phrase used once
 * is more likely an accident of wording than a requirement, and so does a single word, except in a short posting
 * (under 60 content words: a few lines have no room to repeat anything, so every word of it counts). Title words
 * count double: the title names the job.
 * Words inside a kept phrase give that use to the phrase. Plurals and singulars count together ("forklift",
 * "forklifts").
 */

export interface KeyTerm {
  /** The term as the posting first wrote it, lower case: "inventory control". */
  term: string;
  /** Uses in the description plus two for each in the title, less the uses inside a longer key term. */
  count: number;
}

export interface PostingText {
  title: string;
  description: string;
}

/** How many terms a posting gives at most. */
export const POSTING_TERMS_MAX = 15;

/** Phrases this long at most (in words). */
const PHRASE_MAX_WORDS = 3;
/** A term is kept only when used this often (a title use counts two)... */
const MIN_USES = 2;
/** ...unless the posting is this short (in content words): a few lines have no room to repeat anything. */
const SHORT_POSTING_WORDS = 60;
const TITLE_WEIGHT = 2;

/*
 * English function words, and the words every posting uses about itself rather than about the work ("candidate",
 * "experience", "ability", "required", "position"): none is a skill a resume could lack.
 */
const STOP_WORDS = new Set(
  (
    'a about above across after again against all almost along also am among an and any are around as at be ' +
    'because been before being below between both but by can could did do does doing done down during each ' +
    'either else etc even ever every few for from further get gets getting given had has have having he her ' +
    'here hers him his how however i if in including into is it its itself just least less let like made make ' +
    'makes making many may me might more most much must my near need needed needs no nor not now of off often ' +
    'on once one only onto or other others our ours out over own per plus rather same shall she should since ' +
    'so some such than that the their theirs them then there these they this those though through throughout ' +
    'thus to too toward towards under until up upon us use used uses using very via was we well were what ' +
    'when where whether which while who whom whose why will with within without would yet you your yours ' +
    // Postings' words about themselves and the applicant.
    'ability abilities able applicant applicants apply applying candidate candidates company day days duties ' +
    'duty employee employees employer equivalent excellent experience experienced familiarity familiar ' +
    'good great ideal includes job jobs knowledge looking new opportunity opportunities perform performs ' +
    'plus position positions preferred proven qualification qualifications qualified related relevant ' +
    'required requirement requirements responsibilities responsibility responsible role seeking skill ' +
    'skills strong successful team year years work working works join demonstrated minimum including ' +
    'want wants help helps ensure ensures provide provides support supports various posting postings opening openings hire hires hiring welcome provided'
  ).split(/\s+/),
);

/** Lower case, with HTML tags and entities out of the way (some feeds send markup in descriptions). */
function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:nbsp|amp|#\d+|#x[0-9a-f]+|[a-z]+);/gi, ' ')
    .toLowerCase();
}

/** A word as it is compared: the singular of a regular plural ("forklifts" → "forklift", "supplies" → "supply"). */
export function termStem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const WORD = /[a-z][a-z0-9+#]*(?:['’-][a-z0-9]+)*/g;
// Punctuation that ends a clause; a hyphen inside a word and a slash between words ("HVAC/R") do not.
const CLAUSE_BREAK = /[.,;:!?()[\]{}"“”•·|\n\r\t*]+|\s[-–—]\s/;

/** The text's runs of content words, each word with its stem. */
function contentRuns(text: string): { word: string; stem: string }[][] {
  const runs: { word: string; stem: string }[][] = [];
  for (const clause of plain(text).split(CLAUSE_BREAK)) {
    let run: { word: string; stem: string }[] = [];
    for (const match of clause.matchAll(WORD)) {
      const word = match[0].replace(/['’]s$/, '');
      if (STOP_WORDS.has(word) || word.length < 2) {
        if (run.length) runs.push(run);
        run = [];
      } else {
        run.push({ word, stem: termStem(word) });
      }
    }
    if (run.length) runs.push(run);
  }
  return runs;
}

interface Tally {
  term: string;
  count: number;
  first: number;
  words: number;
}

/** The posting's key terms, most used first (ties: phrases before words, then the earlier in the posting). */
export function postingKeyTerms(
  posting: PostingText,
  options: { limit?: number; minUses?: number } = {},
): KeyTerm[] {
  const sources = [
    { runs: contentRuns(posting.title), weight: TITLE_WEIGHT },
    { runs: contentRuns(posting.description), weight: 1 },
  ];
  const contentWords = sources.reduce((sum, { runs }) => sum + runs.flat().length, 0);
  const { limit = POSTING_TERMS_MAX, minUses = contentWords < SHORT_POSTING_WORDS ? 1 : MIN_USES } = options;
  const words = new Map<string, Tally>();
  const phrases = new Map<string, Tally>();
  let position = 0;
  for (const { runs, weight } of sources) {
    for (const run of runs) {
      run.forEach(({ word, stem }, index) => {
        position += 1;
        const tally = words.get(stem) ?? { term: word, count: 0, first: position, words: 1 };
        tally.count += weight;
        words.set(stem, tally);
        for (let size = 2; size <= PHRASE_MAX_WORDS && index + size <= run.length; size += 1) {
          const parts = run.slice(index, index + size);
          const key = parts.map((part) => part.stem).join(' ');
          const phrase = phrases.get(key) ?? {
            term: parts.map((part) => part.word).join(' '),
            count: 0,
            first: position,
            words: size,
          };
          phrase.count += weight;
          phrases.set(key, phrase);
        }
      });
    }
  }

  // Longer phrases first, so "warehouse management system" takes its uses before "warehouse management" is judged.
  const kept: (Tally & { key: string })[] = [];
  const byLength = [...phrases.entries()].sort(([, a], [, b]) => b.words - a.words || a.first - b.first);
  for (const [key, phrase] of byLength) {
    // A shorter phrase inside a kept longer one counts only its uses outside it.
    const inside = kept
      .filter((longer) => ` ${longer.key} `.includes(` ${key} `))
      .reduce((sum, longer) => sum + longer.count, 0);
    const own = phrase.count - inside;
    if (own >= Math.max(2, minUses)) kept.push({ ...phrase, key, count: own });
  }
  // A word gives the uses it made inside kept phrases to those phrases.
  for (const phrase of kept) {
    for (const stem of phrase.key.split(' ')) {
      const word = words.get(stem);
      if (word) word.count -= phrase.count;
    }
  }
  const terms = [...kept, ...[...words.values()].filter((word) => word.count >= Math.max(1, minUses))];
  return terms
    .sort((a, b) => b.count - a.count || b.words - a.words || a.first - b.first)
    .slice(0, Math.max(0, limit))
    .map(({ term, count }) => ({ term, count }));
}

/** The text's words as stems, in order, for finding a term in it. */
function stems(text: string): string[] {
  return [...plain(text).matchAll(WORD)].map((match) => termStem(match[0].replace(/['’]s$/, '')));
}

/** The terms the text never uses, in the order given. */
export function missingTerms(text: string, terms: readonly KeyTerm[]): KeyTerm[] {
  const haystack = ` ${stems(text).join(' ')} `;
  return terms.filter(({ term }) => !haystack.includes(` ${stems(term).join(' ')} `));
}

/** Every word a resume shows an employer: what a posting's terms are looked for in. */
export function resumeWords(data: ResumeData): string {
  return [
    data.headline,
    data.summary,
    ...data.workExperience.flatMap((job) => [job.title, job.company, ...job.description]),
    ...data.education.flatMap((school) => [school.degree, school.field, school.institution]),
    ...data.skills.map((skill) => skill.name),
    ...data.certifications.flatMap((certification) => [certification.name, certification.issuer]),
  ].join('\n');
}
