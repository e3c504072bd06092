import { describe, expect, it } from 'vitest';
import {
  CURATED_MATCH_BASIS,
  buildOccupationReference,
  matchTypeFor,
  summarizeDemand,
  toCareerPath,
} from './career-paths';
import type { CivilianOccupation, MilitaryOccupation } from './catalogue-types';
import { WAGE_RANGE_MEANING, formatSalaryRange, wageReleaseLabel } from './salary';

const emergencyManagement: CivilianOccupation = {
  soc: '11-9161',
  title: 'Emergency Management Directors',
  summary: 'Plan for disasters.',
  salaryRange: { low: 64470, high: 119690 },
  demand: 'Medium',
  demandBasis: 'neither',
  nextSteps: ['Take FEMA courses'],
  source: 'bls-oews-may-2024',
};
const paramedics: CivilianOccupation = {
  ...emergencyManagement,
  soc: '29-2043',
  title: 'Paramedics',
  demand: 'High',
};

describe('formatSalaryRange', () => {
  it('formats whole dollars with an en dash', () => {
    expect(formatSalaryRange(64470, 119690)).toBe('$64,470–$119,690');
    expect(formatSalaryRange(31000, 158500)).toBe('$31,000–$158,500');
  });
});

describe('career paths', () => {
  it('turns a civilian occupation into the spec’s career path', () => {
    expect(toCareerPath(emergencyManagement)).toEqual({
      title: 'Emergency Management Directors',
      summary: 'Plan for disasters.',
      salaryRange: '$64,470–$119,690',
      demand: 'Medium',
      demandSource:
        'No faster than average growth (BLS Employment Projections 2023–33) and no O*NET Bright Outlook flag',
      nextSteps: ['Take FEMA courses'],
      soc: '11-9161',
      wageRelease: 'middle 50% of earners, BLS OEWS May 2024, national',
      matchType: 'same duties',
      matchBasis: CURATED_MATCH_BASIS,
    });
  });

  it('names the match type and shows the BLS figure with what it is', () => {
    const path = toCareerPath(emergencyManagement, { soc: '11-9161', strength: 0.5, basis: 'VA crosswalk' });
    expect(path).toMatchObject({
      salaryRange: '$64,470–$119,690',
      wageRelease: 'middle 50% of earners, BLS OEWS May 2024, national',
      matchType: 'some duties',
      matchBasis: 'VA crosswalk',
    });
    expect([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3].map(matchTypeFor)).toEqual([
      'same duties',
      'most duties',
      'most duties',
      'some duties',
      'some duties',
      'related field',
      'related field',
    ]);
  });

  it('summarizes demand', () => {
    expect(summarizeDemand([{ demand: 'High' }, { demand: 'High' }])).toBe(
      'High demand across all 2 career paths',
    );
    expect(summarizeDemand([{ demand: 'High' }, { demand: 'Medium' }, { demand: 'High' }])).toBe(
      'High demand for 2 of 3 career paths',
    );
    expect(summarizeDemand([{ demand: 'Medium' }])).toBe('Medium demand across this career path');
    expect(summarizeDemand([])).toBe('No career paths listed yet');
  });

  it('builds an occupation reference in match order, skipping unknown occupations', () => {
    const medic: MilitaryOccupation = {
      branch: 'ARMY',
      code: '68W',
      kind: 'enlisted',
      title: 'Combat Medic',
      description: 'Gives care.',
      matches: [
        { soc: '29-2043', strength: 0.9 },
        { soc: '99-9999', strength: 0.7 },
        { soc: '11-9161', strength: 0.5 },
      ],
      nextSteps: ['Keep NREMT'],
    };
    const bySoc = new Map(
      [emergencyManagement, paramedics].map((occupation) => [occupation.soc, occupation]),
    );
    const reference = buildOccupationReference(medic, bySoc);
    expect(reference.jobTitles).toEqual(['Paramedics', 'Emergency Management Directors']);
    expect(reference.careerPaths.map((path) => path.salaryRange)).toEqual([
      '$64,470–$119,690',
      '$64,470–$119,690',
    ]);
    expect(reference.demandSummary).toBe('High demand for 1 of 2 career paths');
  });

  it('labels an O*NET-SOC occupation’s wage with its parent SOC and what the range is', () => {
    expect(wageReleaseLabel('bls-oews-may-2024:33-3021')).toBe(
      'middle 50% of earners, BLS OEWS May 2024, national, figure for SOC 33-3021',
    );
    expect(WAGE_RANGE_MEANING).toBe('middle 50% of earners');
  });
});
