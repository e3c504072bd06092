import type { VeteranProfile } from '@waypoint/shared';

/** A stored profile as the API answers it; tests override what they need. */
export function makeVeteranProfile(overrides: Partial<VeteranProfile> = {}): VeteranProfile {
  return {
    id: 'profile-1',
    authUserId: 'user-1',
    email: 'dana.reyes@example.com',
    firstName: 'Dana',
    lastName: 'Reyes',
    phoneNumber: '+15555550123',
    branch: 'ARMY',
    rank: 'E-5',
    mosCode: '11B',
    dischargeStatus: 'HONORABLE',
    serviceStartDate: '2012-06-01T00:00:00.000Z',
    serviceEndDate: '2020-06-01T00:00:00.000Z',
    careerInterests: ['Logistics'],
    skills: [],
    education: null,
    preferredLocation: 'Austin, TX',
    willingToRelocate: true,
    jobAlertFrequency: 'DAILY',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
