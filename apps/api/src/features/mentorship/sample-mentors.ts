import type { MentorProfileInput } from '@waypoint/shared';

/**
 * The spec's demo mentors, seeded as labelled sample mentors (decision 013 §9 and §16): real users with the
 * mentor role and a mentor profile, whose addresses are under `.invalid` and who have no way to sign in. Their
 * scores are computed like anyone's; for the sample mentee below (the spec's demo veteran: Army, 11B, interested
 * in logistics and security, in Austin) they come to 92, 88 and 83 while nobody has asked them anything yet.
 */
export interface SampleMentor {
  /** Fixed, so a restart updates the same rows. */
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  profile: MentorProfileInput;
}

export const SAMPLE_MENTEE = {
  branch: 'ARMY',
  mosCode: '11B',
  careerInterests: ['logistics', 'security'],
  preferredLocation: 'Austin, TX',
} as const;

const weekdayEvenings = [
  { day: 'TUE', start: '18:00', end: '19:00' },
  { day: 'THU', start: '18:00', end: '19:00' },
] as const;

export const SAMPLE_MENTORS: readonly SampleMentor[] = [
  {
    userId: '5a3b7f0e-0000-4000-8000-000000000001',
    email: 'sample-mentor-1@mentors.waypoint.invalid',
    firstName: 'Marcus',
    lastName: 'Hale',
    profile: {
      branch: 'ARMY',
      role: 'Security operations manager',
      experience: 'Twenty years as an Army military police officer, now leading a corporate security team.',
      interests: ['security', 'logistics', 'leadership'],
      channels: ['video', 'chat'],
      industry: '33',
      location: 'Denver, CO',
      capacity: 4,
      availability: { accepting: true, slots: [...weekdayEvenings] },
    },
  },
  {
    userId: '5a3b7f0e-0000-4000-8000-000000000002',
    email: 'sample-mentor-2@mentors.waypoint.invalid',
    firstName: 'Dana',
    lastName: 'Whitfield',
    profile: {
      branch: 'ARMY',
      role: 'Distribution centre general manager',
      experience: 'Former Army logistics officer running a regional distribution network.',
      interests: ['logistics', 'security', 'operations'],
      channels: ['phone', 'chat'],
      industry: '11',
      location: 'Atlanta, GA',
      capacity: 3,
      availability: { accepting: true, slots: [{ day: 'SAT', start: '09:00', end: '11:00' }] },
    },
  },
  {
    userId: '5a3b7f0e-0000-4000-8000-000000000003',
    email: 'sample-mentor-3@mentors.waypoint.invalid',
    firstName: 'Luis',
    lastName: 'Ortega',
    profile: {
      branch: 'ARMY',
      role: 'Emergency management coordinator',
      experience: 'Infantry veteran who moved into county emergency management and public safety.',
      interests: ['security', 'administration'],
      channels: ['video', 'phone', 'chat'],
      industry: '33',
      location: 'Phoenix, AZ',
      capacity: 5,
      availability: { accepting: true, slots: [{ day: 'WED', start: '12:00', end: '13:00' }] },
    },
  },
];
