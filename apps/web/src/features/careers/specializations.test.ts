import { describe, expect, it } from 'vitest';
import type { CareerPath } from '@waypoint/shared/careers/catalogue-types';
import { parseSpecializations, rankBySpecializations } from './specializations';

const path = (title: string, nextSteps: string[] = [], summary = 'A civilian career.'): CareerPath => ({
  title,
  summary,
  salaryRange: '$40,000–$60,000',
  demand: 'Medium',
  demandSource:
    'No faster than average growth (BLS Employment Projections 2023–33) and no O*NET Bright Outlook flag',
  nextSteps,
  soc: '00-0000',
  wageRelease: 'middle 50% of earners, BLS OEWS May 2024, national',
  matchType: 'some duties',
  matchBasis: 'test',
});

const police = path('Police Officers', ['Apply to a police academy']);
const emt = path('Emergency Medical Technicians', ['Take the NREMT EMT exam']);
const analyst = path('Information Security Analysts', ['Earn the CompTIA Security+ certification']);

describe('specializations', () => {
  it('reads what was typed, one per comma, semicolon or slash, without blanks or repeats', () => {
    expect(parseSpecializations(' NREMT,  security+ ; airborne / nremt ,, ')).toEqual([
      'NREMT',
      'security+',
      'airborne',
    ]);
    expect(parseSpecializations('   ')).toEqual([]);
  });

  it('puts the paths that mention a specialization first, most matches first, the rest in order', () => {
    const ranked = rankBySpecializations([police, emt, analyst], ['Security+', 'nremt']);
    expect(ranked.map(({ path: { title }, matches }) => [title, matches])).toEqual([
      ['Emergency Medical Technicians', ['nremt']],
      ['Information Security Analysts', ['Security+']],
      ['Police Officers', []],
    ]);
    const both = path('Paramedic Security Lead', ['Hold NREMT and Security+']);
    expect(rankBySpecializations([emt, both], ['NREMT', 'Security+'])[0]?.path).toBe(both);
  });

  it('matches whole words only', () => {
    expect(rankBySpecializations([analyst], ['Security'])[0]?.matches).toEqual(['Security']);
    expect(rankBySpecializations([analyst], ['Secur'])[0]?.matches).toEqual([]);
    expect(rankBySpecializations([police, emt], [])).toEqual([
      { path: police, matches: [] },
      { path: emt, matches: [] },
    ]);
  });
});
