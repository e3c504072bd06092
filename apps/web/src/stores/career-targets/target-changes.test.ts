import { describe, expect, it } from 'vitest';
import type { CareerTargets, TargetCareer } from '@waypoint/shared/plan/career-targets';
import { addTarget, removeTarget, targetTitles } from './target-changes';

const target = (soc: string, title: string): TargetCareer => ({
  soc,
  title,
  summary: '',
  salaryRange: { low: 60000, high: 100000 },
  salarySource: 'BLS OEWS May 2024, national',
  federalSeries: [],
  chosenFrom: 'career-path',
  chosenOn: '2026-11-01',
});

const current = (...targets: TargetCareer[]): CareerTargets => ({
  targets,
  track: 'education',
  updatedAt: null,
});

describe('target changes', () => {
  const logisticians = target('13-1081', 'Logisticians');
  const managers = target('11-3071', 'Transportation, Storage, and Distribution Managers');

  it('adds a target after the kept ones and keeps the track', () => {
    expect(addTarget(current(logisticians), { soc: '11-3071', chosenFrom: 'job-posting' })).toEqual({
      targets: [
        { soc: '13-1081', chosenFrom: 'career-path' },
        { soc: '11-3071', chosenFrom: 'job-posting' },
      ],
      track: 'education',
    });
  });

  it('asks which to replace when two are chosen already, and replaces the one named', () => {
    const full = current(logisticians, managers);
    const choice = { soc: '11-1021', chosenFrom: 'plan' } as const;
    expect(addTarget(full, choice)).toBeNull();
    expect(addTarget(full, choice, '13-1081')?.targets).toEqual([
      { soc: '11-3071', chosenFrom: 'career-path' },
      choice,
    ]);
  });

  it('removes a target and names the targets in a line', () => {
    expect(removeTarget(current(logisticians, managers), '13-1081').targets).toEqual([
      { soc: '11-3071', chosenFrom: 'career-path' },
    ]);
    expect(targetTitles([logisticians, managers])).toBe(
      'Logisticians and Transportation, Storage, and Distribution Managers',
    );
  });
});
