import { describe, expect, it } from 'vitest';
import {
  alertSearchSchema,
  canSearch,
  jobSearchQuerySchema,
  JOBS_MESSAGES,
  savedJobUpdateSchema,
} from './jobs';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the Search rule', () => {
  it.each([
    [{ q: 'medic' }, true],
    [{ location: 'Tampa' }, true],
    [{ remoteOnly: true }, true],
    [{ q: '   ', location: ' ' }, false],
    [{}, false],
  ])('%j → %s', (search, expected) => expect(canSearch(search)).toBe(expected));
});

describe('the search query', () => {
  it('reads switches, numbers and pages from the query string', () => {
    expect(
      jobSearchQuerySchema.parse({
        q: ' nurse ',
        remoteOnly: 'true',
        federalOnly: '0',
        salaryMin: '50000',
        postedWithin: '7',
        page: '2',
      }),
    ).toEqual({
      q: 'nurse',
      remoteOnly: true,
      federalOnly: false,
      salaryMin: 50000,
      postedWithin: 7,
      page: 2,
    });
  });

  it('refuses unknown filters, negative salaries, odd windows, long queries and control characters', () => {
    expect(jobSearchQuerySchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(messageOf(jobSearchQuerySchema.safeParse({ salaryMin: '-1' }))).toBe(JOBS_MESSAGES.salaryMin);
    expect(messageOf(jobSearchQuerySchema.safeParse({ postedWithin: '3' }))).toBe(JOBS_MESSAGES.postedWithin);
    expect(messageOf(jobSearchQuerySchema.safeParse({ q: 'a'.repeat(1000) }))).toBe(
      JOBS_MESSAGES.queryTooLong,
    );
    expect(messageOf(jobSearchQuerySchema.safeParse({ page: '0' }))).toBe(JOBS_MESSAGES.page);
    expect(jobSearchQuerySchema.safeParse({ q: 'nurse\u0000' }).success).toBe(false);
  });

  it('keeps quotes and operators as text: the database reads them as a web search', () => {
    expect(jobSearchQuerySchema.parse({ q: '"field medic" -nurse OR emt' }).q).toBe(
      '"field medic" -nurse OR emt',
    );
  });
});

describe('the alert search', () => {
  it('follows the Search rule', () => {
    expect(messageOf(alertSearchSchema.safeParse({ federalOnly: true }))).toBe(JOBS_MESSAGES.searchRule);
    expect(alertSearchSchema.parse({ q: 'nurse', remoteOnly: false })).toEqual({
      q: 'nurse',
      remoteOnly: false,
    });
  });
});

describe('grades and saved-job changes', () => {
  it('reads a GS grade range and refuses one upside down or outside 1 to 15', () => {
    expect(jobSearchQuerySchema.parse({ q: 'analyst', gradeMin: '9', gradeMax: '11' })).toMatchObject({
      gradeMin: 9,
      gradeMax: 11,
    });
    expect(messageOf(jobSearchQuerySchema.safeParse({ q: 'x', gradeMin: '12', gradeMax: '9' }))).toBe(
      JOBS_MESSAGES.gradeOrder,
    );
    expect(messageOf(jobSearchQuerySchema.safeParse({ q: 'x', gradeMin: '16' }))).toBe(
      JOBS_MESSAGES.gradeMin,
    );
    expect(messageOf(alertSearchSchema.safeParse({ q: 'x', gradeMax: 0 }))).toBe(JOBS_MESSAGES.gradeMax);
  });

  it('changes a saved job by its note, its status or both, and names what is missing', () => {
    expect(savedJobUpdateSchema.parse({ status: 'applied' })).toEqual({ status: 'applied' });
    expect(savedJobUpdateSchema.parse({ note: 'Called HR', status: 'interviewing' })).toEqual({
      note: 'Called HR',
      status: 'interviewing',
    });
    expect(messageOf(savedJobUpdateSchema.safeParse({}))).toBe(JOBS_MESSAGES.savedChangeMissing);
    expect(messageOf(savedJobUpdateSchema.safeParse({ status: 'hired' }))).toBe(JOBS_MESSAGES.savedStatus);
  });
});
