import { describe, expect, it } from 'vitest';
import { parseCsvFeed } from './csv-feed';
import { employmentType, gradeText, payOf, plainText, socCodesIn } from './feed-posting';
import { parseJsonLd } from './json-ld';
import { parseUsajobs } from './usajobs';

const NOW = new Date('2026-11-20T00:00:00Z');

describe('feed values', () => {
  it('keeps pay as posted with its interval, and reads money strings and USAJOBS interval codes', () => {
    expect(payOf('24.18', '31.43', 'PH')).toEqual({ min: 24.18, max: 31.43, interval: 'HOUR' });
    expect(payOf('4,000', null, 'MONTH')).toEqual({ min: 4000, max: null, interval: 'MONTH' });
    expect(payOf('$61,500.00', '$80,000', 'PA')).toEqual({ min: 61500, max: 80000, interval: 'YEAR' });
    expect(payOf('2000', '2000', 'BW')).toEqual({ min: 2000, max: 2000, interval: 'BIWEEK' });
    expect(payOf('0', '0', 'WC')).toBeNull();
    expect(payOf('n/a', null)?.min).toBeNaN();
    expect(payOf(null, null)).toBeNull();
  });

  it('reads grades as USAJOBS writes them', () => {
    expect(gradeText('GS-09/11')).toEqual({ payPlan: 'GS', low: 9, high: 11 });
    expect(gradeText('GS-7')).toEqual({ payPlan: 'GS', low: 7, high: 7 });
    expect(gradeText('WG 10')).toEqual({ payPlan: 'WG', low: 10, high: 10 });
    expect(gradeText('FV-H/I')).toBeNull();
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
    const parsed = parseUsajobs(
      {
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
      },
      NOW,
    );
    expect(parsed.problems).toEqual([{ line: 1, message: 'The posting id is missing.' }]);
    expect(parsed.postings[0]?.posting).toMatchObject({ title: 'Police Officer', federalSeries: ['0083'] });
    expect(parseUsajobs({ error: 'bad key' }, NOW).problems[0]?.message).toMatch(
      /Not a USAJOBS search answer/,
    );
  });
});

describe('what search reads of a posting', () => {
  const usajobs = (descriptor: Record<string, unknown>) =>
    parseUsajobs(
      {
        SearchResult: {
          SearchResultItems: [
            {
              MatchedObjectDescriptor: {
                PositionID: 'MC-1',
                PositionTitle: 'Logistics Management Specialist',
                OrganizationName: 'Marine Corps Installations East',
                PositionURI: 'https://www.usajobs.gov/job/MC-1',
                ...descriptor,
              },
            },
          ],
        },
      },
      NOW,
    ).postings[0]!.posting;

  it('keeps every USAJOBS place with its state, shown as the first and how many more', () => {
    const posting = usajobs({
      PositionLocationDisplay: 'Multiple Locations',
      PositionLocation: [
        { LocationName: 'Quantico, Virginia', CountrySubDivisionCode: 'Virginia' },
        { LocationName: 'Camp Lejeune, North Carolina', CountrySubDivisionCode: 'North Carolina' },
      ],
    });
    expect(posting).toMatchObject({
      location: 'Quantico, VA and 1 more',
      locations: ['Quantico, VA', 'Camp Lejeune, NC'],
      states: ['VA', 'NC'],
      placeText: 'Quantico, VA, Virginia; Camp Lejeune, NC, North Carolina',
    });
  });

  it('keeps hourly pay hourly, with the yearly amount for filters, and the grade range', () => {
    const posting = usajobs({
      PositionRemuneration: [{ MinimumRange: '24.18', MaximumRange: '31.43', RateIntervalCode: 'PH' }],
      JobGrade: [{ Code: 'WG' }],
      UserArea: { Details: { LowGrade: '7', HighGrade: '7' } },
    });
    expect(posting).toMatchObject({
      payMin: 24.18,
      payMax: 31.43,
      payInterval: 'HOUR',
      salaryMin: 50294,
      salaryMax: 65374,
      salaryText: '$24.18–$31.43 an hour, about $50,294–$65,374 a year',
      payPlan: 'WG',
      gradeLow: 7,
      gradeHigh: 7,
    });
  });

  it('indexes the titles of the series and SOC codes, and the acronyms English drops', () => {
    const posting = usajobs({
      PositionTitle: 'IT Specialist (INFOSEC)',
      JobCategory: [{ Name: 'Information Technology Management', Code: '2210' }],
    });
    expect(posting.occupationTitles).toBe('Information Technology Management');
    expect(posting.titleTerms).toBe('it infosec');
    const csv = parseCsvFeed(
      'id,title,company,apply_url,federal_series,soc_codes\nc1,Clerk,Co,https://example.org/c1,0343,13-1023',
      NOW,
    ).postings[0]!.posting;
    // 13-1023 is published by OEWS only as part of 13-1020.
    expect(csv.occupationTitles).toBe('Management and Program Analysis; Buyers and Purchasing Agents');
  });

  it('reads every JSON-LD jobLocation, telecommuting as remote, and the occupation title beside its code', () => {
    const [first, remote] = parseJsonLd(
      JSON.stringify([
        {
          '@type': 'JobPosting',
          identifier: 'a',
          title: 'Security Officer',
          hiringOrganization: 'Sentinel',
          url: 'https://example.org/a',
          occupationalCategory: '33-9032.00 Security Guards',
          jobLocation: [
            { '@type': 'Place', address: { addressLocality: 'San Diego', addressRegion: 'CA' } },
            { '@type': 'Place', address: { addressLocality: 'Norfolk', addressRegion: 'Virginia' } },
          ],
        },
        {
          '@type': 'JobPosting',
          identifier: 'b',
          title: 'Analyst',
          hiringOrganization: 'Northstar',
          url: 'https://example.org/b',
          jobLocationType: 'TELECOMMUTE',
        },
      ]),
      { now: NOW },
    ).postings.map((entry) => entry.posting);
    expect(first).toMatchObject({
      locations: ['San Diego, CA', 'Norfolk, VA'],
      states: ['CA', 'VA'],
      socCodes: ['33-9032'],
      occupationTitles: 'Security Guards',
    });
    expect(remote).toMatchObject({ remote: true, location: 'Remote', locations: [], placeText: 'Remote' });
  });

  it('reads several CSV places, the pay interval and the grade, and names a pay interval it cannot read', () => {
    const parsed = parseCsvFeed(
      [
        'id,title,company,location,apply_url,salary_min,salary_max,pay_interval,grade',
        'a,Mechanic,Co,"Pascagoula, MS; Mobile, AL",https://example.org/a,25.00,31.00,hour,WG-10',
        'b,Clerk,Co,Tampa,https://example.org/b,100,200,fortnight,',
      ].join('\n'),
      NOW,
    );
    expect(parsed.postings[0]?.posting).toMatchObject({
      locations: ['Pascagoula, MS', 'Mobile, AL'],
      payInterval: 'HOUR',
      salaryMin: 52000,
      payPlan: 'WG',
      gradeLow: 10,
    });
    expect(parsed.problems).toEqual([
      { line: 3, message: 'The pay interval is not hour, day, week, biweek, month or year.' },
    ]);
  });
});
