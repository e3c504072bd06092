import type { InterviewDifficulty, InterviewMode } from '../interview-limits';
import {
  lengthSignal,
  ownershipSignal,
  paceSignal,
  plainLanguageSignal,
  resultNumberSignal,
  starSignal,
} from './signals';
import { relevanceSignal, type RelevanceSignal } from './relevance';
import { countWords } from './text-signals';

export interface EvaluationInput {
  /** The question answered: the answer must address its prompt (relevance.ts). */
  question: { prompt: string };
  response: string;
  difficulty: InterviewDifficulty;
  mode: InterviewMode;
  /** How long the answer took to speak, for voice answers. */
  spokenSeconds?: number | null;
}

/** The spec's feedback (summary, strengths, improvements, score out of 5), plus what it was measured on. */
export interface InterviewFeedback {
  summary: string;
  strengths: string[];
  improvements: string[];
  score: number;
  wordCount: number;
  wordsPerMinute: number | null;
}

/**
 * Scores an answer on five measurable signals, one point each: STAR structure, a result with a number, a length
 * in the difficulty's range, first-person ownership, and plain language (no filler words, no military jargon).
 * An answer that does not address the question scores at most 1, one that addresses it only in part at most 3
 * (relevance.ts): a well-told story about something else is not a good answer.
 * Deterministic and transparent: every point lost comes with an improvement naming the words that cost it.
 */
export function evaluateResponse({
  question,
  response,
  difficulty,
  mode,
  spokenSeconds,
}: EvaluationInput): InterviewFeedback {
  const wordCount = countWords(response);
  const relevance = relevanceSignal(question.prompt, response);
  const signals = [
    starSignal(response),
    resultNumberSignal(response),
    lengthSignal(wordCount, difficulty),
    ownershipSignal(response),
    plainLanguageSignal(response),
  ];
  const score = Math.min(
    relevance.cap,
    signals.reduce((sum, { points }) => sum + points, 0),
  );
  const wordsPerMinute =
    mode === 'voice' && spokenSeconds && spokenSeconds > 0
      ? Math.round(wordCount / (spokenSeconds / 60))
      : null;
  const pace = wordsPerMinute === null ? undefined : paceSignal(wordsPerMinute);
  // Relevance first: it says whether the rest matters.
  const all = [relevance, ...signals, ...(pace ? [pace] : [])];
  const strong = signals.filter(({ points }) => points === 1).map(({ label }) => label);
  const weak = signals.filter(({ points }) => points < 1).map(({ label }) => label);
  return {
    summary: summarize(score, relevance, strong, weak),
    strengths: all.flatMap(({ strength }) => (strength ? [strength] : [])),
    improvements: all.flatMap(({ improvement }) => (improvement ? [improvement] : [])),
    score,
    wordCount,
    wordsPerMinute,
  };
}

function summarize(
  score: number,
  relevance: Pick<RelevanceSignal, 'level' | 'label'>,
  strong: readonly string[],
  weak: readonly string[],
): string {
  const verdict =
    relevance.level === 'off-topic'
      ? 'An answer that misses the question'
      : relevance.level === 'partly'
        ? 'An answer that only partly addresses the question'
        : score >= 4.5
          ? 'A strong answer'
          : score >= 3
            ? 'A solid answer to build on'
            : 'An answer with room to grow';
  const parts = [`${verdict}: ${score} out of 5.`];
  if (strong.length) parts.push(`Strong on ${strong.join(', ')}.`);
  const work = relevance.level === 'on-topic' ? weak : [relevance.label, ...weak];
  if (work.length) parts.push(`Work on ${work.join(', ')}.`);
  return parts.join(' ');
}

/** The spec's average: the mean of the scores, shown to two decimals. */
export function averageScore(scores: readonly number[]): number {
  if (!scores.length) return 0;
  return Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 100) / 100;
}

export const formatScore = (score: number): string => score.toFixed(2);
