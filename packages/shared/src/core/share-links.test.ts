import { describe, expect, it } from 'vitest';
import { SHARE_LINK_MESSAGES, shareRequestSchema } from './share-links';

const messageOf = (input: unknown) => shareRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('the share request every share link is made from', () => {
  it('needs a recipient and 1 to 30 whole days', () => {
    expect(shareRequestSchema.safeParse({ email: 'a@example.org', daysValid: 7 }).success).toBe(true);
    expect(shareRequestSchema.safeParse({ email: 'a@example.org', daysValid: 1 }).success).toBe(true);
    expect(shareRequestSchema.safeParse({ email: 'a@example.org', daysValid: 30 }).success).toBe(true);
    for (const daysValid of [0, 31, 2.5]) {
      expect(messageOf({ email: 'a@example.org', daysValid })).toBe('Choose between 1 and 30 days.');
    }
    expect(messageOf({ email: '', daysValid: 7 })).toBe(SHARE_LINK_MESSAGES.emailRequired);
    expect(messageOf({ email: 'not-an-address', daysValid: 7 })).toBe(SHARE_LINK_MESSAGES.emailInvalid);
  });

  it('refuses fields it does not know', () => {
    expect(
      shareRequestSchema.safeParse({ email: 'a@example.org', daysValid: 7, role: 'admin' }).success,
    ).toBe(false);
  });
});
