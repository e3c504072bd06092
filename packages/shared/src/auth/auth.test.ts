import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  passwordResetRequestSchema,
  passwordWithConfirmationSchema,
  signInRequestSchema,
  tooManySignInAttemptsMessage,
} from './auth';
import { signUpRequestSchema } from './sign-up';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('signInRequestSchema', () => {
  it('trims and lower-cases the address', () => {
    expect(signInRequestSchema.parse({ email: '  Jo@Example.ORG ', password: 'x' })).toEqual({
      email: 'jo@example.org',
      password: 'x',
    });
  });

  it.each([{}, { email: 'jo@example.org' }, { email: ' ', password: 'secret' }])(
    'answers one form-level message when a field is missing (%j)',
    (input) => {
      expect(messages(signInRequestSchema.safeParse(input))).toEqual({
        '': AUTH_MESSAGES.signInFieldsRequired,
      });
    },
  );
});

describe('signUpRequestSchema', () => {
  const valid = { email: 'jo@example.org', password: 'lakeside walk', firstName: ' Jo ', lastName: 'Ri' };

  it('normalises names, and the phone to E.164: ten digits are a U.S. number', () => {
    expect(signUpRequestSchema.parse({ ...valid, phoneNumber: '(555) 555-0123' })).toMatchObject({
      firstName: 'Jo',
      phoneNumber: '+15555550123',
    });
    for (const phone of ['5555550123', '15555550123', '+1 555 555 0123']) {
      expect(signUpRequestSchema.parse({ ...valid, phoneNumber: phone }).phoneNumber, phone).toBe(
        '+15555550123',
      );
    }
    expect(signUpRequestSchema.parse({ ...valid, phoneNumber: '+44 20 7946 0958' }).phoneNumber).toBe(
      '+442079460958',
    );
  });

  it.each([
    ['a 7-character password', { password: 'abcdefg' }, { password: AUTH_MESSAGES.passwordTooShort }],
    ['a 129-character password', { password: 'x'.repeat(129) }, { password: AUTH_MESSAGES.passwordTooLong }],
    ['no password', { password: '' }, { password: AUTH_MESSAGES.passwordRequired }],
    ['a short phone', { phoneNumber: '555-0123' }, { phoneNumber: AUTH_MESSAGES.phoneInvalid }],
    ['an impossible number', { phoneNumber: '+1 555 555 012' }, { phoneNumber: AUTH_MESSAGES.phoneInvalid }],
    ['a callback on another site', { callbackURL: '//evil.example' }, { callbackURL: expect.any(String) }],
    ['an absolute callback', { callbackURL: 'https://evil.example/' }, { callbackURL: expect.any(String) }],
    [
      '300-character names',
      { firstName: 'A'.repeat(300), lastName: 'B'.repeat(101) },
      {
        firstName: 'First name must be at most 100 characters',
        lastName: 'Last name must be at most 100 characters',
      },
    ],
  ])('refuses %s', (_case, change, expected) => {
    expect(messages(signUpRequestSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('accepts 8 and 128 characters', () => {
    for (const password of ['rivr9fox', 'river fox '.repeat(13).slice(0, 128)]) {
      expect(signUpRequestSchema.safeParse({ ...valid, password }).success).toBe(true);
    }
  });
});

describe('passwordResetRequestSchema', () => {
  it('answers the spec message for a bad address', () => {
    expect(messages(passwordResetRequestSchema.safeParse({ email: 'jo@' }))).toEqual({
      email: AUTH_MESSAGES.resetEmailInvalid,
    });
  });
});

describe('passwordWithConfirmationSchema', () => {
  it.each([
    [
      { password: 'lakeside walk', confirmPassword: '' },
      { confirmPassword: AUTH_MESSAGES.confirmPasswordRequired },
    ],
    [
      { password: 'lakeside walk', confirmPassword: 'lakeside' },
      { confirmPassword: AUTH_MESSAGES.passwordsMustMatch },
    ],
    [
      { password: 'short', confirmPassword: 'other' },
      { password: AUTH_MESSAGES.passwordTooShort, confirmPassword: AUTH_MESSAGES.passwordsMustMatch },
    ],
  ])('answers the spec messages for %j', (input, expected) => {
    expect(messages(passwordWithConfirmationSchema.safeParse(input))).toEqual(expected);
  });
});

it('phrases the throttle wait in whole minutes', () => {
  expect(tooManySignInAttemptsMessage(1)).toBe('Too many sign-in attempts. Try again in 1 minute.');
  expect(tooManySignInAttemptsMessage(15)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
});
