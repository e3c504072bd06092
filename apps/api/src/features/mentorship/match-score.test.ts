import { describe, expect, it } from 'vitest';
import { industriesOf, matchScore, rankMentors, type MenteeFacts, type MentorFacts } from './match-score';
import { SAMPLE_MENTEE, SAMPLE_MENTORS } from './sample-mentors';

const mentee: MenteeFacts = {
  branch: 'ARMY',
  careerInterests: ['Logistics', 'security'],
  preferredLocation: 'Austin, TX',
  targetIndustries: ['33', '11'],
};

const mentor: MentorFacts = {
  branch: 'NAVY',
  interests: ['aviation'],
  industry: '47',
  location: 'Norfolk, VA',
  channels: ['phone'],
  capacity: 4,
  openSeats: 4,
  medianResponseHours: null,
};

const score = (changes: Partial<MentorFacts>, who: MenteeFacts = mentee) =>
  matchScore(who, { ...mentor, ...changes }).score;

describe('the match score', () => {
  const base = score({});

  it('rises for the same branch', () => {
    expect(score({ branch: 'ARMY' })).toBeGreaterThan(base);
    expect(matchScore(mentee, { ...mentor, branch: 'ARMY' }).reasons).toContain('Same branch');
  });

  it('rises with each shared interest (case and spaces do not matter), up to two', () => {
    const one = score({ interests: [' logistics '] });
    const two = score({ interests: ['logistics', 'Security'] });
    expect(one).toBeGreaterThan(base);
    expect(two).toBeGreaterThan(one);
    expect(matchScore(mentee, { ...mentor, interests: ['logistics', 'security'] }).reasons).toContain(
      '2 shared interests',
    );
  });

  it("rises when the mentor's industry is one the mentee's occupation leads to", () => {
    expect(score({ industry: '33' })).toBeGreaterThan(base);
    expect(score({ industry: '33' }, { ...mentee, targetIndustries: [] })).toBe(base);
  });

  it('rises for the same city, and less for meeting by video', () => {
    const video = score({ channels: ['video'] });
    const near = score({ location: 'austin' });
    expect(video).toBeGreaterThan(base);
    expect(near).toBeGreaterThan(video);
    expect(score({ location: 'Austin, TX' }, { ...mentee, preferredLocation: '' })).toBe(base);
  });

  it('falls as the mentor fills their seats', () => {
    const half = score({ openSeats: 2 });
    const full = score({ openSeats: 0 });
    expect(half).toBeLessThan(base);
    expect(full).toBeLessThan(half);
    expect(matchScore(mentee, { ...mentor, openSeats: 0 }).reasons).toContain('No open seats');
  });

  it('rises for mentors who answer fast and falls for slow ones', () => {
    const day = score({ medianResponseHours: 20 });
    const threeDays = score({ medianResponseHours: 60 });
    const slow = score({ medianResponseHours: 150 });
    expect(day).toBeGreaterThan(threeDays);
    expect(threeDays).toBeGreaterThan(base);
    expect(slow).toBeLessThan(base);
    expect(matchScore(mentee, { ...mentor, medianResponseHours: 20 }).reasons).toContain(
      'answers in about a day',
    );
  });

  it('stays within 0 to 100 and reaches 100 for a perfect match', () => {
    const perfect = {
      branch: 'ARMY' as const,
      interests: ['logistics', 'security', 'leadership'],
      industry: '33' as const,
      location: 'Austin',
      channels: ['video' as const],
      medianResponseHours: 2,
    };
    expect(score(perfect)).toBe(100);
    expect(
      score({ openSeats: 0, medianResponseHours: 400 }, { ...mentee, branch: null }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('gives the sample mentee the spec scores 92, 88 and 83 for the sample mentors', () => {
    // The curated catalogue's Army 11B leads to 33-3051, 11-9161, 33-1091, 33-3012 and 33-2011.
    const sampleMentee: MenteeFacts = {
      ...SAMPLE_MENTEE,
      careerInterests: [...SAMPLE_MENTEE.careerInterests],
      targetIndustries: industriesOf(['33-3051', '11-9161', '33-1091', '33-3012', '33-2011']),
    };
    const scores = SAMPLE_MENTORS.map(({ profile }) =>
      matchScore(sampleMentee, {
        ...profile,
        openSeats: profile.capacity,
        medianResponseHours: null,
      }),
    );
    expect(scores.map((match) => match.score)).toEqual([92, 88, 83]);
    expect(scores[0]!.reasons).toEqual([
      'Same branch',
      '2 shared interests',
      'Works in a field your service leads to',
      'Meets by video',
      'no answers yet',
    ]);
  });
});

describe('the ranking', () => {
  const named = (id: string, name: string, changes: Partial<MentorFacts>) => ({
    ...mentor,
    id,
    name,
    ...changes,
  });

  it('orders by score, then the faster answerer, then name, then id, whatever the input order', () => {
    const mentors = [
      named('d', 'Zed', { branch: 'ARMY' }),
      named('c', 'Bea', { medianResponseHours: 60 }),
      named('b', 'Abe', { medianResponseHours: 60 }),
      named('a', 'Abe', { medianResponseHours: 60 }),
      named('e', 'Cal', { medianResponseHours: 70 }),
      named('f', 'Dee', {}),
    ];
    const expected = ['d', 'a', 'b', 'c', 'e', 'f'];
    expect(rankMentors(mentee, mentors).map((ranked) => ranked.mentor.id)).toEqual(expected);
    expect(rankMentors(mentee, [...mentors].reverse()).map((ranked) => ranked.mentor.id)).toEqual(expected);
  });
});
