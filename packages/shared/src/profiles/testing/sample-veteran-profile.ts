import { veteranProfileSchema, type VeteranProfile, type VeteranProfileCreate } from '../profiles';

/**
 * Tests only: the one sample veteran every layer's tests use (an Army infantryman, 11B, who served 2012–2020),
 * so a change to the profile's shape is made once. Tests override only what they are about.
 */
export function sampleProfileCreate(overrides: Partial<VeteranProfileCreate> = {}): VeteranProfileCreate {
  return {
    email: 'jordan.rivera@example.com',
    firstName: 'Jordan',
    lastName: 'Rivera',
    phoneNumber: '+15125550123',
    branch: 'ARMY',
    rank: 'E-5',
    mosCode: '11B',
    dischargeStatus: 'HONORABLE',
    serviceStartDate: '2012-06-01T00:00:00.000Z',
    serviceEndDate: '2020-06-01T00:00:00.000Z',
    careerInterests: ['logistics', 'security'],
    skills: [],
    education: null,
    preferredLocation: 'Austin, TX',
    willingToRelocate: true,
    jobAlertFrequency: 'DAILY',
    ...overrides,
  };
}

/** The same veteran as the API answers once stored; parsed, so it breaks when the answer's shape changes. */
export function sampleVeteranProfile(overrides: Partial<VeteranProfile> = {}): VeteranProfile {
  const { authUserId: _owner, ...created } = sampleProfileCreate();
  return veteranProfileSchema.parse({
    ...created,
    id: 'profile-1',
    authUserId: 'user-1',
    careerInterests: created.careerInterests ?? [],
    skills: created.skills ?? [],
    education: created.education ?? null,
    phoneNumber: created.phoneNumber ?? null,
    serviceEndDate: created.serviceEndDate ?? null,
    preferredLocation: created.preferredLocation ?? '',
    willingToRelocate: created.willingToRelocate ?? false,
    jobAlertFrequency: created.jobAlertFrequency ?? 'WEEKLY',
    createdAt: '2025-01-15T12:00:00.000Z',
    updatedAt: '2025-01-15T12:00:00.000Z',
    ...overrides,
  });
}
