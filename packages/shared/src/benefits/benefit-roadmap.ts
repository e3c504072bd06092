import { addDays, type IsoDay } from '../core/calendar-days';
import type { WindowState } from './benefit-eligibility';

/** The transition roadmap: windows by what closes first, and the deadlines as an iCalendar file. */

interface Windowed {
  window: { state: WindowState; closes: IsoDay | null };
}

const GROUP: Record<WindowState, number> = {
  'closing-soon': 0,
  open: 0,
  'not-yet-open': 0,
  'no-deadline': 1,
  'needs-date': 2,
  closed: 3,
};

/** Open and coming windows by last day (soonest first), then those without a deadline, then missed ones (latest first). */
export function roadmapOrder<T extends Windowed>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const group = GROUP[a.window.state] - GROUP[b.window.state];
    if (group !== 0) return group;
    const [x, y] = [a.window.closes ?? '9999-12-31', b.window.closes ?? '9999-12-31'];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return a.window.state === 'closed' ? -order : order;
  });
}

export interface CalendarEvent {
  uid: string;
  title: string;
  date: IsoDay;
  description: string;
  url?: string;
}

/** One dated event per window date: the day it opens, its last day and any milestone. */
export function deadlineEvents(
  benefits: readonly {
    benefitType: string;
    name: string;
    applicationUrl: string;
    window: {
      opens: IsoDay | null;
      closes: IsoDay | null;
      milestone: { label: string; date: IsoDay } | null;
      summary: string;
    };
  }[],
): CalendarEvent[] {
  return benefits.flatMap(({ benefitType, name, applicationUrl, window }) => {
    const event = (kind: string, title: string, date: IsoDay): CalendarEvent => ({
      uid: `${benefitType.toLowerCase()}-${kind}-${date}@waypoint`,
      title,
      date,
      description: window.summary,
      url: applicationUrl,
    });
    return [
      ...(window.opens ? [event('opens', `${name}: window opens`, window.opens)] : []),
      ...(window.milestone
        ? [event('milestone', `${name}: ${window.milestone.label}`, window.milestone.date)]
        : []),
      ...(window.closes ? [event('closes', `${name}: last day`, window.closes)] : []),
    ];
  });
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const octets = (text: string) => new TextEncoder().encode(text).length;

/** RFC 5545 folds lines longer than 75 octets; a continuation starts with a space, which counts. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (octets(rest) > (parts.length === 0 ? 75 : 74)) {
    let cut = 74;
    while (octets(rest.slice(0, cut)) > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

const compact = (day: IsoDay) => day.replace(/-/g, '');

/** An iCalendar file of all-day events. `stamp` is when it was made (DTSTAMP). */
export function calendarFile(events: readonly CalendarEvent[], stamp: Date): string {
  const dtstamp = stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Waypoint//Benefits roadmap//EN',
    'CALSCALE:GREGORIAN',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compact(event.date)}`,
      `DTEND;VALUE=DATE:${compact(addDays(event.date, 1))}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
