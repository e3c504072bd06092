import type { InterviewDifficulty } from '../interview-limits';
import { ANSWER_WORD_RANGES, SPEAKING_PACE } from './length-ranges';
import { findStarParts, inStarOrder, STAR_PARTS } from './star';
import { countOwnership, findFillers, findJargon, findNumber, type WordCount } from './text-signals';

/** One measured signal: up to one point of the score, and what to say about it. */
export interface SignalResult {
  /** 0, 0.5 or 1. */
  points: number;
  /** Short name for the summary ("STAR structure"). */
  label: string;
  strength?: string;
  improvement?: string;
}

const quoted = (words: readonly WordCount[]) =>
  words.map(({ word, count }) => `"${word}"${count > 1 ? ` ×${count}` : ''}`).join(', ');

export function starSignal(text: string): SignalResult {
  const label = 'STAR structure';
  const found = findStarParts(text);
  const missing = STAR_PARTS.filter((part) => !found.some((finding) => finding.part === part));
  const ordered = inStarOrder(text);
  if (missing.length === 0 && ordered) {
    return {
      points: 1,
      label,
      strength: 'Your answer walks through situation, task, action and result, in order.',
    };
  }
  const seen = found.map(({ part, cue }) => `${part} ("${cue}")`).join(', ');
  if (missing.length === 0) {
    return {
      points: 0.5,
      label,
      improvement: `All four STAR parts are there but out of order: ${seen}. Tell it as situation, task, action, result.`,
    };
  }
  return {
    points: found.length >= 2 ? 0.5 : 0,
    label,
    improvement:
      `Add the missing STAR part${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.` +
      (found.length ? ` Found: ${seen}.` : ' No situation, task, action or result phrases were found.'),
  };
}

export function resultNumberSignal(text: string): SignalResult {
  const label = 'a measurable result';
  const result = findStarParts(text).find(({ part }) => part === 'result');
  const number = result ? findNumber(text.slice(result.at)) : undefined;
  if (number)
    return { points: 1, label, strength: `Your result has a number ("${number}"), which makes it concrete.` };
  return {
    points: 0,
    label,
    improvement: result
      ? `Your result ("${result.cue}") has no number. Say how much, how many or how fast: "cut turnaround by 30%".`
      : 'State the result with a number: what changed, by how much ("saved 12 hours a week").',
  };
}

export function lengthSignal(wordCount: number, difficulty: InterviewDifficulty): SignalResult {
  const label = 'length';
  const { min, max } = ANSWER_WORD_RANGES[difficulty];
  const range = `${min}–${max} words for a ${difficulty} question`;
  if (wordCount >= min && wordCount <= max) {
    return {
      points: 1,
      label,
      strength: `At ${wordCount} words, your answer is in the useful range (${range}).`,
    };
  }
  const near = wordCount >= min * 0.6 && wordCount <= max * 1.4;
  const advice = wordCount < min ? 'Add the context and the result' : 'Cut detail the listener does not need';
  return {
    points: near ? 0.5 : 0,
    label,
    improvement: `Your answer has ${wordCount} word${wordCount === 1 ? '' : 's'}; aim for ${range}. ${advice}.`,
  };
}

export function ownershipSignal(text: string): SignalResult {
  const label = 'ownership';
  const { singular, plural } = countOwnership(text);
  const counts = `"I/my" ×${singular}, "we/our" ×${plural}`;
  if (singular > 0 && singular >= plural) {
    return { points: 1, label, strength: `You own your part of the work (${counts}).` };
  }
  return {
    points: singular > 0 ? 0.5 : 0,
    label,
    improvement: `Say what you did yourself (${counts}): a civilian interviewer hires you, not the unit. Use "I decided", "I organized".`,
  };
}

export function plainLanguageSignal(text: string): SignalResult {
  const label = 'plain language';
  const fillers = findFillers(text);
  const jargon = findJargon(text);
  const improvements: string[] = [];
  if (fillers.length) {
    improvements.push(`Filler words: ${quoted(fillers)}. Pause instead; silence reads as confidence.`);
  }
  if (jargon.length) {
    const swaps = jargon.map(({ word, civilian }) => `"${word}" → ${civilian}`).join('; ');
    improvements.push(`Military jargon a civilian interviewer may not follow: ${swaps}.`);
  }
  if (!improvements.length) {
    return {
      points: 1,
      label,
      strength: 'Plain civilian language, with no filler words or military jargon.',
    };
  }
  return {
    points: 1 - (fillers.length ? 0.5 : 0) - (jargon.length ? 0.5 : 0),
    label,
    improvement: improvements.join(' '),
  };
}

/** Spoken answers only; it does not change the score, so text and voice answers compare. */
export function paceSignal(wordsPerMinute: number): Omit<SignalResult, 'points'> {
  const label = 'speaking pace';
  const pace = `${wordsPerMinute} words per minute`;
  if (wordsPerMinute < SPEAKING_PACE.min) {
    return {
      label,
      improvement: `Speaking pace ${pace}: a little slow; aim for ${SPEAKING_PACE.min}–${SPEAKING_PACE.max}.`,
    };
  }
  if (wordsPerMinute > SPEAKING_PACE.max) {
    return {
      label,
      improvement: `Speaking pace ${pace}: fast; slow down to ${SPEAKING_PACE.min}–${SPEAKING_PACE.max} and pause between parts.`,
    };
  }
  return { label, strength: `Speaking pace ${pace}: easy to follow.` };
}
