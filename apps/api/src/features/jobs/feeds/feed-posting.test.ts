import { describe, expect, it } from 'vitest';
import { employmentType, plainText, socCodesIn, yearly } from './feed-posting';
import { parseUsajobs } from './usajobs';

describe('feed values', () => {
  it('turns hourly and monthly pay into yearly, and money strings into numbers', () => {
    expect(yearly(25, 'HOUR')).toBe(52000);
    expect(yearly('4,000', 'MONTH')).toBe(48000);
    expect(yearly('$61,500.00', 'PA')).toBe(61500);
    expect(yearly('n/a')).toBeNull();
  });

  it('reads employment types as feeds write them', () => {
    expect(employmentType('FULL_TIME')).toBe('FULL_TIME');
    expect(employmentType(['Part-time'])).toBe('PART_TIME');
    expect(employmentType('Multiple Schedules')).toBeNull();
  });

  it('finds SOC codes in O*NET forms and strips HTML and control characters from text', () => {
    expect(socCodesIn('29-2042.00 Emergency Medical Technicians; 29-2043')).toEqual(['29-2042', '29-2043']);
    expect(plainText('<p>Line&nbsp;one</p><script>x</script>\u0000two')).toBe('Line one\n x two');
  });

  it('reports a USAJOBS result without an id or a title by its position, and reads the rest', () => {
    const parsed = parseUsajobs({
      SearchResult: {
        SearchResultItems: [
          { MatchedObjectDescriptor: { PositionTitle: 'Clerk' } },
          {
            MatchedObjectId: '1',
            MatchedObjectDescriptor: {
              PositionID: 'X-1',
              PositionTitle: 'Police Officer',
              OrganizationName: 'Pentagon Force Protection Agency',
              PositionURI: 'https://www.usajobs.gov/job/1',
              JobCategory: [{ Name: 'Police', Code: '0083' }],
            },
          },
        ],
      },
    });
    expect(parsed.problems).toEqual([{ line: 1, message: 'The posting id is missing.' }]);
    expect(parsed.postings[0]?.posting).toMatchObject({ title: 'Police Officer', federalSeries: ['0083'] });
    expect(parseUsajobs({ error: 'bad key' }).problems[0]?.message).toMatch(/Not a USAJOBS search answer/);
  });
});
