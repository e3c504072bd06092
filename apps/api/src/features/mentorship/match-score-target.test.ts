import { describe, expect, it } from 'vitest';
import { matchScore, rankMentors, type MenteeFacts, type MentorFacts } from './match-score';

const mentee: MenteeFacts = {
  branch: 'ARMY',
  careerInterests: ['security'],
  preferredLocation: 'Austin, TX',
  targetIndustries: ['33'],
};
const logisticians = { soc: '13-1081', title: 'Logisticians' };
const withTarget: MenteeFacts = { ...mentee, careerTargets: [logisticians] };

const mentor: MentorFacts = {
  branch: 'ARMY',
  interests: ['security'],
  industry: '33',
  location: 'Austin, TX',
  channels: ['video'],
  capacity: 4,
  openSeats: 4,
  medianResponseHours: 10,
};

const named = (id: string, name: string, changes: Partial<MentorFacts>) => ({
  ...mentor,
  id,
  name,
  ...changes,
});

describe('the target career in mentor matching', () => {
  it('names the target field a mentor shares, first among the reasons, without moving the score', () => {
    const inLogistics = { ...mentor, interests: ['logistics'], industry: '11' as const };
    const match = matchScore(withTarget, inLogistics);
    expect(match.targetField).toBe(true);
    expect(match.reasons[0]).toBe('Works in logistics, your target career: Logisticians');
    expect(match.score).toBe(matchScore(mentee, inLogistics).score);
    expect(matchScore(mentee, inLogistics).reasons.join(' ')).not.toMatch(/target/);
  });

  it('reads the field from the industry when no interest covers it', () => {
    const inBusiness = { ...mentor, interests: ['aviation'], industry: '13' as const };
    expect(matchScore(withTarget, inBusiness).reasons[0]).toBe(
      'Works in business and financial operations, the field of your target career: Logisticians',
    );
    expect(matchScore(withTarget, mentor).targetField).toBe(false);
  });

  it('ranks mentors in the target field first, and ranks as before without a target', () => {
    const mentors = [
      named('a', 'Ann', {}),
      named('b', 'Bob', {
        branch: 'NAVY',
        interests: ['logistics'],
        location: 'Norfolk, VA',
        industry: '11',
      }),
      named('c', 'Cy', { medianResponseHours: 100 }),
    ];
    const ids = (who: MenteeFacts) => rankMentors(who, mentors).map((ranked) => ranked.mentor.id);
    expect(ids(mentee)).toEqual(['a', 'c', 'b']);
    expect(ids(withTarget)).toEqual(['b', 'a', 'c']);
    expect(ids({ ...mentee, careerTargets: [] })).toEqual(ids(mentee));
  });

  it('looks at the second target when the first fits no field the mentor shares', () => {
    const twoTargets = {
      ...mentee,
      careerTargets: [logisticians, { soc: '15-1252', title: 'Software Developers' }],
    };
    const developer = { ...mentor, interests: ['technology'], industry: '15' as const };
    expect(matchScore(twoTargets, developer).reasons[0]).toBe(
      'Works in technology, your target career: Software Developers',
    );
  });
});
