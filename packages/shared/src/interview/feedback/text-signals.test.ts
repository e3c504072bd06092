import { describe, expect, it } from 'vitest';
import { MILITARY_JARGON } from '../military-jargon';
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
  it('finds every term of the list in a sentence that uses it', () => {
    const samples: Record<string, string> = {
      'took the objective': 'We took the objective by noon.',
      "commander's intent": "I followed the commander's intent.",
      'chain of command': 'I went up the chain of command.',
      'battle rhythm': 'I set the battle rhythm.',
      'hot wash': 'We held a hot wash after.',
      'after action review': 'I wrote the after action review.',
      'accomplished the mission': 'We accomplished the mission early.',
      'while deployed': 'While deployed I ran the shop.',
      downrange: 'When I was downrange I learned.',
      'in theater': 'While in theater I led.',
      platoon: 'I led a platoon.',
      squad: 'My squad was ready.',
      battalion: 'The battalion moved.',
      brigade: 'The brigade staff met.',
      subordinates: 'My subordinates trusted me.',
      troops: 'The troops ate first.',
      'first sergeant': 'The first sergeant agreed.',
      sitrep: 'I sent a sitrep.',
      hooah: 'Hooah, we did it.',
      'mission essential': 'It was mission essential.',
      NCO: 'As an NCO I trained.',
      NCOIC: 'I was the NCOIC.',
      OIC: 'The OIC signed.',
      XO: 'The XO approved.',
      SOP: 'I rewrote the SOP.',
      AAR: 'In the AAR we learned.',
      OPORD: 'I wrote the OPORD.',
      FRAGO: 'A FRAGO came down.',
      OPTEMPO: 'The OPTEMPO was high.',
      CONUS: 'Back in CONUS I trained.',
      OCONUS: 'I served OCONUS.',
      PCS: 'After my PCS I started.',
      TDY: 'I was TDY for a month.',
      FOB: 'At the FOB I ran supply.',
      ROE: 'We followed the ROE.',
      BLUF: 'BLUF: we finished.',
      MOS: 'My MOS was 92Y.',
      PMCS: 'I did PMCS daily.',
      NCOER: 'My NCOER was top block.',
      'S-3': 'I worked in the S-3 shop.',
      'S-4': 'The S-4 ordered parts.',
      'S-1': 'The S-1 handled leave.',
      'E-5': 'As an E-5 I led 8 people.',
    };
    for (const { term } of MILITARY_JARGON) {
      expect(samples[term], `a sample for ${term}`).toBeDefined();
      expect(
        findJargon(samples[term]!).map((hit) => hit.civilian),
        term,
      ).toContain(MILITARY_JARGON.find((entry) => entry.term === term)!.civilian);
    }
  });

  it('names the words as written, how often, and what to say instead', () => {
    expect(findJargon('My platoon and two other platoons')).toEqual([
      { word: 'platoon', count: 2, civilian: 'team of about 30 to 40 people' },
    ]);
  });

  it.each([
    'I worked with the company to reach our objective and led the squadron of aircraft mechanics.',
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
