import { addDays, daysBetween, type IsoDay } from '../core/calendar-days';
import { formatCount } from '../core/quantities';
import { longDate } from '../benefits/benefit-reminders';
import type { CalendarEvent } from '../benefits/benefit-roadmap';
import type { PlanStepView } from './plan-http';

/*
 * The plan out of Waypoint: its dated steps as calendar events, as lines of the printed page, and as reminders.
 * One wording for when a step is, shared by the calendar, the PDF, the reminders and the follower's page.
 */

export const PLAN_EXPORT_MESSAGES = {
  calendarFailed: 'We could not make your calendar file. Please try again.',
  printFailed: 'We could not make your printable plan. Please try again.',
} as const;

/** The files' names as downloaded. */
export const PLAN_FILE_NAMES = { calendar: 'waypoint-plan.ics', print: 'waypoint-plan.pdf' } as const;

type StepWindow = PlanStepView['window'];

/** When a step is, in words: "14 March 2027", "by 14 March 2027", "from 1 March 2027", "1 March 2027 to …". */
export function stepWhen(window: StepWindow): string | null {
  const { opens, closes } = window;
  if (opens && closes)
    return opens === closes ? longDate(opens) : `${longDate(opens)} to ${longDate(closes)}`;
  if (closes) return `by ${longDate(closes)}`;
  if (opens) return `from ${longDate(opens)}`;
  return null;
}

/** A step still to do: neither done nor skipped. */
export const isOpenStep = (step: Pick<PlanStepView, 'status'>) =>
  step.status !== 'done' && step.status !== 'skipped';

/** Which of a step's dates: the day its window opens, its last day, or its one date. */
export type StepEdge = 'opens' | 'closes' | 'on';

/** A step's dates: the day it opens and its last day, or one date when they are the same day. */
export function stepDates(window: StepWindow): { edge: StepEdge; day: IsoDay }[] {
  const { opens, closes } = window;
  if (opens && closes && opens === closes) return [{ edge: 'on', day: opens }];
  return [
    ...(opens ? [{ edge: 'opens' as const, day: opens }] : []),
    ...(closes ? [{ edge: 'closes' as const, day: closes }] : []),
  ];
}

const EDGE_TITLE: Record<StepEdge, string> = { opens: 'opens', closes: 'last day', on: '' };

const uidPart = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-');

/**
 * Every dated step as all-day events (the roadmap's iCalendar writer, `calendarFile`, makes the file): one on the
 * day a window opens and one on its last day, or one on a single date. Done and skipped steps say so.
 */
export function planCalendarEvents(steps: readonly PlanStepView[], publicUrl: string): CalendarEvent[] {
  return steps.flatMap((step) =>
    stepDates(step.window).map(({ edge, day }) => {
      const status = step.status === 'done' ? ' (done)' : step.status === 'skipped' ? ' (skipped)' : '';
      const source = step.source
        ? ` Source: ${step.source.title}, ${step.source.url} (checked ${step.source.checkedOn}).`
        : '';
      return {
        uid: `plan-${uidPart(step.key)}-${edge}-${day}@waypoint`,
        title: `${step.title}${EDGE_TITLE[edge] ? `: ${EDGE_TITLE[edge]}` : ''}${status}`,
        date: day,
        description: `${step.detail}${source} In Waypoint: ${step.link.label}.`,
        url: `${publicUrl}${step.link.href}`,
      };
    }),
  );
}

/** Reminders go out this many days before a step's date, and on the day itself. */
export const PLAN_REMINDER_DAYS_BEFORE = 7;

export interface DueStepReminder {
  edge: StepEdge;
  /** The step's date the reminder is about. */
  day: IsoDay;
  /** The day the reminder was due (7 days before, or the date itself): recorded so it goes once. */
  dueOn: IsoDay;
  daysLeft: number;
}

/**
 * The reminders a step calls for today: for each of its dates, the one 7 days before (sent on any day from 7 to 1
 * days before, so a late run still sends it once, saying the real days left) and the one on the day. None for a
 * date already past.
 */
export function dueStepReminders(window: StepWindow, today: IsoDay): DueStepReminder[] {
  return stepDates(window).flatMap(({ edge, day }) => {
    const daysLeft = daysBetween(today, day);
    if (daysLeft < 0 || daysLeft > PLAN_REMINDER_DAYS_BEFORE) return [];
    const dueOn = daysLeft === 0 ? day : addDays(day, -PLAN_REMINDER_DAYS_BEFORE);
    return [{ edge, day, dueOn, daysLeft }];
  });
}

const inDays = (daysLeft: number) =>
  daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${formatCount(daysLeft, 'day')}`;

/** The reminder's notification: the step, which date, when, and where it is done. */
export function planReminderMessage(
  step: Pick<PlanStepView, 'title' | 'link'>,
  reminder: Pick<DueStepReminder, 'edge' | 'day' | 'daysLeft'>,
) {
  const when = inDays(reminder.daysLeft);
  const what =
    reminder.edge === 'opens' ? `opens ${when}` : reminder.edge === 'closes' ? `last day ${when}` : when;
  const date = longDate(reminder.day);
  const sentence =
    reminder.edge === 'opens'
      ? `It opens on ${date}.`
      : reminder.edge === 'closes'
        ? `Its last day is ${date}.`
        : `It is due on ${date}.`;
  const title = `${step.title}: ${what}`;
  return {
    title: title.length > 120 ? `${title.slice(0, 119)}…` : title,
    body:
      `A step of your transition plan: ${step.title}. ${sentence} In Waypoint: ${step.link.label}. ` +
      'If you already did it, mark it done in your plan and we will stop reminding you.',
    link: step.link.href,
  };
}
