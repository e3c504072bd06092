import { describe, expect, it } from 'vitest';
import { MENTORSHIP_LIMITS, MENTORSHIP_MESSAGES, responseTimeText } from './mentorship-limits';
import { mentorRequestCreateSchema, messageCreateSchema, weeklySlotSchema } from './mentorship';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('mentorship schemas', () => {
  it('take messages of 1 to 5,000 characters, trimmed, without control characters', () => {
    expect(messageCreateSchema.parse({ body: '  Hello  ' })).toEqual({ body: 'Hello' });
    expect(messageOf(messageCreateSchema.safeParse({ body: '   ' }))).toBe(
      MENTORSHIP_MESSAGES.messageRequired,
    );
    expect(messageCreateSchema.safeParse({ body: 'x'.repeat(MENTORSHIP_LIMITS.messageMax) }).success).toBe(
      true,
    );
    expect(
      messageOf(messageCreateSchema.safeParse({ body: 'x'.repeat(MENTORSHIP_LIMITS.messageMax + 1) })),
    ).toBe(MENTORSHIP_MESSAGES.messageTooLong);
    expect(messageCreateSchema.safeParse({ body: 'a\u0000b' }).success).toBe(false);
    expect(messageCreateSchema.safeParse({ body: 'line one\nline two' }).success).toBe(true);
  });

  it('need a short message with a request', () => {
    const request = { mentorId: '5a3b7f0e-0000-4000-8000-000000000001' };
    expect(messageOf(mentorRequestCreateSchema.safeParse({ ...request, message: '' }))).toBe(
      MENTORSHIP_MESSAGES.requestMessageRequired,
    );
    expect(messageOf(mentorRequestCreateSchema.safeParse({ ...request, message: 'x'.repeat(501) }))).toBe(
      MENTORSHIP_MESSAGES.requestMessageTooLong,
    );
  });

  it('refuse a weekly slot that ends before it starts, or a time that is no time', () => {
    expect(weeklySlotSchema.safeParse({ day: 'MON', start: '18:00', end: '19:30' }).success).toBe(true);
    expect(messageOf(weeklySlotSchema.safeParse({ day: 'MON', start: '19:00', end: '18:00' }))).toBe(
      MENTORSHIP_MESSAGES.slotOrder,
    );
    expect(weeklySlotSchema.safeParse({ day: 'MON', start: '24:00', end: '25:00' }).success).toBe(false);
  });
});

describe('response time in words', () => {
  it.each([
    [null, 'no answers yet'],
    [0.5, 'answers within an hour'],
    [5, 'answers within hours'],
    [20, 'answers in about a day'],
    [72, 'answers in about 3 days'],
  ])('%s hours reads "%s"', (hours, text) => {
    expect(responseTimeText(hours)).toBe(text);
  });
});
