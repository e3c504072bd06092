import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES, validateContactMessage } from './contact';

const valid = {
  fullName: ' Jordan Lee ',
  email: ' jordan@example.com ',
  branch: '',
  yearsOfService: '',
  message: ' Hi ',
};

describe('validateContactMessage', () => {
  it('trims and accepts a complete message; branch and years are optional', () => {
    expect(validateContactMessage(valid)).toEqual({
      ok: true,
      data: {
        fullName: 'Jordan Lee',
        email: 'jordan@example.com',
        branch: '',
        yearsOfService: '',
        message: 'Hi',
      },
    });
    const { branch: _branch, yearsOfService: _years, ...required } = valid;
    expect(validateContactMessage(required)).toMatchObject({
      ok: true,
      data: { branch: '', yearsOfService: '' },
    });
  });

  it('reports one message per field, "required" before "invalid"', () => {
    expect(validateContactMessage({ fullName: ' ', email: '', message: '' })).toEqual({
      ok: false,
      fieldErrors: {
        fullName: CONTACT_MESSAGES.fullNameRequired,
        email: CONTACT_MESSAGES.emailRequired,
        message: CONTACT_MESSAGES.messageRequired,
      },
    });
    expect(validateContactMessage({ ...valid, email: 'not-an-address' })).toEqual({
      ok: false,
      fieldErrors: { email: CONTACT_MESSAGES.emailInvalid },
    });
  });

  it('uses the same words when an API client leaves fields out or sends other types', () => {
    expect(validateContactMessage({} as never)).toEqual({
      ok: false,
      fieldErrors: {
        fullName: 'Enter your full name',
        email: 'Enter your email address',
        message: 'Enter a message',
      },
    });
    expect(validateContactMessage({ ...valid, fullName: 42, branch: ['Navy'] } as never)).toEqual({
      ok: false,
      fieldErrors: {
        fullName: 'Enter your full name',
        branch: 'Branch of service must be 60 characters or fewer',
      },
    });
  });

  it('enforces the length limits', () => {
    const result = validateContactMessage({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { message: 'Message must be 2,000 characters or fewer' },
    });
    expect(validateContactMessage({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message) }).ok).toBe(true);
  });
});
