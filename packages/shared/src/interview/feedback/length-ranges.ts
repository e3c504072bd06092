import type { InterviewDifficulty } from '../interview-limits';

/**
 * Useful answer lengths in words: about one to two minutes spoken for a standard question, more room for a
 * challenge or executive one, where the listener expects context and trade-offs.
 */
export const ANSWER_WORD_RANGES: Record<InterviewDifficulty, { min: number; max: number }> = {
  standard: { min: 80, max: 250 },
  challenge: { min: 120, max: 300 },
  executive: { min: 150, max: 350 },
};

/** A comfortable interview pace, in spoken words per minute. */
export const SPEAKING_PACE = { min: 110, max: 170 } as const;
