import type { InterviewDifficulty, InterviewMode } from '../interview-limits';
import {
  lengthSignal,
  ownershipSignal,
  paceSignal,
  plainLanguageSignal,
  resultNumberSignal,
  starSignal,
} from './signals';
import { countWords } from './text-signals';

export interface EvaluationInput {
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
 * Deterministic and transparent: every point lost comes with an improvement naming the words that cost it.
 */
export function evaluateResponse({
  response,
  difficulty,
  mode,
  spokenSeconds,
}: EvaluationInput): InterviewFeedback {
  const wordCount = countWords(response);
  const signals = [
    starSignal(response),
    resultNumberSignal(response),
    lengthSignal(wordCount, difficulty),
    ownershipSignal(response),
    plainLanguageSignal(response),
  ];
  const score = signals.reduce((sum, { points }) => sum + points, 0);
  const wordsPerMinute =
    mode === 'voice' && spokenSeconds && spokenSeconds > 0
      ? Math.round(wordCount / (spokenSeconds / 60))
      : null;
  const pace = wordsPerMinute === null ? undefined : paceSignal(wordsPerMinute);
  const all = pace ? [...signals, pace] : signals;
  const strong = signals.filter(({ points }) => points === 1).map(({ label }) => label);
  const weak = signals.filter(({ points }) => points < 1).map(({ label }) => label);
  return {
    summary: summarize(score, strong, weak),
    strengths: all.flatMap(({ strength }) => (strength ? [strength] : [])),
    improvements: all.flatMap(({ improvement }) => (improvement ? [improvement] : [])),
    score,
    wordCount,
    wordsPerMinute,
  };
}

function summarize(score: number, strong: readonly string[], weak: readonly string[]): string {
  const verdict =
    score >= 4.5
      ? 'A strong answer'
      : score >= 3
        ? 'A solid answer to build on'
        : 'An answer with room to grow';
  const parts = [`${verdict}: ${score} out of 5.`];
  if (strong.length) parts.push(`Strong on ${strong.join(', ')}.`);
  if (weak.length) parts.push(`Work on ${weak.join(', ')}.`);
  return parts.join(' ');
}

/** The spec's average: the mean of the scores, shown to two decimals. */
export function averageScore(scores: readonly number[]): number {
  if (!scores.length) return 0;
  return Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 100) / 100;
}

export const formatScore = (score: number): string => score.toFixed(2);
