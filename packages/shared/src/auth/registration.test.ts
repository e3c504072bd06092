import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProfileCreate } from '../profiles/testing/sample-veteran-profile';
import {
  buildRegistrationProfile,
  buildSignUpRequest,
  emptyRegistrationForm,
  toRegistrationErrors,
  validateRegistration,
  type RegistrationForm,
} from './registration';

const valid: RegistrationForm = {
  firstName: ' Dana ',
  lastName: ' Reyes ',
  email: ' Dana.Reyes@Example.COM ',
  phone: '(555) 555-0123',
  password: 'lakeside walk',
  confirmPassword: 'lakeside walk',
  branch: 'ARMY',
  rank: 'E-5',
  dischargeStatus: 'HONORABLE',
  mosCode: ' 11b ',
  serviceStartDate: '2012-06-01',
  serviceEndDate: '2020-06-01',
  careerInterests: ['logistics', 'security'],
  preferredLocation: ' Austin, TX ',
  jobAlertFrequency: 'DAILY',
  willingToRelocate: true,
};

const errorsFor = (change: Partial<RegistrationForm>) => validateRegistration({ ...valid, ...change });

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('answers every rule of an empty form with the spec messages, verbatim', () => {
    expect(validateRegistration({ ...emptyRegistrationForm(), jobAlertFrequency: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Enter a valid email address',
      phone: 'Enter a 10-digit phone number',
      branch: 'Select a service branch',
      rank: 'Select your rank',
      dischargeStatus: 'Select discharge status',
      mosCode: 'MOS code is required',
      serviceStartDate: 'Enter your service start date',
      serviceEndDate: 'Enter your service end date',
      careerInterests: 'Select at least one career interest',
      preferredLocation: 'Enter a preferred location',
      jobAlertFrequency: 'Select a job alert frequency',
      password: 'Password is required',
      confirmPassword: 'Confirm your password',
    });
  });

  it.each<[string, Partial<RegistrationForm>, Record<string, string>]>([
    [
      'blank names',
      { firstName: '  ', lastName: ' ' },
      { firstName: 'First name is required', lastName: 'Last name is required' },
    ],
    ['a malformed address', { email: 'dana@' }, { email: 'Enter a valid email address' }],
    ['9 digits', { phone: '555-555-012' }, { phone: 'Enter a 10-digit phone number' }],
    ['12 digits', { phone: '1 555 555 0123 4' }, { phone: 'Enter a 10-digit phone number' }],
    [
      '11 digits not starting with 1',
      { phone: '2 555 555 0123' },
      { phone: 'Enter a 10-digit phone number' },
    ],
    ['no U.S. area code', { phone: '155 555 0123' }, { phone: 'Enter a 10-digit phone number' }],
    ['a code of no Army shape', { mosCode: '1B' }, { mosCode: 'Enter a valid MOS code (e.g. 11B)' }],
    [
      'an Army code for the Marines',
      { branch: 'MARINES', mosCode: '11B' },
      { mosCode: 'Enter a valid MOS code (e.g. 0311)' },
    ],
    [
      'an end before the start',
      { serviceEndDate: '2010-01-01' },
      { serviceEndDate: 'End date must be after start date' },
    ],
    [
      'an end on the start day',
      { serviceEndDate: '2012-06-01' },
      { serviceEndDate: 'End date must be after start date' },
    ],
    ['a blank location', { preferredLocation: '   ' }, { preferredLocation: 'Enter a preferred location' }],
    [
      'a 7-character password',
      { password: 'abcdefg', confirmPassword: 'abcdefg' },
      { password: 'Password must be at least 8 characters' },
    ],
    [
      'a password with the name in it',
      { password: 'reyes family 1988', confirmPassword: 'reyes family 1988' },
      { password: 'Choose a password that does not contain your name.' },
    ],
    [
      'a repetitive password',
      { password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' },
      {
        password: 'Choose a password that is not one character or a short pattern repeated (like aaaaaaaa).',
      },
    ],
    [
      'a different confirmation',
      { confirmPassword: 'lakeside walks' },
      { confirmPassword: 'Passwords must match' },
    ],
    [
      'six interests',
      { careerInterests: ['security', 'logistics', 'healthcare', 'technology', 'leadership', 'aviation'] },
      { careerInterests: 'Select up to 5 career interests' },
    ],
  ])('refuses %s', (_case, change, expected) => {
    expect(errorsFor(change)).toEqual(expected);
  });

  it('accepts 10 and 11 digits, the Marines’ own code format and five interests', () => {
    expect(errorsFor({ phone: '1-555-555-0123' })).toEqual({});
    expect(errorsFor({ branch: 'MARINES', mosCode: '0311' })).toEqual({});
    const five = ['security', 'logistics', 'healthcare', 'technology', 'leadership'] as const;
    expect(errorsFor({ careerInterests: [...five] })).toEqual({});
  });

  it('also applies the API’s limits, so the profile step never refuses what the form accepted', () => {
    expect(errorsFor({ preferredLocation: 'x'.repeat(121) })).toEqual({
      preferredLocation: 'Preferred location must be at most 120 characters',
    });
  });

  it('says the limit of a name that is too long, rather than that it is missing', () => {
    expect(errorsFor({ firstName: 'A'.repeat(300), lastName: 'B'.repeat(101) })).toEqual({
      firstName: 'First name must be at most 100 characters',
      lastName: 'Last name must be at most 100 characters',
    });
    // Counted as stored: trimmed.
    expect(errorsFor({ firstName: ` ${'A'.repeat(100)} ` })).toEqual({});
  });

  describe('a service start date', () => {
    afterEach(() => vi.useRealTimers());

    it('in the future is refused, today and earlier are not', () => {
      vi.useFakeTimers({ now: new Date(2026, 10, 27, 12, 0) });
      expect(errorsFor({ serviceStartDate: '2026-11-28', serviceEndDate: '2030-01-01' })).toEqual({
        serviceStartDate: 'Service start date cannot be in the future',
      });
      expect(errorsFor({ serviceStartDate: '2031-06-01', serviceEndDate: '2035-01-01' })).toEqual({
        serviceStartDate: 'Service start date cannot be in the future',
      });
      expect(errorsFor({ serviceStartDate: '2026-11-27', serviceEndDate: '2030-01-01' })).toEqual({});
    });

    it('is judged by the day on this device, late in the evening too', () => {
      vi.useFakeTimers({ now: new Date(2026, 10, 27, 23, 59) });
      expect(errorsFor({ serviceStartDate: '2026-11-28', serviceEndDate: '2030-01-01' })).toEqual({
        serviceStartDate: 'Service start date cannot be in the future',
      });
    });
  });
});

describe('payloads', () => {
  it('builds the sign-up request with the spec metadata', () => {
    expect(buildSignUpRequest(valid)).toEqual({
      email: 'dana.reyes@example.com',
      password: 'lakeside walk',
      name: 'Dana Reyes',
      firstName: 'Dana',
      lastName: 'Reyes',
      phoneNumber: '+15555550123',
    });
  });

  it('builds the spec profile payload', () => {
    expect(buildRegistrationProfile(valid, 'user-1')).toEqual(
      sampleProfileCreate({
        authUserId: 'user-1',
        email: 'dana.reyes@example.com',
        firstName: 'Dana',
        lastName: 'Reyes',
        phoneNumber: '+15555550123',
      }),
    );
  });

  it('maps the API’s field names onto the form’s and drops unknown ones', () => {
    expect(toRegistrationErrors({ phoneNumber: 'a', newPassword: 'b', mosCode: 'c', nope: 'd' })).toEqual({
      phone: 'a',
      password: 'b',
      mosCode: 'c',
    });
  });
});
