import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  joinButtonLabel,
  postCreateSchema,
  splitPostText,
} from './index';

describe('joinButtonLabel', () => {
  it('gives the spec’s labels for every membership and access', () => {
    expect(joinButtonLabel('none', 'public')).toBe('Join circle');
    expect(joinButtonLabel('none', 'invite-only')).toBe('Request access');
    expect(joinButtonLabel('pending', 'invite-only')).toBe('Pending approval');
    expect(joinButtonLabel('joined', 'public')).toBe('Joined');
    expect(joinButtonLabel('joined', 'invite-only')).toBe('Joined');
  });
});

describe('postCreateSchema', () => {
  it('trims, and refuses empty, over-long and control-character posts', () => {
    expect(postCreateSchema.parse({ content: '  hi \n there ' })).toEqual({ content: 'hi \n there' });
    const fail = (content: unknown) => postCreateSchema.safeParse({ content }).error?.issues[0]?.message;
    expect(fail('   ')).toBe(COMMUNITY_MESSAGES.postRequired);
    expect(fail('x'.repeat(COMMUNITY_LIMITS.postMax + 1))).toBe(COMMUNITY_MESSAGES.postTooLong);
    expect(fail('a\u0000b')).toMatch(/control characters/);
    expect(postCreateSchema.safeParse({ content: 'x'.repeat(COMMUNITY_LIMITS.postMax) }).success).toBe(true);
  });
});

describe('splitPostText', () => {
  it('makes http(s) addresses links, leaving sentence punctuation outside', () => {
    expect(splitPostText('See https://www.va.gov/benefits/. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://www.va.gov/benefits/', href: 'https://www.va.gov/benefits/' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('never makes links of other schemes or of markup', () => {
    for (const content of [
      'javascript:alert(1)',
      '<a href="javascript:alert(1)">x</a>',
      'data:text/html,hi',
    ]) {
      expect(splitPostText(content)).toEqual([{ kind: 'text', text: content }]);
    }
  });

  it('keeps the text whole: joining the parts gives it back', () => {
    const content = 'a http://example.org/x?y=1 b https://example.com) c';
    expect(
      splitPostText(content)
        .map((part) => part.text)
        .join(''),
    ).toBe(content);
  });
});
