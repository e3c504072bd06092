import { COMPETENCIES, type Competency } from './competencies';
import { mentions, stem, stemsOf, wordsOf } from './word-stems';

/*
 * Whether an answer answers the question asked: a well-told story about something else is not a good answer.
 * The question's key terms are the words of its prompt that carry its topic (not "tell me about a time", not
 * words every story has, such as "team" or "work"); its competency is the one the prompt's words cue most
 * (competencies.ts). The answer covers a key term when it uses the term or a word of that competency in any
 * form. On topic: at least a third of the key terms and the competency shown. Off topic: neither a key term
 * nor the competency. Partly: one without the other.
 */

/** How an interview question talks: these words say nothing about its topic. */
const QUESTION_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers him ' +
    'his how i if in into is it its just me more most my no nor not now of off on once only or other our out over ' +
    'own same she should so some such than that the their them then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with without would you your ' +
    'yours yourself tell describe give example walk time times situation someone something somebody thing things ' +
    'way ways made make makes making get got still keep kept used use went going go want wanted asked ask know ' +
    'several many much one two three hundred people person team teams member members work worked job role ' +
    'organization organizations business piece kind hardest most least best biggest new old whose others ' +
    'sure well good long large important cannot taken across set hold found handled met period manage responsible'
  )
    .split(' ')
    .map(stem),
);

export type RelevanceLevel = 'on-topic' | 'partly' | 'off-topic';

export interface QuestionTopic {
  /** The prompt's words that carry its topic, as written (first form seen). */
  keyTerms: string[];
  competency: Competency | undefined;
}

export interface Relevance {
  level: RelevanceLevel;
  topic: QuestionTopic;
  /** Key terms the answer covers, and those it does not. */
  covered: string[];
  missing: string[];
  /** The competency's words the answer uses, as written in the list. */
  evidence: string[];
}

/** The key terms and the competency of a question, from its prompt. */
export function questionTopic(prompt: string): QuestionTopic {
  const keyTerms: string[] = [];
  const seen = new Set<string>();
  for (const word of wordsOf(prompt)) {
    const bare = word.replace(/['’]s$/, '');
    const key = stem(bare);
    if (bare.length < 3 || QUESTION_WORDS.has(key) || seen.has(key)) continue;
    seen.add(key);
    keyTerms.push(bare);
  }
  const promptStems = stemsOf(prompt);
  let competency: Competency | undefined;
  let cueCount = 0;
  for (const candidate of COMPETENCIES) {
    const count = candidate.cues.filter((cue) => usesPhrase(promptStems, cue)).length;
    if (count > cueCount) [competency, cueCount] = [candidate, count];
  }
  return { keyTerms, competency };
}

/** How far `answer` addresses the question whose prompt is `prompt`. */
export function relevanceOf(prompt: string, answer: string): Relevance {
  const topic = questionTopic(prompt);
  const stems = stemsOf(answer);
  const evidence = topic.competency?.evidence.filter((word) => usesPhrase(stems, word)) ?? [];
  // A key term the competency is cued by counts as covered when the answer shows the competency: a story of a
  // disagreement settled answers "a conflict … and how you resolved it" without those very words.
  const cues = topic.competency?.cues.flatMap((cue) => cue.split(' ')).map(stem) ?? [];
  const shownByCompetency = (term: string) =>
    evidence.length > 0 && cues.some((cue) => stem(term).startsWith(cue));
  const covered = topic.keyTerms.filter((term) => mentions(stems, term) || shownByCompetency(term));
  const missing = topic.keyTerms.filter((term) => !covered.includes(term));
  const termsCovered = topic.keyTerms.length === 0 || covered.length * 3 >= topic.keyTerms.length;
  const competencyShown = topic.competency === undefined || evidence.length > 0;
  const level: RelevanceLevel =
    termsCovered && competencyShown
      ? 'on-topic'
      : covered.length === 0 && evidence.length === 0
        ? 'off-topic'
        : 'partly';
  return { level, topic, covered, missing, evidence };
}

/** A word in any form, or a phrase ("hand receipt") as consecutive words. */
function usesPhrase(stems: readonly string[], phrase: string): boolean {
  const parts = phrase.split(' ').map(stem);
  if (parts.length === 1) return mentions(stems, phrase);
  return stems.some((_, start) => parts.every((part, offset) => stems[start + offset]?.startsWith(part)));
}

/** The most an answer scores at each level, however well it is told. */
export const RELEVANCE_CAPS: Record<RelevanceLevel, number> = { 'on-topic': 5, partly: 3, 'off-topic': 1 };

const listed = (words: readonly string[]) => {
  const quoted = words.map((word) => `"${word}"`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
};

export interface RelevanceSignal {
  level: RelevanceLevel;
  /** The highest score the answer can have. */
  cap: number;
  label: string;
  strength?: string;
  improvement?: string;
}

/** The relevance as feedback: what the answer covers of the question, and what it costs when it does not. */
export function relevanceSignal(prompt: string, answer: string): RelevanceSignal {
  const { level, topic, covered, missing, evidence } = relevanceOf(prompt, answer);
  const label = 'answering the question asked';
  const cap = RELEVANCE_CAPS[level];
  const competency = topic.competency?.name;
  if (level === 'on-topic') {
    const parts = [
      covered.length ? `it speaks to ${listed(covered).replace(/ or /, ' and ')}` : '',
      competency ? `it shows ${competency}` : '',
    ].filter(Boolean);
    return {
      level,
      cap,
      label,
      strength: `Your answer addresses the question${parts.length ? `: ${parts.join(', and ')}` : ''}.`,
    };
  }
  const capped = `so it scores at most ${cap} out of 5 until it does, however well it is told`;
  if (level === 'off-topic') {
    const never = [
      topic.keyTerms.length ? `mentions ${listed(topic.keyTerms)}` : '',
      competency ? `shows ${competency}` : '',
    ].filter(Boolean);
    return {
      level,
      cap,
      label,
      improvement:
        `Your answer does not address the question "${prompt}": it never ${never.join(' or ')}. ` +
        `Tell a story that answers it, ${capped}.`,
    };
  }
  const gaps = [
    missing.length ? `says nothing of ${listed(missing)}` : '',
    competency && evidence.length === 0
      ? `shows nothing of ${competency}, which the question asks about`
      : '',
  ].filter(Boolean);
  return {
    level,
    cap,
    label,
    improvement:
      `Your answer only partly addresses the question "${prompt}": it ${gaps.join(' and ')}. ` +
      `Tie your story to what the question asks, ${capped}.`,
  };
}
