import { describe, expect, it } from 'vitest';
import { calendarFile } from '../benefits/benefit-roadmap';
import type { PlanStepView } from './plan-http';
import {
  dueStepReminders,
  planCalendarEvents,
  planReminderMessage,
  stepDates,
  stepWhen,
} from './plan-export';

const step = (overrides: Partial<PlanStepView>): PlanStepView => ({
  key: 'custom:1',
  kind: 'custom',
  title: 'Visit the job fair',
  detail: 'A step you added.',
  window: { opens: null, closes: '2027-03-14' },
  link: { label: 'Your plan', href: '/plan' },
  source: null,
  status: 'not-started',
  statusChangedOn: null,
  found: null,
  ...overrides,
});

describe('a step’s dates', () => {
  it('reads as one date, a last day, a first day or a window', () => {
    expect(stepWhen({ opens: '2027-03-14', closes: '2027-03-14' })).toBe('14 March 2027');
    expect(stepWhen({ opens: null, closes: '2027-03-14' })).toBe('by 14 March 2027');
    expect(stepWhen({ opens: '2027-03-01', closes: null })).toBe('from 1 March 2027');
    expect(stepWhen({ opens: '2027-03-01', closes: '2027-03-14' })).toBe('1 March 2027 to 14 March 2027');
    expect(stepWhen({ opens: null, closes: null })).toBeNull();
    expect(stepDates({ opens: '2027-03-14', closes: '2027-03-14' })).toEqual([
      { edge: 'on', day: '2027-03-14' },
    ]);
    expect(stepDates({ opens: '2027-03-01', closes: '2027-03-14' }).map((date) => date.edge)).toEqual([
      'opens',
      'closes',
    ]);
  });

  it('calls for a reminder from 7 days before (recorded as due that day) and on the day, never after', () => {
    const window = { opens: null, closes: '2027-03-14' };
    expect(dueStepReminders(window, '2027-03-06')).toEqual([]);
    expect(dueStepReminders(window, '2027-03-07')).toEqual([
      { edge: 'closes', day: '2027-03-14', dueOn: '2027-03-07', daysLeft: 7 },
    ]);
    expect(dueStepReminders(window, '2027-03-11')).toEqual([
      { edge: 'closes', day: '2027-03-14', dueOn: '2027-03-07', daysLeft: 3 },
    ]);
    expect(dueStepReminders(window, '2027-03-14')).toEqual([
      { edge: 'closes', day: '2027-03-14', dueOn: '2027-03-14', daysLeft: 0 },
    ]);
    expect(dueStepReminders(window, '2027-03-15')).toEqual([]);
  });

  it('words a reminder with the date and where it is done', () => {
    const message = planReminderMessage(step({}), { edge: 'closes', day: '2027-03-14', daysLeft: 1 });
    expect(message).toEqual({
      title: 'Visit the job fair: last day tomorrow',
      body: 'A step of your transition plan: Visit the job fair. Its last day is 14 March 2027. In Waypoint: Your plan. If you already did it, mark it done in your plan and we will stop reminding you.',
      link: '/plan',
    });
    expect(
      planReminderMessage(step({ title: 'x'.repeat(200) }), { edge: 'on', day: '2027-03-14', daysLeft: 0 })
        .title,
    ).toHaveLength(120);
  });
});

describe('the plan as calendar events', () => {
  it('makes one event per date, says which steps are done, and folds every line to 75 octets', () => {
    const steps = [
      step({ key: 'custom:a', window: { opens: '2027-03-01', closes: '2027-03-14' } }),
      step({ key: 'custom:b', status: 'done', window: { opens: '2027-04-01', closes: '2027-04-01' } }),
      step({ key: 'custom:c', window: { opens: null, closes: null } }),
      // "SUMMARY:" and this title and ": last day" make 149 octets: 74 on the first line, then a remainder of
      // exactly 75, which the continuation's space must not make 76.
      step({
        key: 'custom:d',
        title: 'a'.repeat(131),
        window: { opens: null, closes: '2027-05-01' },
      }),
    ];
    const events = planCalendarEvents(steps, 'https://waypoint.example');
    expect(events.map((event) => [event.title.slice(0, 30), event.date])).toEqual([
      ['Visit the job fair: opens', '2027-03-01'],
      ['Visit the job fair: last day', '2027-03-14'],
      ['Visit the job fair (done)', '2027-04-01'],
      ['a'.repeat(30), '2027-05-01'],
    ]);
    expect(events[0]!.url).toBe('https://waypoint.example/plan');
    const text = calendarFile(events, new Date('2026-11-29T10:00:00Z'));
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
  });
});
