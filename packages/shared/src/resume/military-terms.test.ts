import { describe, expect, it } from 'vitest';
import {
  applySuggestion,
  findMilitaryTerms,
  MILITARY_TERMS,
  needsNumber,
  PAY_GRADE_SUGGESTION,
} from './military-terms';

describe('the military terms list', () => {
  it('holds at least 150 terms, each once, each with a civilian phrasing', () => {
    expect(MILITARY_TERMS.length).toBeGreaterThanOrEqual(150);
    const keys = MILITARY_TERMS.map(({ term }) => term.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    for (const { term, suggestion } of MILITARY_TERMS) {
      expect(suggestion.trim(), term).not.toBe('');
      expect(suggestion.toLowerCase(), term).not.toBe(term.toLowerCase());
    }
  });
});

describe('findMilitaryTerms', () => {
  it('finds acronyms, unit words and rank titles with their positions and suggestions', () => {
    const text = 'Served as NCOIC of a platoon during a PCS; promoted to Staff Sergeant.';
    expect(findMilitaryTerms(text)).toEqual([
      { text: 'NCOIC', start: 10, end: 15, suggestion: 'supervisor in charge' },
      { text: 'platoon', start: 21, end: 28, suggestion: 'team of 30–40 people' },
      { text: 'PCS', start: 38, end: 41, suggestion: 'relocation' },
      { text: 'Staff Sergeant', start: 55, end: 69, suggestion: 'supervisor' },
    ]);
  });

  it('prefers the longest term and matches whole words only', () => {
    expect(findMilitaryTerms('Command Sergeant Major').map((match) => match.text)).toEqual([
      'Command Sergeant Major',
    ]);
    expect(findMilitaryTerms('Platoons, squadrons and co-workers at the MOSaic cafe')).toEqual([]);
  });

  it('matches acronyms in capitals only, and pay grades', () => {
    expect(findMilitaryTerms('co-led a team; the CO approved')).toEqual([
      { text: 'CO', start: 19, end: 21, suggestion: 'director' },
    ]);
    expect(findMilitaryTerms('Promoted to E-6 early')[0]).toMatchObject({
      text: 'E-6',
      suggestion: PAY_GRADE_SUGGESTION,
    });
  });

  it('applies a suggestion in place of the occurrence', () => {
    const text = 'Led a platoon on TDY.';
    const [platoon] = findMilitaryTerms(text);
    expect(applySuggestion(text, platoon!)).toBe('Led a team of 30–40 people on TDY.');
  });
});

describe('needsNumber', () => {
  it('hints at bullets without a number', () => {
    expect(needsNumber('Improved vehicle readiness')).toBe(true);
    expect(needsNumber('Improved vehicle readiness by 20%')).toBe(false);
    expect(needsNumber('   ')).toBe(false);
  });
});
