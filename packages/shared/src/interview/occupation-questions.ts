import { singularJobTitle } from '../careers/job-title';
import { postingKeyTerms, type PostingText } from '../resume/posting-terms';
import type { InterviewDifficulty, InterviewPack } from './interview-limits';

/**
 * Questions the coach builds rather than keeps in its bank: a pack for a target career (framed from the occupation
 * as the career catalogue describes it) and practice for a saved job (built from the posting's key terms). Their
 * ids say how to build them again, so the server evaluates and saves an answer to one exactly as it does a bank
 * question, from its own prompt, never from one the browser sends:
 * - `target:<SOC>:<n>`: the n-th question of the occupation's pack;
 * - `posting:<n>:<term>`: the n-th wording around one of a posting's key terms.
 */
export interface BuiltQuestion {
  id: string;
  pack: InterviewPack;
  difficulty: InterviewDifficulty;
  prompt: string;
  guidance: string;
}

/** The occupation facts a target pack is framed from (a target career, or the catalogue's occupation). */
export interface OccupationForQuestions {
  soc: string;
  title: string;
  summary: string;
  nextSteps: readonly string[];
}

/** A target pack asks about the work itself: it is practised as the technical pack at standard difficulty. */
export const TARGET_QUESTION_PACK = { pack: 'technical', difficulty: 'standard' } as const;
/** Posting practice asks for examples: it is practised as the behavioral pack at standard difficulty. */
export const POSTING_QUESTION_PACK = { pack: 'behavioral', difficulty: 'standard' } as const;

/** Posting practice asks about this many of the posting's key terms, most used first. */
export const POSTING_QUESTIONS_MAX = 5;
/** A term is at most this long in a question id (ids are at most 64 characters). */
const TERM_MAX = 48;

const STAR = 'Answer in STAR order: situation, task, what you did, and the result with a number.';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

type TargetTemplate = (occupation: OccupationForQuestions, person: string) => [string, string] | null;

const TARGET_TEMPLATES: TargetTemplate[] = [
  ({ title, summary }, person) => [
    `${title} ${lowerFirst(sentence(summary))} Tell me about a time you did this kind of work, and what it achieved.`,
    `${STAR} Pick the part of your service closest to what ${withArticle(person)} does, and say it in civilian words.`,
  ],
  (_occupation, person) => [
    `Why do you want to work as ${withArticle(person)}, and what from your service prepares you for it?`,
    'Name two or three things you did that this work also asks for, with a number for each, and say why this field and not another.',
  ],
  (_occupation, person) => [
    `Tell me about the hardest problem you solved that ${withArticle(person)} would also face.`,
    `${STAR} Explain how you worked out the cause, the choice you made, and how you knew it worked.`,
  ],
  (_occupation, person) => [
    `How would you explain your military experience to a hiring manager for ${withArticle(person)} role who has never served?`,
    'Translate ranks and unit names into job titles and team sizes, and lead with the results a civilian employer would pay for.',
  ],
  ({ nextSteps }) => {
    const [step] = nextSteps;
    if (!step) return null;
    return [
      `A common next step into this field is to ${lowerFirst(sentence(step))} What have you done toward it, or how would you plan it?`,
      'Be specific: what you have already finished, what is left, and the date you expect to be done. Say how your service counts toward it.',
    ];
  },
];

/** The question pack for a target career: framed from the occupation's description, job title and next steps. */
export function targetQuestions(occupation: OccupationForQuestions): BuiltQuestion[] {
  const person = singularJobTitle(occupation.title);
  return TARGET_TEMPLATES.flatMap((template, index) => {
    const built = template(occupation, person);
    if (!built) return [];
    const [prompt, guidance] = built;
    return [{ id: `target:${occupation.soc}:${index}`, ...TARGET_QUESTION_PACK, prompt, guidance }];
  });
}

const POSTING_TEMPLATES: ((term: string) => [string, string])[] = [
  (term) => [
    `This posting asks for "${term}". Tell me about a time your work called for it, and what you achieved.`,
    `${STAR} Use the posting's own words, "${term}", when you name what you did.`,
  ],
  (term) => [
    `"${term}" is one of this posting's key terms. How would you show an interviewer you can handle it, with an example from your service?`,
    `${STAR} Say how often you did it, at what scale, and the result, in civilian words.`,
  ],
  (term) => [
    `This posting names "${term}". Describe a time you had to learn it or get better at it quickly.`,
    `${STAR} Name how you learned (training, a mentor, practice), how soon you used it, and what improved.`,
  ],
];

const TERM_PATTERN = /^[a-z0-9][a-z0-9+#' -]*$/;

/** One question around a posting's key term; undefined when the term could not be a key term. */
export function postingQuestion(variant: number, term: string): BuiltQuestion | undefined {
  const template = POSTING_TEMPLATES[variant];
  if (!template || term.length > TERM_MAX || !TERM_PATTERN.test(term)) return undefined;
  const [prompt, guidance] = template(term);
  return { id: `posting:${variant}:${term}`, ...POSTING_QUESTION_PACK, prompt, guidance };
}

/**
 * Practice for a saved job: one question for each of the posting's key terms, most used first, except the words
 * of the job title itself (asking for "a time your work called for logistics management specialist" says nothing).
 */
export function postingQuestions(posting: PostingText): BuiltQuestion[] {
  const title = posting.title.trim().toLowerCase();
  return postingKeyTerms(posting, { limit: POSTING_QUESTIONS_MAX + 3 })
    .filter(({ term }) => term !== title && term.length <= TERM_MAX && TERM_PATTERN.test(term))
    .slice(0, POSTING_QUESTIONS_MAX)
    .flatMap(({ term }, index) => postingQuestion(index % POSTING_TEMPLATES.length, term) ?? []);
}

/** What a built question's id says to build it from; undefined for any other id (a bank question's UUID). */
export function parseBuiltQuestionId(
  id: string,
):
  | { kind: 'target'; soc: string; index: number }
  | { kind: 'posting'; variant: number; term: string }
  | undefined {
  const target = /^target:(\d{2}-\d{4}(?:\.\d{2})?):(\d)$/.exec(id);
  if (target) return { kind: 'target', soc: target[1]!, index: Number(target[2]) };
  const posting = /^posting:(\d):(.+)$/.exec(id);
  if (posting) return { kind: 'posting', variant: Number(posting[1]), term: posting[2]! };
  return undefined;
}

/** What the coach says about practice for a target career and for a saved job. */
export const INTERVIEW_TARGET_MESSAGES = {
  forTarget: (title: string) => `For your target career: ${title}`,
  fromPosting: (title: string, company: string) =>
    `From the posting: ${title}, ${company}. These questions come from its key terms.`,
  noTarget: 'No target career yet: once you choose one, a question pack for it shows here.',
  chooseTarget: 'Choose a target career in My Plan',
  noSavedJobs: 'Save a job in Job Search to practise for its posting.',
  noPostingTerms: 'This posting repeats no words or phrases to build questions from. Try another saved job.',
  targetsFailed: 'We could not load questions for your target career. Please try again.',
} as const;
