// Mentorship matching: the time to score and rank 10,000 mentors for one mentee, as GET /api/mentorship does for
// every mentee after loading the approved mentors. Prints p50, p99 and max; asserts nothing.
import { performance } from 'node:perf_hooks';
import { BRANCHES, INDUSTRIES, MENTOR_CHANNELS } from '@waypoint/shared';
import { rankMentors, type MenteeFacts } from '../apps/api/src/features/mentorship/match-score';

const INTERESTS = [
  'security',
  'logistics',
  'healthcare',
  'technology',
  'leadership',
  'aviation',
  'operations',
];
const CITIES = ['Austin, TX', 'Denver, CO', 'Norfolk, VA', 'San Diego, CA', 'Tampa, FL', 'Fayetteville, NC'];

/** A fixed pseudo-random sequence, so every run ranks the same mentors. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function syntheticMentors(count: number) {
  const next = sequence(16);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const capacity = 1 + Math.floor(next() * 10);
    return {
      id: `mentor-${index}`,
      name: `Mentor ${index}`,
      branch: pick(BRANCHES),
      interests: [pick(INTERESTS), pick(INTERESTS)],
      industry: pick(INDUSTRIES),
      location: pick(CITIES),
      channels: [pick(MENTOR_CHANNELS)],
      capacity,
      openSeats: Math.floor(next() * (capacity + 1)),
      medianResponseHours: next() < 0.2 ? null : Math.round(next() * 200),
    };
  });
}

export function benchMentorshipRanking(runs = 200, count = 10_000): void {
  const mentors = syntheticMentors(count);
  const mentee: MenteeFacts = {
    branch: 'ARMY',
    careerInterests: ['logistics', 'security'],
    preferredLocation: 'Austin, TX',
    targetIndustries: ['33', '11'],
  };
  for (let warm = 0; warm < 20; warm += 1) rankMentors(mentee, mentors);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    rankMentors(mentee, mentors);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!.toFixed(2);
  console.log(
    `\n== Mentorship ranking: one mentee over ${count.toLocaleString('en-US')} mentors, ${runs} runs ==`,
  );
  console.table({ 'rankMentors (ms)': { p50: at(0.5), p99: at(0.99), max: times.at(-1)!.toFixed(2) } });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) benchMentorshipRanking();
