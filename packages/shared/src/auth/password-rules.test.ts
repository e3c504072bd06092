import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, newPasswordProblem, newPasswordSchema } from './auth';
import { signUpRequestSchema } from './sign-up';
import { isRepetitive } from './password-rules';

const account = { email: 'dana.reyes@example.com', firstName: 'Dana', lastName: 'Reyes' };

describe('newPasswordProblem', () => {
  it.each([
    ['aaaaaaaa', AUTH_MESSAGES.passwordRepetitive],
    ['        ', AUTH_MESSAGES.passwordRepetitive],
    ['abababab', AUTH_MESSAGES.passwordRepetitive],
    ['abcabcabc', AUTH_MESSAGES.passwordRepetitive],
    ['11112222', AUTH_MESSAGES.passwordRepetitive],
    ['Waypoint2024', AUTH_MESSAGES.passwordContainsProductName],
    ['my w4yp0int pass', AUTH_MESSAGES.passwordContainsProductName],
    ['dana.reyes@example.com', AUTH_MESSAGES.passwordContainsEmail],
    ['DANA.REYES@EXAMPLE.COM!', AUTH_MESSAGES.passwordContainsEmail],
    ['reyes family 1988', AUTH_MESSAGES.passwordContainsName],
    ['R3yes-1988', AUTH_MESSAGES.passwordContainsName],
    ['Dana12345!', AUTH_MESSAGES.passwordContainsName],
  ])('refuses %j', (password, message) => {
    expect(newPasswordProblem(password, account)).toBe(message);
  });

  it.each(['lakeside walk at dawn', 'Correct horse battery staple 42', 'abundant tide'])(
    'accepts %j (a short name part inside an ordinary word does not count)',
    (password) => {
      expect(newPasswordProblem(password, { ...account, firstName: 'Al', lastName: 'Ant' })).toBeUndefined();
    },
  );

  it('puts length first', () => {
    expect(newPasswordProblem('')).toBe(AUTH_MESSAGES.passwordRequired);
    expect(newPasswordProblem('aaaa')).toBe(AUTH_MESSAGES.passwordTooShort);
  });
});

describe('the schemas both the web forms and the API use', () => {
  it('newPasswordSchema refuses repetition and the product name without knowing the account', () => {
    expect(newPasswordSchema.safeParse('aaaaaaaa').error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.passwordRepetitive,
    );
    expect(newPasswordSchema.safeParse('waypoint!').error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.passwordContainsProductName,
    );
  });

  it("signUpRequestSchema refuses the account's own address and name, on the password field", () => {
    const result = signUpRequestSchema.safeParse({ ...account, password: 'dana.reyes@example.com' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: AUTH_MESSAGES.passwordContainsEmail }),
    ]);
  });

  it('isRepetitive leaves varied passwords alone', () => {
    expect(isRepetitive('abcdefgh')).toBe(false);
    expect(isRepetitive('abcdabcd')).toBe(true);
  });
});
