import { describe, expect, it } from 'vitest';
import { MosSuggestionIndex, type SuggestionSource } from './mos-suggestion-index';

const entry = (code: string, title: string, description: string, curated = true): SuggestionSource => ({
  branch: 'ARMY',
  kind: 'enlisted',
  code,
  title,
  description,
  curated,
});

// Every entry has a word starting with "s", so that query takes the full pass; "supply" takes the posting lists.
const index = new MosSuggestionIndex([
  entry('44C', 'Cook', 'Serves supper. Plans menus.'),
  entry('44D', 'Supply Clerk', 'Counts stock.', false),
  entry('44B', 'Signal Support', 'Supplies radios.'),
  entry('44A', 'Supply Sergeant', 'Manages stock.'),
  { ...entry('44A', 'Supply Specialist', 'Keeps stock.'), branch: 'NAVY' },
]);
const codes = (query: string, limit = 10) => index.search(query, ['ARMY'], limit).map((hit) => hit.code);

describe('MosSuggestionIndex', () => {
  it('ranks title words before description words, curated before imported, then by code', () => {
    expect(codes('s')).toEqual(['44A', '44B', '44D', '44C']);
    expect(codes('sup')).toEqual(['44A', '44B', '44D', '44C']);
  });

  it('ranks a whole title word above a word it only begins', () => {
    expect(codes('supply')).toEqual(['44A', '44D']);
    expect(codes('supp')).toEqual(['44A', '44B', '44D', '44C']);
  });

  it('ranks a specialty its description names with the whole word above titles that only begin with it', () => {
    const medics = new MosSuggestionIndex([
      entry('19', 'Medical Administration', 'Manages clinics and health services administration.'),
      entry('18D', 'Special Forces Medical Sergeant', 'Gives trauma care as a Special Forces team medic.'),
      entry('68W', 'Combat Medic', 'Gives emergency medical care.'),
    ]);
    expect(medics.search('medic', undefined, 3).map((hit) => hit.code)).toEqual(['68W', '18D', '19']);
  });

  it('lists a code once per service, however many personnel categories hold it, ranked by its best entry', () => {
    // As in the VA's list: Marine Corps 8056 is an enlisted, a warrant officer and an officer code.
    const hazmat = (kind: SuggestionSource['kind'], title: string): SuggestionSource => ({
      ...entry('8056', title, 'Manages the unit HM/HW program.', false),
      branch: 'MARINES',
      kind,
    });
    const marines = new MosSuggestionIndex([
      { ...entry('HM', 'Hospital Corpsman', 'Gives emergency and routine medical care.'), branch: 'NAVY' },
      hazmat('enlisted', 'Hazardous Material/Hazardous Waste (HM/HW) Staff Noncommissioned Officer'),
      hazmat('warrant', 'Hazardous Material/Hazardous Waste (HM/HW) Officer'),
      hazmat('officer', 'Hazardous Material/Hazardous Waste (HM/HW) Officer'),
      {
        ...entry('7565', 'Pilot HMH/M/L/A, AH-1 Qualified', 'Flies attack helicopters.', false),
        branch: 'MARINES',
      },
    ]);
    const listed = (query: string) =>
      marines.search(query, undefined, 6).map((hit) => `${hit.branch} ${hit.code}`);
    expect(listed('HM')).toEqual(['NAVY HM', 'MARINES 8056', 'MARINES 7565']);
    expect(listed('8056')).toEqual(['MARINES 8056']);
    expect(marines.search('8056', undefined, 6)[0]).toMatchObject({ kind: 'enlisted' });
    // A limit counts codes, not entries.
    expect(listed('hazardous')).toEqual(['MARINES 8056']);
    expect(marines.search('HM', undefined, 2).map((hit) => hit.code)).toEqual(['HM', '8056']);
    // "medic" is no word of 8056's: the corpsman, whose description has "medical", is the only match.
    expect(listed('medic')).toEqual(['NAVY HM']);
  });

  it('needs every query word, and the description may supply one of them', () => {
    expect(codes('cook men')).toEqual(['44C']);
    expect(codes('supply stock')).toEqual(['44A', '44D']);
    expect(codes('supply radios')).toEqual([]);
  });

  it('puts an exact code before codes it begins and before words', () => {
    expect(codes('44b')).toEqual(['44B']);
    expect(codes('44', 2)).toEqual(['44A', '44B']);
  });

  it('keeps to the branches asked for, or searches all', () => {
    expect(index.search('specialist', ['ARMY'], 5)).toEqual([]);
    expect(index.search('specialist', undefined, 5)).toEqual([
      {
        code: '44A',
        title: 'Supply Specialist',
        branch: 'NAVY',
        kind: 'enlisted',
        description: 'Keeps stock.',
      },
    ]);
  });

  it('shows the first sentence of the description', () => {
    expect(index.search('cook', ['ARMY'], 1)[0]?.description).toBe('Serves supper.');
  });
});
