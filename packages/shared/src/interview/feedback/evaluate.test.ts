import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERVIEW_DIFFICULTIES } from '../interview-limits';
import { averageScore, evaluateResponse, formatScore } from './evaluate';
import { findStarParts, inStarOrder } from './star';

const STRONG = [
  'When I was a logistics supervisor at Fort Hood in 2019, our warehouse shipped parts late to three repair shops.',
  'My task was to get orders out within two days without adding staff.',
  'I mapped every step of the order process with the team, found that paperwork waited for one signature,',
  'and I created a shared checklist so two leads could approve orders. I trained six clerks on it over a week',
  'and I reviewed the numbers with them every Friday so problems surfaced early.',
  'As a result, average shipping time dropped from five days to 1.5 days, and late orders fell by 80% in three',
  'months. The repair shops finished vehicles faster, and I wrote the process up so the next supervisor could',
  'keep it running after I left.',
].join(' ');

// A question of the bank that STRONG answers: its relevance costs nothing here (relevance.test.ts tests it).
const QUESTION = { prompt: 'Describe a procedure you wrote or improved so others could follow it.' };

const evaluate = (response: string, extra: Partial<Parameters<typeof evaluateResponse>[0]> = {}) =>
  evaluateResponse({ question: QUESTION, response, difficulty: 'standard', mode: 'text', ...extra });

describe('evaluateResponse', () => {
  it('gives a complete, quantified, first-person, plain answer of useful length 5 out of 5', () => {
    const feedback = evaluate(STRONG);
    expect(feedback.improvements).toEqual([]);
    expect(feedback.score).toBe(5);
    // Relevance, then the five signals.
    expect(feedback.strengths).toHaveLength(6);
    expect(feedback.summary).toMatch(/^A strong answer: 5 out of 5\./);
    expect(feedback.wordsPerMinute).toBeNull();
  });

  it('names the filler words and the jargon with their civilian phrasing', () => {
    const feedback = evaluate(`${STRONG} Um, basically the platoon took the objective, you know.`);
    const plain = feedback.improvements.find((line) => line.startsWith('Filler words'))!;
    expect(plain).toContain('"um", "you know", "basically"');
    expect(plain).toContain('"platoon" → team of about 30 to 40 people');
    expect(plain).toContain('"took the objective" → reached the goal');
    expect(feedback.score).toBe(4);
  });

  it('names the missing STAR parts, and parts out of order', () => {
    const missing = evaluate('I reorganized the supply room and it was fine.');
    expect(missing.improvements.join(' ')).toMatch(/Add the missing STAR parts: situation, task, result\./);
    const shuffled = evaluate(
      'The result was good. I built a tracker. My task was to fix delays. The situation was bad.',
    );
    expect(shuffled.improvements.join(' ')).toMatch(/out of order/);
  });

  it('asks for a number in the result when there is none', () => {
    const feedback = evaluate(
      STRONG.replace(
        /dropped from five days to 1\.5 days, and late orders fell by 80% in three\s+months/,
        'improved a lot',
      ),
    );
    expect(feedback.improvements.join(' ')).toMatch(/has no number/);
  });

  it('asks for "I" when the answer only says "we"', () => {
    const feedback = evaluate('We planned it and we executed it, our team did well.');
    expect(feedback.improvements.join(' ')).toContain('"I/my" ×0, "we/our" ×3');
  });

  it('measures length against the difficulty', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
    expect(evaluate(words(100)).improvements.join(' ')).not.toMatch(/aim for/);
    expect(evaluate(words(100), { difficulty: 'executive' }).improvements.join(' ')).toMatch(
      /100 words; aim for 150–350 words for a executive question/,
    );
    expect(evaluate(words(20)).improvements.join(' ')).toMatch(/20 words; aim for 80–250/);
  });

  it('adds the speaking pace for a spoken answer only, without changing the score', () => {
    const spoken = evaluate(STRONG, { mode: 'voice', spokenSeconds: 60 });
    expect(spoken.wordsPerMinute).toBe(spoken.wordCount);
    expect(spoken.score).toBe(5);
    expect(evaluate(STRONG, { mode: 'text', spokenSeconds: 60 }).wordsPerMinute).toBeNull();
    const fast = evaluate(STRONG, { mode: 'voice', spokenSeconds: 20 });
    expect(fast.improvements.join(' ')).toMatch(/Speaking pace \d+ words per minute: fast/);
  });
});

describe('STAR order', () => {
  it('finds labelled parts in order', () => {
    const text = 'Situation: x. Task: y. Action: z. Result: 5 more.';
    expect(findStarParts(text).map(({ part }) => part)).toEqual(['situation', 'task', 'action', 'result']);
    expect(inStarOrder(text)).toBe(true);
  });

  it('reads an action before the task as context when another action follows the task', () => {
    const text =
      'In my last role I managed a team of twelve. My responsibility was to fix the counts. ' +
      'I introduced scanners. As a result, errors fell to 1 percent.';
    expect(inStarOrder(text)).toBe(true);
    expect(evaluate(text).improvements.join(' ')).not.toMatch(/STAR/);
    expect(inStarOrder('The result was good. Then my task was to plan it.')).toBe(false);
  });
});

describe('averageScore', () => {
  it('is the mean to two decimals', () => {
    expect(averageScore([5, 4.5, 3])).toBe(4.17);
    expect(formatScore(averageScore([5, 4.5, 3]))).toBe('4.17');
    expect(averageScore([])).toBe(0);
  });
});

describe('evaluateResponse on arbitrary text (property)', () => {
  const difficulty = fc.constantFrom(...INTERVIEW_DIFFICULTIES);
  const text = fc.oneof(fc.string({ maxLength: 5_000 }), fc.string({ unit: 'grapheme', maxLength: 600 }));

  it('never throws and scores 0–5 in half points', () => {
    fc.assert(
      fc.property(text, difficulty, (response, level) => {
        const { score, improvements, strengths } = evaluate(response, { difficulty: level });
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(5);
        expect(Number.isInteger(score * 2)).toBe(true);
        expect(strengths.length + improvements.length).toBeGreaterThanOrEqual(6);
      }),
    );
  });

  it('always names filler or jargon added to any answer, and takes off points for it', () => {
    const extra = fc.constantFrom(
      ' Um, basically.',
      ' The platoon took the objective.',
      ' We had, like, you know.',
    );
    fc.assert(
      fc.property(text, extra, (response, addition) => {
        const after = evaluate(`${response}${addition}`);
        expect(after.improvements.some((line) => /Filler words|Military jargon/.test(line))).toBe(true);
        expect(after.strengths).not.toContain(
          'Plain civilian language, with no filler words or military jargon.',
        );
      }),
    );
  });

  it('names only filler words that occur in the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('um', 'like', 'you know', 'basically', 'I', 'led', ',', 'team', 'the'), {
          maxLength: 60,
        }),
        (words) => {
          const response = words.join(' ');
          const line = evaluate(response).improvements.find((item) => item.startsWith('Filler words')) ?? '';
          for (const [, named] of line.matchAll(/"([^"]+)"/g))
            expect(response.toLowerCase()).toContain(named);
        },
      ),
    );
  });
});
