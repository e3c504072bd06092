import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES, veteranProfileCreateSchema, veteranProfileUpdateSchema } from './profiles';
import { sampleProfileCreate } from './testing/sample-veteran-profile';

// The sample veteran as a person types it: spaces, mixed case, a local phone number; the defaults left unset.
const {
  willingToRelocate: _relocate,
  jobAlertFrequency: _frequency,
  skills: _skills,
  education: _education,
  ...valid
} = sampleProfileCreate({
  email: ' Jordan.Rivera@Example.com ',
  firstName: ' Jordan ',
  phoneNumber: '(555) 555-0123',
  mosCode: ' 11b ',
  careerInterests: ['logistics'],
  preferredLocation: ' Austin, TX ',
});

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('veteranProfileCreateSchema', () => {
  it('normalises what the spec normalises', () => {
    const profile = veteranProfileCreateSchema.parse(valid);
    expect(profile).toMatchObject({
      email: 'jordan.rivera@example.com',
      firstName: 'Jordan',
      phoneNumber: '+15555550123',
      mosCode: '11B',
      preferredLocation: 'Austin, TX',
      willingToRelocate: false,
      jobAlertFrequency: 'WEEKLY',
      skills: [],
    });
  });

  it('answers each missing required field with the spec message', () => {
    const errors = fieldErrors(veteranProfileCreateSchema.safeParse({ email: 'x' }));
    expect(errors).toMatchObject({
      firstName: PROFILE_MESSAGES.firstName,
      lastName: PROFILE_MESSAGES.lastName,
      branch: PROFILE_MESSAGES.branch,
      rank: PROFILE_MESSAGES.rank,
      mosCode: PROFILE_MESSAGES.mosCode,
      dischargeStatus: PROFILE_MESSAGES.dischargeStatus,
      serviceStartDate: PROFILE_MESSAGES.serviceStartDate,
      email: 'Valid email address is required',
    });
  });

  it('rejects a phone outside E.164, an end date not after the start and more than 10 interests', () => {
    const errors = fieldErrors(
      veteranProfileCreateSchema.safeParse({
        ...valid,
        phoneNumber: '0123',
        serviceEndDate: valid.serviceStartDate,
        careerInterests: Array.from({ length: 11 }, (_, i) => `interest ${i}`),
      }),
    );
    expect(errors).toEqual({
      phoneNumber: 'Phone number must be in E.164 format (e.g., +15555550123)',
      serviceEndDate: 'Service end date must be after start date',
      careerInterests: 'Maximum 10 career interests allowed',
    });
  });

  it('reports, rather than throws on, values that failed their own rule before the cross-field rules ran', () => {
    expect(
      fieldErrors(
        veteranProfileCreateSchema.safeParse({
          ...valid,
          branch: 'ARMY_AIR_CORPS',
          serviceStartDate: 'soon',
        }),
      ),
    ).toEqual({ branch: PROFILE_MESSAGES.branch, serviceStartDate: PROFILE_MESSAGES.serviceStartDate });
    expect(
      Object.keys(fieldErrors(veteranProfileCreateSchema.safeParse({ ...valid, mosCode: 311 }))),
    ).toEqual(['mosCode']);
  });

  // A body of null answered 500: the cross-field rules, which run whatever failed, destructured it.
  it.each([null, undefined, 'text', 42, []])('refuses, rather than throws on, a body of %j', (body) => {
    for (const schema of [veteranProfileCreateSchema, veteranProfileUpdateSchema]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.some((issue) => issue.path.length === 0)).toBe(true);
    }
  });

  it('checks the MOS code against its own branch', () => {
    expect(fieldErrors(veteranProfileCreateSchema.safeParse({ ...valid, mosCode: '0311' }))).toEqual({
      mosCode: 'Enter a valid MOS code (e.g. 11B)',
    });
    expect(
      veteranProfileCreateSchema.safeParse({ ...valid, branch: 'MARINES', mosCode: '0311' }).success,
    ).toBe(true);
  });
});

describe('the profile’s limits and dates', () => {
  afterEach(() => vi.useRealTimers());

  it('say the limit of a name or a location that is too long', () => {
    const errors = fieldErrors(
      veteranProfileCreateSchema.safeParse({
        ...valid,
        firstName: 'A'.repeat(300),
        lastName: 'B'.repeat(101),
        preferredLocation: 'C'.repeat(121),
      }),
    );
    expect(errors).toEqual({
      firstName: 'First name must be at most 100 characters',
      lastName: 'Last name must be at most 100 characters',
      preferredLocation: 'Preferred location must be at most 120 characters',
    });
  });

  it('refuse a service start date after the latest day begun anywhere on earth', () => {
    // 2026-11-27 10:00 UTC: already 2026-11-28 on Kiribati’s Line Islands (UTC+14), nowhere yet the 29th.
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const startingOn = (serviceStartDate: string) =>
      fieldErrors(
        veteranProfileUpdateSchema.safeParse({
          serviceStartDate,
          serviceEndDate: '2030-01-01T00:00:00.000Z',
        }),
      );
    expect(startingOn('2026-11-29')).toEqual({
      serviceStartDate: 'Service start date cannot be in the future',
    });
    expect(startingOn('2027-06-01T00:00:00.000Z')).toEqual({
      serviceStartDate: 'Service start date cannot be in the future',
    });
    expect(startingOn('2026-11-28')).toEqual({});
    expect(startingOn('2012-06-01T00:00:00.000Z')).toEqual({});
  });

  it('allow a separation date in the future: those still serving give the expected one', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    expect(veteranProfileCreateSchema.safeParse({ ...valid, serviceEndDate: '2029-05-31' }).success).toBe(
      true,
    );
  });
});

describe('veteranProfileUpdateSchema', () => {
  it('accepts a partial change and refuses the read-only e-mail', () => {
    expect(veteranProfileUpdateSchema.parse({ preferredLocation: ' Denver ' })).toEqual({
      preferredLocation: 'Denver',
    });
    expect(veteranProfileUpdateSchema.safeParse({ email: 'new@example.com' }).success).toBe(false);
  });
});

describe('the profile phone', () => {
  it('is stored in E.164, a ten-digit number as a U.S. one; what is no possible number is refused', () => {
    expect(veteranProfileUpdateSchema.parse({ phoneNumber: '512 555 0123' })).toEqual({
      phoneNumber: '+15125550123',
    });
    expect(veteranProfileUpdateSchema.parse({ phoneNumber: '+44 20 7946 0958' })).toEqual({
      phoneNumber: '+442079460958',
    });
    expect(veteranProfileUpdateSchema.safeParse({ phoneNumber: '555-0123' }).error?.issues[0]?.message).toBe(
      PROFILE_MESSAGES.phone,
    );
  });
});
