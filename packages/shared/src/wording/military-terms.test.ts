import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySuggestion, findMilitaryTerms, MILITARY_TERMS, PAY_GRADE_SUGGESTION } from './military-terms';

const civilianOf = (term: string) => MILITARY_TERMS.find((entry) => entry.term === term)!.civilian;

describe('the military terms list', () => {
  it('holds at least 150 terms, each once, each with a civilian phrasing', () => {
    expect(MILITARY_TERMS.length).toBeGreaterThanOrEqual(150);
    const keys = MILITARY_TERMS.map(({ term }) => term.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    for (const { term, civilian } of MILITARY_TERMS) {
      expect(civilian.trim(), term).not.toBe('');
      expect(civilian.toLowerCase(), term).not.toBe(term.toLowerCase());
    }
  });

  it('keeps the phrasings recruiters and interviewers are shown', () => {
    expect(civilianOf('platoon')).toBe('team of about 30 to 40 people');
    expect(civilianOf('NCO')).toBe('supervisor');
    expect(civilianOf('NCOIC')).toBe('supervisor in charge');
  });

  it('finds each spoken phrase, spelling and plural in a sentence that uses it', () => {
    const samples: Record<string, string> = {
      'took the objective': 'We seized the objective by noon.',
      "commander's intent": 'I followed the commander’s intent.',
      'chain of command': 'I went up the chain of command.',
      'battle rhythm': 'I set the battle rhythm.',
      'hot wash': 'We held a hotwash after.',
      'after action review': 'I wrote the after-action report.',
      'accomplished the mission': 'We completed the mission early.',
      'while deployed': 'When we were deployed I ran the shop.',
      downrange: 'When I was down range I learned.',
      'in theater': 'While in the theater I led.',
      platoon: 'I led two platoons.',
      squad: 'My squads were ready.',
      battalion: 'The battalion moved.',
      brigade: 'The brigade staff met.',
      subordinates: 'My subordinate trusted me.',
      troops: 'The troops ate first.',
      'first sergeant': 'The first sergeant agreed.',
      sitrep: 'I sent two sit reps.',
      hooah: 'Oorah, we did it.',
      'mission essential': 'It was mission-essential.',
      NCO: 'As one of the NCOs I trained.',
      NCOIC: 'I was the NCOIC.',
      OIC: 'The OIC signed.',
      XO: 'The XO approved.',
      SOP: 'I rewrote the SOPs.',
      AAR: 'In the AAR we learned.',
      OPORD: 'I wrote the OPORD.',
      FRAGO: 'A FRAGO came down.',
      OPTEMPO: 'The ops tempo was high.',
      CONUS: 'Back in CONUS I trained.',
      OCONUS: 'I served OCONUS.',
      PCS: 'After I PCSed I started.',
      TDY: 'I was TDY for a month.',
      FOB: 'At the FOB I ran supply.',
      ROE: 'We followed the ROE.',
      BLUF: 'BLUF: we finished.',
      MOS: 'My MOS was 92Y.',
      PMCS: 'I did PMCS daily.',
      NCOER: 'My NCOER was top block.',
      'S-3': 'I worked in the S3 shop.',
      'S-4': 'The S-4 ordered parts.',
      'S-1': 'The S-1 handled leave.',
      'E-5': 'As an E5 I led 8 people.',
    };
    for (const [term, sample] of Object.entries(samples)) {
      expect(
        findMilitaryTerms(sample).map((match) => match.term),
        term,
      ).toContain(term);
    }
  });

  it.each([
    'I worked with the company to reach our objective and led the crew of aircraft mechanics.',
    'We stored logs in S3, deployed the app and reviewed the mission statement of the charity.',
    'The co-op in Colorado sold phones; the cost was low. I filed W-2 forms and co-founded a MOSaic cafe.',
  ])('names nothing in civilian text %j', (text) => {
    expect(findMilitaryTerms(text)).toEqual([]);
  });
});

describe('findMilitaryTerms', () => {
  it('finds acronyms, unit words and rank titles with their positions and phrasings', () => {
    const text = 'Served as NCOIC of a platoon during a PCS; promoted to Staff Sergeant.';
    expect(
      findMilitaryTerms(text).map(({ text, start, end, civilian }) => ({ text, start, end, civilian })),
    ).toEqual([
      { text: 'NCOIC', start: 10, end: 15, civilian: 'supervisor in charge' },
      { text: 'platoon', start: 21, end: 28, civilian: 'team of about 30 to 40 people' },
      { text: 'PCS', start: 38, end: 41, civilian: 'relocation' },
      { text: 'Staff Sergeant', start: 55, end: 69, civilian: 'supervisor' },
    ]);
  });

  it('prefers the longest term and matches whole words only', () => {
    expect(findMilitaryTerms('Command Sergeant Major').map((match) => match.text)).toEqual([
      'Command Sergeant Major',
    ]);
    expect(findMilitaryTerms('A squadron, not a squad').map((match) => match.term)).toEqual([
      'squadron',
      'squad',
    ]);
    expect(findMilitaryTerms('co-workers at the MOSaic cafe')).toEqual([]);
  });

  it('matches acronyms in capitals only, and pay grades', () => {
    expect(findMilitaryTerms('co-led a team; the CO approved')).toMatchObject([
      { text: 'CO', start: 19, end: 21, civilian: 'director' },
    ]);
    expect(findMilitaryTerms('Promoted to E-6 early')[0]).toMatchObject({
      text: 'E-6',
      civilian: PAY_GRADE_SUGGESTION,
    });
  });

  it('applies a phrasing in place of the occurrence, or removes words better left out', () => {
    const text = 'Led a platoon on TDY.';
    const [platoon] = findMilitaryTerms(text);
    expect(applySuggestion(text, platoon!)).toBe('Led a team of about 30 to 40 people on TDY.');
    const cheer = 'We finished early, hooah!';
    expect(applySuggestion(cheer, findMilitaryTerms(cheer)[0]!)).toBe('We finished early');
  });

  it('on any text: matches are in order, never overlap, and are the text at their positions', () => {
    const words = fc.constantFrom(
      'NCO',
      'platoon',
      'the',
      'S-3',
      'E-5',
      'Sergeant',
      'Major',
      'co',
      '-',
      ',',
      'hooah',
    );
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.array(words, { maxLength: 40 }).map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(text, (value) => {
        const matches = findMilitaryTerms(value);
        matches.forEach((match, index) => {
          expect(value.slice(match.start, match.end)).toBe(match.text);
          if (index > 0) expect(match.start).toBeGreaterThanOrEqual(matches[index - 1]!.end);
        });
      }),
    );
  });
});
