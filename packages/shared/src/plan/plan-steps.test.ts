import { describe, expect, it } from 'vitest';
import { evaluateBenefits } from '../benefits/benefit-eligibility';
import {
  benefitTypeOfKey,
  generatePlanSteps,
  orderPlanSteps,
  stepDay,
  type PlanStepInputs,
} from './plan-steps';
import { READINESS_STANDARDS, standardsForTrack } from './readiness-standards';

const TODAY = '2026-11-29';
const LOGISTICIANS = { soc: '13-1081', title: 'Logisticians', chosenOn: TODAY };

function inputs(separationDate: string | null, more: Partial<PlanStepInputs> = {}): PlanStepInputs {
  return {
    today: TODAY,
    separationDate,
    stillServing: separationDate !== null && TODAY <= separationDate,
    benefits: evaluateBenefits(
      { dischargeStatus: 'HONORABLE', serviceStartDate: '2019-03-02', separationDate },
      TODAY,
    ),
    targets: [LOGISTICIANS],
    track: 'employment',
    ...more,
  };
}

const byKey = (steps: ReturnType<typeof generatePlanSteps>) => new Map(steps.map((step) => [step.key, step]));

describe('the dated plan for someone still serving (separating 2027-06-30)', () => {
  const steps = generatePlanSteps(inputs('2027-06-30'));
  const step = byKey(steps);

  it('files the BDD claim 180 to 90 days before separation, from the benefit rule', () => {
    expect(step.get('benefit:BENEFITS_DELIVERY_AT_DISCHARGE')).toMatchObject({
      kind: 'benefit',
      window: { opens: '2027-01-01', closes: '2027-04-01' },
      link: { href: '/benefits' },
      source: { url: expect.stringContaining('benefits.va.gov') },
    });
  });

  it('opens SkillBridge in the last 180 days of service', () => {
    expect(step.get('benefit:DOD_SKILLBRIDGE')?.window).toEqual({
      opens: '2027-01-02',
      closes: '2027-06-30',
    });
  });

  it('dates VGLI’s last day without health questions as a single day', () => {
    const milestone = step.get('benefit:VGLI:milestone');
    expect(milestone?.title).toContain('Last day without health questions');
    expect(milestone?.window).toEqual({ opens: '2028-02-25', closes: '2028-02-25' });
  });

  it('puts pre-separation counseling 365 days and the Capstone 90 days before separation, with DoDI 1332.35', () => {
    expect(step.get('readiness:preseparation-counseling')?.window).toEqual({
      opens: null,
      closes: '2026-06-30',
    });
    expect(step.get('readiness:capstone')).toMatchObject({
      window: { opens: null, closes: '2027-04-01' },
      source: { url: expect.stringContaining('133235p.pdf'), checkedOn: '2026-11-29' },
    });
    // The TAP milestone is the counseling step, not a second one.
    expect(step.has('benefit:TRANSITION_ASSISTANCE_PROGRAM:milestone')).toBe(false);
  });

  it('makes self-attested standards steps due by the Capstone', () => {
    for (const id of ['va-account', 'continuum-of-service', 'credentials', 'assessment', 'budget'])
      expect(step.get(`readiness:${id}`)?.window.closes).toBe('2027-04-01');
    // Standards met from evidence are not steps of their own.
    expect(step.has('readiness:gap-analysis')).toBe(false);
    expect(step.has('readiness:education-comparison')).toBe(false);
  });

  it('dates the target steps before separation, as Waypoint’s suggestions without a source', () => {
    expect(step.get('target:resume:13-1081')).toMatchObject({
      title: 'Finish a resume for Logisticians',
      window: { opens: null, closes: '2027-01-31' },
      source: null,
    });
    expect(step.get('target:interviews:13-1081')?.title).toBe(
      'Do three practice interviews for Logisticians',
    );
    expect(step.get('target:applications:13-1081')).toMatchObject({
      title: 'Apply to five saved jobs for Logisticians',
      window: { closes: '2027-04-01' },
    });
  });

  it('orders the steps by date, undated last', () => {
    const days = steps.map(stepDay);
    expect(days).toEqual([...days].sort());
    expect(new Set(steps.map((s) => s.key)).size).toBe(steps.length);
  });
});

describe('the dated plan for someone who separated (2026-09-30)', () => {
  const step = byKey(generatePlanSteps(inputs('2026-09-30')));

  it('leaves out what only applies while serving', () => {
    for (const key of [
      'benefit:BENEFITS_DELIVERY_AT_DISCHARGE',
      'benefit:DOD_SKILLBRIDGE',
      'readiness:capstone',
      'readiness:preseparation-counseling',
      'readiness:continuum-of-service',
    ])
      expect(step.has(key)).toBe(false);
  });

  it('keeps the windows still open after separation', () => {
    expect(step.get('benefit:VGLI')?.window).toEqual({ opens: '2026-10-01', closes: '2028-01-28' });
    expect(step.get('benefit:VGLI:milestone')?.window.closes).toBe('2027-05-28');
  });

  it('dates target steps from the day the target was chosen, since the separation-based dates are gone', () => {
    expect(step.get('target:resume:13-1081')?.window.closes).toBe('2026-12-29');
    expect(step.get('target:applications:13-1081')?.window.closes).toBe('2027-01-28');
    expect(step.get('readiness:va-account')?.window.closes).toBeNull();
  });
});

describe('plans without a date or a target', () => {
  it('has no benefit steps and no dates without a separation date', () => {
    const steps = generatePlanSteps(inputs(null));
    expect(steps.some((step) => step.kind === 'benefit')).toBe(false);
    expect(steps.every((step) => step.window.opens === null && step.window.closes === null)).toBe(true);
  });

  it('asks for a target first when none is chosen', () => {
    const step = byKey(generatePlanSteps(inputs('2027-06-30', { targets: [] })));
    expect(step.get('target:choose')?.window.closes).toBe('2026-06-30');
    expect([...step.keys()].some((key) => key.startsWith('target:resume'))).toBe(false);
  });

  it('adds the education comparison on the education track', () => {
    const step = byKey(generatePlanSteps(inputs('2027-06-30', { track: 'education' })));
    expect(step.has('readiness:education-comparison')).toBe(true);
    expect(standardsForTrack('employment').map((standard) => standard.id)).not.toContain(
      'education-comparison',
    );
  });
});

describe('keys and order', () => {
  it('reads the benefit type from a benefit step’s key', () => {
    expect(benefitTypeOfKey('benefit:VGLI')).toBe('VGLI');
    expect(benefitTypeOfKey('benefit:VGLI:milestone')).toBe('VGLI');
    expect(benefitTypeOfKey('target:resume:13-1081')).toBeUndefined();
  });

  it('orders same-day steps readiness, benefit, target, own', () => {
    const window = { opens: null, closes: '2027-01-01' };
    const ordered = orderPlanSteps([
      { key: 'custom:a', kind: 'custom' as const, window },
      { key: 'target:x', kind: 'target' as const, window },
      { key: 'benefit:X', kind: 'benefit' as const, window },
      { key: 'readiness:x', kind: 'readiness' as const, window },
    ]);
    expect(ordered.map((step) => step.kind)).toEqual(['readiness', 'benefit', 'target', 'custom']);
  });
});

describe('the Career Readiness Standards as data', () => {
  it('names a source checked on a day and a law for every standard', () => {
    for (const standard of READINESS_STANDARDS) {
      expect(standard.source.url).toMatch(/^https:\/\//);
      expect(standard.source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(standard.law).toContain('32 CFR');
      expect(standard.link.href.startsWith('/')).toBe(true);
    }
  });
});
