import { describe, expect, it } from 'vitest';
import { evaluateResponse } from './evaluate';
import { questionTopic, relevanceOf } from './relevance';
import { stem } from './word-stems';

// Questions of the bank (apps/api/src/features/interview/question-bank.ts), as a candidate meets them.
const CONFLICT = 'Tell me about a conflict on your team and how you resolved it.';
const DEADLINE = 'Give an example of a time you met a tight deadline.';
const TROUBLESHOOT =
  'Walk me through how you troubleshoot a system or piece of equipment that stops working.';
const LEADERSHIP = 'How would you describe your leadership style?';

// Well-told STAR answers: a situation, a task, first-person actions, a measured result, a useful length.
const SETTLED_A_DISPUTE = [
  'When I was a vehicle maintenance supervisor in 2020, two of my mechanics disagreed about who worked the weekend',
  'shifts, and the tension was slowing repairs. My task was to settle it before it split the shop. I sat down',
  'with each of them, I listened to both sides, and I proposed a rotation posted a month ahead that both of',
  'them agreed to. I checked in with them every Friday for the first two months. As a result, the complaints',
  'stopped, nobody asked for a transfer, and repair times fell by 15% over the next quarter.',
].join(' ');

const SHIPPED_EARLY = [
  'In 2021 my unit had eleven days to ship a full motor pool to a training exercise across the country. My task',
  'was to have every vehicle inspected and loaded by the due date. I split the inspections into two shifts, I',
  'prioritized the vehicles that still needed parts, and I tracked progress on a board that I reviewed every',
  'morning with the shift leads. As a result, all 48 vehicles passed inspection and shipped one day early.',
].join(' ');

const FIXED_A_GENERATOR = [
  'When the main generator at our site stopped holding a load in 2022, I was the technician on call. My task was',
  'to restore power before the clinic ran out of battery. I started from the symptoms, checked the simple causes',
  'first, fuel and filters, then I isolated the fault to a failed voltage regulator by testing one part at a',
  'time. I replaced it and documented the fix for the next shift. As a result, power was restored in 40 minutes.',
].join(' ');

// A strong answer about something else: the off-topic answer that used to score 4 or 5.
const SHORTENED_SHIPPING = [
  'When I was a logistics supervisor at Fort Hood in 2019, our warehouse shipped parts late to three repair shops.',
  'My task was to get orders out within two days without adding staff. I mapped every step of the order process',
  'with the team, found that paperwork waited for one signature, and I created a shared checklist so two leads',
  'could approve orders. I trained six clerks on it over a week and I reviewed the numbers with them every Friday.',
  'As a result, average shipping time dropped from five days to 1.5 days, and late orders fell by 80% in three',
  'months. The repair shops finished vehicles faster, and I wrote the process up for the next supervisor.',
].join(' ');

// On topic in its words only: a tight budget, not a deadline.
const TIGHT_BUDGET = [
  'When I was a company supply sergeant in 2018, our budget for the year was tight after a funding cut. My task',
  'was to keep every section equipped. I reviewed every open order, I cancelled the ones nobody could justify,',
  'and I negotiated a shared contract with the battalion for consumables. As a result, we ended the year with',
  'every section equipped and $12,000 left over.',
].join(' ');

const evaluate = (prompt: string, response: string) =>
  evaluateResponse({ question: { prompt }, response, difficulty: 'standard', mode: 'text' });

describe('questionTopic', () => {
  it('keeps the words that carry the topic, not how questions talk or what every story has', () => {
    expect(questionTopic(CONFLICT)).toMatchObject({
      keyTerms: ['conflict', 'resolved'],
      competency: { name: 'handling disagreement and conflict' },
    });
    expect(questionTopic(DEADLINE)).toMatchObject({
      keyTerms: ['tight', 'deadline'],
      competency: { name: 'meeting deadlines' },
    });
    expect(questionTopic(TROUBLESHOOT)).toMatchObject({
      keyTerms: ['troubleshoot', 'system', 'equipment', 'stops'],
      competency: { name: 'solving technical problems' },
    });
  });

  it('judges a question no competency fits by its key terms alone', () => {
    expect(questionTopic('What do you know about beekeeping?')).toEqual({
      keyTerms: ['beekeeping'],
      competency: undefined,
    });
    expect(relevanceOf('What do you know about beekeeping?', 'I kept bees for ten years.').level).toBe(
      'off-topic',
    );
    expect(relevanceOf('What do you know about beekeeping?', 'Beekeeping taught me patience.').level).toBe(
      'on-topic',
    );
  });
});

describe('relevanceOf', () => {
  it('finds an answer on topic when it tells of the competency in its own words', () => {
    expect(relevanceOf(CONFLICT, SETTLED_A_DISPUTE)).toMatchObject({
      level: 'on-topic',
      covered: ['conflict', 'resolved'],
      evidence: expect.arrayContaining(['disagree', 'tension', 'agreed']),
    });
    expect(relevanceOf(DEADLINE, SHIPPED_EARLY)).toMatchObject({ level: 'on-topic', missing: ['tight'] });
    expect(relevanceOf(TROUBLESHOOT, FIXED_A_GENERATOR).level).toBe('on-topic');
  });

  it('finds a strong story about something else off topic', () => {
    expect(relevanceOf(CONFLICT, SHORTENED_SHIPPING)).toMatchObject({
      level: 'off-topic',
      covered: [],
      evidence: [],
    });
    expect(relevanceOf(TROUBLESHOOT, SHIPPED_EARLY).level).toBe('off-topic');
    expect(relevanceOf(LEADERSHIP, FIXED_A_GENERATOR).level).toBe('off-topic');
  });

  it('finds an answer that shares the question’s words but not its competency partly on topic', () => {
    expect(relevanceOf(DEADLINE, TIGHT_BUDGET)).toMatchObject({
      level: 'partly',
      covered: ['tight'],
      missing: ['deadline'],
      evidence: [],
    });
  });
});

describe('evaluateResponse on the question asked', () => {
  it('gives an off-topic answer at most 1, however well it is told, and says why', () => {
    const feedback = evaluate(CONFLICT, SHORTENED_SHIPPING);
    expect(feedback.score).toBe(1);
    expect(feedback.summary).toMatch(/^An answer that misses the question: 1 out of 5\./);
    expect(feedback.summary).toContain('Work on answering the question asked');
    expect(feedback.improvements[0]).toBe(
      `Your answer does not address the question "${CONFLICT}": it never mentions "conflict" or "resolved" or ` +
        'shows handling disagreement and conflict. Tell a story that answers it, so it scores at most 1 out of 5 ' +
        'until it does, however well it is told.',
    );
    // The same story scores in full where it answers the question.
    expect(
      evaluate('Tell me about a time you went beyond what was asked of you.', SHORTENED_SHIPPING).score,
    ).toBeLessThanOrEqual(3);
    expect(
      evaluate('Describe a procedure you wrote or improved so others could follow it.', SHORTENED_SHIPPING)
        .score,
    ).toBe(5);
  });

  it('gives an answer that only partly addresses the question at most 3, naming what it leaves out', () => {
    const feedback = evaluate(DEADLINE, TIGHT_BUDGET);
    expect(feedback.score).toBeLessThanOrEqual(3);
    expect(feedback.summary).toMatch(/^An answer that only partly addresses the question: [\d.]+ out of 5\./);
    expect(feedback.improvements[0]).toBe(
      `Your answer only partly addresses the question "${DEADLINE}": it says nothing of "deadline" and shows ` +
        'nothing of meeting deadlines, which the question asks about. Tie your story to what the question asks, ' +
        'so it scores at most 3 out of 5 until it does, however well it is told.',
    );
  });

  it('leaves an on-topic answer its score, and says it answers the question', () => {
    const feedback = evaluate(CONFLICT, SETTLED_A_DISPUTE);
    expect(feedback.score).toBe(5);
    expect(feedback.strengths[0]).toBe(
      'Your answer addresses the question: it speaks to "conflict" and "resolved", and it shows handling ' +
        'disagreement and conflict.',
    );
  });

  it('is the same feedback for the same question and answer, every time', () => {
    expect(evaluate(DEADLINE, TIGHT_BUDGET)).toEqual(evaluate(DEADLINE, TIGHT_BUDGET));
  });
});

describe('stem', () => {
  it('brings the forms of a word together', () => {
    expect(new Set(['resolve', 'resolved', 'resolving', 'resolves'].map(stem))).toEqual(new Set(['resolv']));
    expect(new Set(['priority', 'priorities'].map(stem))).toEqual(new Set(['prioriti']));
    expect(new Set(['disagree', 'disagreed'].map(stem))).toEqual(new Set(['disagre']));
    expect(stem('process')).toBe('process');
  });
});
