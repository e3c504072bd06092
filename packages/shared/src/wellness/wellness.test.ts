import { describe, expect, it } from 'vitest';
import { mentionsSelfHarm } from './care';
import { addDays } from '../core/calendar-days';
import { dayIn, isKnownTimeZone } from '../core/time-zone';
import { journalEntryCreateSchema, streakText, WELLNESS_MESSAGES } from './wellness';

describe('journalEntryCreateSchema (the spec: note required, mood 1 to 5 in steps of 1)', () => {
  it('accepts each mood from 1 to 5 and trims the note', () => {
    for (const mood of [1, 2, 3, 4, 5]) {
      expect(journalEntryCreateSchema.parse({ mood, note: ' Slept well. ' })).toEqual({
        mood,
        note: 'Slept well.',
      });
    }
  });

  it.each([0, 6, 3.5, -1, Number.NaN])('refuses mood %s', (mood) => {
    const result = journalEntryCreateSchema.safeParse({ mood, note: 'x' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([WELLNESS_MESSAGES.moodRange]);
  });

  it('refuses a missing or blank note with the spec message', () => {
    for (const note of [undefined, '', '  ']) {
      const result = journalEntryCreateSchema.safeParse({ mood: 3, note });
      expect(result.error?.issues[0]?.message).toBe('Add a journal note before saving.');
    }
  });

  it('keeps line breaks but refuses other control characters', () => {
    expect(journalEntryCreateSchema.parse({ mood: 3, note: 'one\ntwo' }).note).toBe('one\ntwo');
    expect(journalEntryCreateSchema.safeParse({ mood: 3, note: 'a\u0000b' }).success).toBe(false);
  });
});

describe('streakText', () => {
  it('is the spec’s two texts', () => {
    expect(streakText(0)).toBe('Begin your first entry today!');
    expect(streakText(3)).toBe('Reflection streak: 3 days');
    expect(streakText(1)).toBe('Reflection streak: 1 day');
  });
});

describe('mentionsSelfHarm', () => {
  it.each([
    'I want to kill myself',
    'Thinking about SUICIDE again',
    'I don’t want to live like this',
    'maybe they would be better   off dead without me',
    'I hurt myself last night',
  ])('finds "%s"', (note) => expect(mentionsSelfHarm(note)).toBe(true));

  it.each(['Killer workout today', 'Tired but okay', 'Watched a documentary about harm reduction'])(
    'leaves "%s" alone',
    (note) => expect(mentionsSelfHarm(note)).toBe(false),
  );
});

describe('time zones and days', () => {
  it('knows real IANA zones only', () => {
    expect(isKnownTimeZone('America/Chicago')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('../../etc/passwd')).toBe(false);
  });

  it('gives the calendar day of an instant in a zone', () => {
    const instant = new Date('2026-03-08T05:30:00Z');
    expect(dayIn(instant, 'UTC')).toBe('2026-03-08');
    expect(dayIn(instant, 'America/Chicago')).toBe('2026-03-07');
    expect(dayIn(instant, 'Pacific/Kiritimati')).toBe('2026-03-08');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
