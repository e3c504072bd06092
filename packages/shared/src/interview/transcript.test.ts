import { describe, expect, it } from 'vitest';
import { evaluateResponse } from './feedback/evaluate';
import { formatTranscript } from './transcript';

const response = 'Um, my platoon <finished> early.';
const feedback = evaluateResponse({
  question: { prompt: 'Tell me about a time.' },
  response,
  difficulty: 'standard',
  mode: 'text',
});

describe('formatTranscript', () => {
  it('writes the settings, the average to two decimals, and each answer with its feedback', () => {
    const text = formatTranscript({
      profile: { pack: 'behavioral', difficulty: 'challenge' },
      mode: 'voice',
      startedAt: '2026-05-01T14:00:00.000Z',
      completedAt: '2026-05-01T14:10:00.000Z',
      averageScore: 2.5,
      entries: [
        {
          questionId: 'q1',
          question: 'Tell me about a time.',
          response,
          mode: 'text',
          feedback,
          timestamp: 't1',
        },
      ],
    });
    expect(text).toContain('Pack: Behavioral · Difficulty: Challenge · Mode: Voice (beta)');
    expect(text).toContain('Completed: 2026-05-01T14:10:00.000Z');
    expect(text).toContain('Average score: 2.50 out of 5');
    expect(text).toContain(`Question 1: Tell me about a time.\nAnswer (Text, t1):\n${response}`);
    expect(text).toContain(`Score: ${feedback.score.toFixed(2)} out of 5`);
    expect(text).toContain('"platoon" → team of about 30 to 40 people');
  });

  it('leaves out the completion of a session not saved yet', () => {
    const text = formatTranscript({
      profile: { pack: 'technical', difficulty: 'standard' },
      mode: 'text',
      startedAt: '2026-05-01T14:00:00.000Z',
      averageScore: 0,
      entries: [],
    });
    expect(text).not.toContain('Completed:');
  });
});
