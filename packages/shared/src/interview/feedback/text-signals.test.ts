import { describe, expect, it } from 'vitest';
import { countOwnership, countWords, findFillers, findJargon, findNumber } from './text-signals';

describe('filler words', () => {
  it.each([
    ['Um, I think we, um, finished early.', [{ word: 'um', count: 2 }]],
    ['Uh we started, uhh, late.', [{ word: 'uh', count: 2 }]],
    ['We had, like, forty people.', [{ word: 'like', count: 1 }]],
    ['It was hard, you know, to plan.', [{ word: 'you know', count: 1 }]],
    ['Basically I ran the shop.', [{ word: 'basically', count: 1 }]],
  ])('finds them in %j', (text, expected) => {
    expect(findFillers(text)).toEqual(expected);
  });

  it.each([
    'I like working with people.',
    'It looks like a good fit, like a glove.',
    'You know how to fix it, and you know what matters.',
    'The drum roll, the umbrella and the humble hummus.',
    'I would like to learn, and I basic-trained recruits.',
  ])('names nothing in %j', (text) => {
    expect(findFillers(text)).toEqual([]);
  });
});

describe('military jargon', () => {
  it('names the words as written, how often, and what to say instead', () => {
    expect(findJargon('My platoon and two other platoons; the NCO and the NCOs')).toEqual([
      { word: 'platoon', count: 2, civilian: 'team of about 30 to 40 people' },
      { word: 'NCO', count: 2, civilian: 'supervisor' },
    ]);
  });

  it.each([
    'I worked with the company to reach our objective and led the crew of aircraft mechanics.',
    'We stored logs in S3, deployed the app and reviewed the mission statement of the charity.',
    'The co-op in Colorado sold phones; the cost was low.',
  ])('names nothing in civilian text %j', (text) => {
    expect(findJargon(text)).toEqual([]);
  });
});

describe('ownership, numbers and words', () => {
  it('counts "I" against "we", and "US" the country is no "us"', () => {
    expect(countOwnership("I led it, and I'm proud; we helped my team.")).toEqual({ singular: 3, plural: 1 });
    expect(countOwnership('The US Army sent us to our post.')).toEqual({ singular: 0, plural: 2 });
  });

  it('finds digits, percentages and number words, not ordinary words', () => {
    expect(findNumber('cut costs by 30% in a year')).toBe('30%');
    expect(findNumber('down to under 1 percent')).toBe('1 percent');
    expect(findNumber('it doubled the output')).toBe('doubled');
    expect(findNumber('it went well and everyone was happy')).toBeUndefined();
  });

  it('counts words, keeping contractions and hyphenated words whole', () => {
    expect(countWords("I'm a well-known E-5, um, in 2019.")).toBe(7);
    expect(countWords('   ')).toBe(0);
  });
});
