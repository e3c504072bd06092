import { stepDates } from '@waypoint/shared/plan/plan-export';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp, useDefaultCatalogue } from '../../test/helper';
import { chooseTargets, createProfile, daysFromToday, planOf, setStatus } from './test/plan-requests';

/** The events of an iCalendar file: lines unfolded (RFC 5545), each event's properties by name. */
function parseCalendar(text: string) {
  const lines = text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

describe('GET /api/plan/calendar.ics', () => {
  useDefaultCatalogue();

  it('has an all-day event for each date of each dated step, that parses back', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await createProfile(app, session, daysFromToday(200));
    await chooseTargets(app, session, [{ soc: '13-1081', chosenFrom: 'plan' }]);
    const own = await app.inject({
      method: 'POST',
      url: '/api/plan/steps',
      headers: session.headers,
      payload: {
        title: 'Visit the job fair, Fort Hood; bring résumés',
        opens: daysFromToday(30),
        closes: daysFromToday(32),
      },
    });
    expect(own.statusCode, own.body).toBe(201);
    const resumeStep = 'target:resume:13-1081';
    expect((await setStatus(app, session, resumeStep, { status: 'done' })).statusCode).toBe(200);
    const plan = await planOf(app, session);

    const response = await app.inject({
      method: 'GET',
      url: '/api/plan/calendar.ics',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="waypoint-plan.ics"');
    const { lines, events } = parseCalendar(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(response.body.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );

    const expected = plan.steps.flatMap((step) =>
      stepDates(step.window).map(({ day }) => day.replace(/-/g, '')),
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(events.map((event) => event['DTSTART;VALUE=DATE']).sort()).toEqual(expected.sort());
    expect(new Set(events.map((event) => event.UID)).size).toBe(events.length);
    expect(events).toContainEqual(
      expect.objectContaining({
        SUMMARY: 'Visit the job fair\\, Fort Hood\\; bring résumés: opens',
        'DTSTART;VALUE=DATE': daysFromToday(30).replace(/-/g, ''),
      }),
    );
    const resume = events.find((event) => event.SUMMARY?.startsWith('Finish a resume for Logisticians'));
    expect(resume?.SUMMARY).toContain('(done)');
    expect(resume?.URL).toBe(`${app.config.publicUrl}/resume`);
    // A rule's date names its source and the day it was checked.
    const capstone = events.find((event) => event.SUMMARY?.startsWith('Complete your TAP Capstone'))!;
    expect(capstone.DESCRIPTION).toMatch(/Source: DoD Instruction 1332\.35.*\(checked \d{4}-\d{2}-\d{2}\)/);
  });

  it('is an empty calendar for a plan with no dates', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/plan/calendar.ics',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(parseCalendar(response.body).events).toEqual([]);
  });
});
