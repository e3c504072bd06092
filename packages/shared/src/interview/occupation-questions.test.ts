import { describe, expect, it } from 'vitest';
import { INTERVIEW_LIMITS } from './interview-limits';
import {
  parseBuiltQuestionId,
  postingQuestion,
  postingQuestions,
  targetQuestions,
} from './occupation-questions';

const LOGISTICIANS = {
  soc: '13-1081',
  title: 'Logisticians',
  summary: 'Manage how an organization acquires, moves, stores and distributes supplies and equipment.',
  nextSteps: ["Earn ASCM's CLTD or CSCP supply-chain certification"],
};

const POSTING = {
  title: 'Inventory Control Specialist',
  description:
    'Conduct cycle counts and reconcile inventory discrepancies in our warehouse management system. Maintain ' +
    'inventory control procedures. Train associates on cycle counts and the warehouse management system. ' +
    'Operate forklifts safely; forklift certification preferred. Two years of inventory control experience.',
};

describe('targetQuestions', () => {
  it('frames a pack from the occupation’s description, job title and first next step', () => {
    const questions = targetQuestions(LOGISTICIANS);
    expect(questions.map((question) => question.id)).toEqual([
      'target:13-1081:0',
      'target:13-1081:1',
      'target:13-1081:2',
      'target:13-1081:3',
      'target:13-1081:4',
    ]);
    expect(questions[0]!.prompt).toBe(
      'Logisticians manage how an organization acquires, moves, stores and distributes supplies and equipment. ' +
        'Tell me about a time you did this kind of work, and what it achieved.',
    );
    expect(questions[1]!.prompt).toMatch(/^Why do you want to work as a Logistician,/);
    expect(questions[4]!.prompt).toMatch(
      /to earn ASCM's CLTD or CSCP supply-chain certification\. What have/,
    );
    for (const question of questions) {
      expect(question).toMatchObject({ pack: 'technical', difficulty: 'standard' });
      expect(question.prompt.length).toBeLessThanOrEqual(INTERVIEW_LIMITS.promptMaxLength);
    }
  });

  it('leaves out the next-step question when the occupation has none, and says "an" before a vowel', () => {
    const questions = targetQuestions({
      soc: '17-2011',
      title: 'Aerospace Engineers',
      summary: 'Design aircraft.',
      nextSteps: [],
    });
    expect(questions).toHaveLength(4);
    expect(questions[1]!.prompt).toMatch(/as an Aerospace Engineer,/);
  });
});

describe('postingQuestions', () => {
  it('asks about the posting’s key terms, most used first, never its bare title', () => {
    const questions = postingQuestions(POSTING);
    expect(questions.length).toBeGreaterThan(2);
    expect(questions[0]!.prompt).toBe(
      'This posting asks for "warehouse management system". Tell me about a time your work called for it, and ' +
        'what you achieved.',
    );
    expect(questions.map((question) => question.id)).toEqual(
      expect.arrayContaining(['posting:1:inventory control', 'posting:2:cycle counts']),
    );
    expect(questions.some((question) => question.prompt.includes('inventory control specialist'))).toBe(
      false,
    );
    for (const question of questions) {
      expect(question).toMatchObject({ pack: 'behavioral', difficulty: 'standard' });
      expect(question.id.length).toBeLessThanOrEqual(64);
    }
  });

  it('asks nothing of a posting without repeated terms', () => {
    expect(postingQuestions({ title: '', description: 'We are hiring.' })).toEqual([]);
  });
});

describe('parseBuiltQuestionId', () => {
  it('reads back what each id was built from, and nothing from a bank question’s id', () => {
    expect(parseBuiltQuestionId('target:13-1081:2')).toEqual({ kind: 'target', soc: '13-1081', index: 2 });
    expect(parseBuiltQuestionId('posting:1:cycle counts')).toEqual({
      kind: 'posting',
      variant: 1,
      term: 'cycle counts',
    });
    expect(parseBuiltQuestionId('0b6c1f9e-8c1a-4a5e-9d55-1c1d2b3c4d5e')).toBeUndefined();
    expect(parseBuiltQuestionId('target:13-1081')).toBeUndefined();
  });

  it('builds a posting question again from its id, and refuses a term no posting could give', () => {
    const [first] = postingQuestions(POSTING);
    const parsed = parseBuiltQuestionId(first!.id);
    expect(parsed?.kind).toBe('posting');
    if (parsed?.kind !== 'posting') return;
    expect(postingQuestion(parsed.variant, parsed.term)).toEqual(first);
    expect(postingQuestion(0, '<script>')).toBeUndefined();
    expect(postingQuestion(9, 'inventory')).toBeUndefined();
  });
});
