import { findMilitaryTerms } from '../../wording/military-terms';

/** A word or phrase the feedback names, with how often it occurs. */
export interface WordCount {
  word: string;
  count: number;
}

const WORD = /[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*/g;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

interface Rule {
  word: string;
  patterns: RegExp[];
}

/*
 * Filler words as spoken habits, not as vocabulary: "um", "uh" and "basically" always count; "you know" only as an
 * aside (before a pause or after a comma, not "you know how to…"); "like" only as an aside set off by a comma
 * ("we had, like, forty people"), never "I like" or "looks like". Missing some filler is better than naming a
 * word the candidate used correctly.
 */
const FILLER_RULES: readonly Rule[] = [
  { word: 'um', patterns: [/\b(?:u+m+|u+h+m+|e+r+m+)\b/gi] },
  { word: 'uh', patterns: [/\bu+h+\b/gi] },
  {
    word: 'like',
    patterns: [/\blike(?=\s*,)/gi, /(?<=,\s*)like\b(?!\s*,)(?!\s+(?:a|an|the|this|that|to|it)\b)/gi],
  },
  {
    word: 'you know',
    patterns: [
      /\byou know(?=\s*(?:[,.;!?]|$))/gi,
      /(?<=,\s*)you know\b(?!\s*[,.;!?]|\s*$|\s+(?:how|what|that|when|where|why|who|if|whether)\b)/gi,
    ],
  },
  { word: 'basically', patterns: [/\bbasically\b/gi] },
];

function positionsOf(text: string, patterns: readonly RegExp[]): Set<number> {
  const found = new Set<number>();
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match.index);
  return found;
}

export function findFillers(text: string): WordCount[] {
  return FILLER_RULES.map(({ word, patterns }) => ({ word, count: positionsOf(text, patterns).size })).filter(
    ({ count }) => count > 0,
  );
}

export interface JargonHit extends WordCount {
  civilian: string;
}

/**
 * Military terms used (the shared list behind the resume's wording check too), each with the words as written
 * (first occurrence), how often, and the civilian phrasing; in the order they first occur.
 */
export function findJargon(text: string): JargonHit[] {
  const hits = new Map<string, JargonHit>();
  for (const { term, text: word, civilian } of findMilitaryTerms(text)) {
    const hit = hits.get(term);
    if (hit) hit.count += 1;
    else hits.set(term, { word, count: 1, civilian });
  }
  return [...hits.values()];
}

const SINGULAR = /\b(?:I|I['’](?:m|ve|d|ll)|me|my|mine|myself)\b/gi;
// "us" in lower case only: "US" is the country.
const PLURAL = /\b(?:we|we['’](?:re|ve|d|ll)|our|ours|ourselves)\b|\bus\b/gi;

export function countOwnership(text: string): { singular: number; plural: number } {
  const plural = [...text.matchAll(PLURAL)].filter((match) => match[0] !== 'US' && match[0] !== 'Us');
  return { singular: text.match(SINGULAR)?.length ?? 0, plural: plural.length };
}

const NUMBER =
  /\b\d[\d,.]*(?:\s*(?:%|percent\b))?|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|percent|half|doubled|tripled|twice)\b/i;

/** The first number in the text (digits, a percentage, or a number word), or undefined. */
export function findNumber(text: string): string | undefined {
  return text.match(NUMBER)?.[0].trim();
}
