import { describe, expect, it } from 'vitest';
import { evaluateBenefits } from './benefit-eligibility';
import { calendarFile, deadlineEvents, roadmapOrder } from './benefit-roadmap';
import { benefitRule } from './benefit-rules';

const TODAY = '2026-11-23';
const benefitsFor = (separationDate: string) =>
  evaluateBenefits(
    { dischargeStatus: 'HONORABLE', serviceStartDate: '2019-03-02', separationDate },
    TODAY,
  ).map((evaluation) => {
    const rule = benefitRule(evaluation.type);
    return { ...evaluation, benefitType: rule.type, name: rule.name, applicationUrl: rule.applicationUrl };
  });
/** Separating in 120 days. */
const benefits = benefitsFor('2027-03-23');

/** Unfolds and splits an iCalendar file into its events' properties. */
function parseCalendar(text: string) {
  const lines = text.replace(/\r\n /g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') events.push({});
    else if (events.length && line !== 'END:VEVENT' && line.includes(':')) {
      const [key, ...value] = line.split(':');
      events.at(-1)![key!] = value.join(':');
    }
  }
  return { lines, events };
}

describe('the roadmap', () => {
  it('puts what closes first first, open-ended windows next and missed ones last', () => {
    expect(roadmapOrder(benefits).map((b) => [b.window.state, b.window.closes])[0]).toEqual([
      'closing-soon',
      '2026-12-23',
    ]);
    // Separating in 60 days: BDD (180 to 90 days before) was missed a month ago.
    const ordered = roadmapOrder(benefitsFor('2027-01-22')).map((b) => [b.window.state, b.window.closes]);
    expect(ordered[0]).toEqual(['closing-soon', '2027-01-22']);
    expect(ordered.at(-1)).toEqual(['closed', '2026-10-24']);
    const closes = ordered
      .filter(([state]) => state !== 'closed' && state !== 'no-deadline')
      .map(([, c]) => c!);
    expect(closes).toEqual([...closes].sort());
  });

  it('exports every window date as an all-day event that parses back', () => {
    const events = deadlineEvents(benefits);
    const text = calendarFile(events, new Date('2026-11-23T10:00:00Z'));
    const { lines, events: parsed } = parseCalendar(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const dates = benefits
      .flatMap((b) => [b.window.opens, b.window.milestone?.date, b.window.closes])
      .filter(Boolean);
    expect(parsed.map((event) => event['DTSTART;VALUE=DATE']).sort()).toEqual(
      dates.map((date) => date!.replace(/-/g, '')).sort(),
    );
    expect(parsed).toContainEqual(
      expect.objectContaining({
        SUMMARY: 'Benefits Delivery at Discharge (BDD) claim: last day',
        'DTSTART;VALUE=DATE': '20261223',
      }),
    );
    expect(new Set(parsed.map((event) => event.UID)).size).toBe(parsed.length);
  });
});
