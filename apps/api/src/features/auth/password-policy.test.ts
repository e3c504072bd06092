import { readFileSync } from 'node:fs';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from '@waypoint/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { signUpAndSignIn, waitForOutboxLink } from '../../test/auth';
import { composeBreachedPasswords } from './breached-passwords.generate';
import { isBreachedPassword, loadBreachedPasswords } from './breached-passwords';
import { verifyPassword } from './password-hashing';

const LIST_FILE = new URL('./breached-passwords.txt', import.meta.url);

function signUp(app: Awaited<ReturnType<typeof buildTestApp>>, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email: 'casey@example.org', password, firstName: 'Casey', lastName: 'Nguyen' },
  });
}

describe('new passwords', () => {
  it.each([
    ['7 characters', 'a'.repeat(6) + 'Z', AUTH_MESSAGES.passwordTooShort],
    ['129 characters', 'Tq9'.repeat(43), AUTH_MESSAGES.passwordTooLong],
    ['empty', '', AUTH_MESSAGES.passwordRequired],
  ])('are refused at %s with a clear message', async (_case, password, message) => {
    const app = await buildTestApp();
    const body = expectErrorBody(await signUp(app, password), 400, 'VALIDATION');
    expect(body.fieldErrors).toEqual({ password: message });
    expect(body.message).toBe(message);
  });

  it.each([
    ['exactly 8 characters, no digits or symbols', 'lakeside'],
    ['128 characters', 'word '.repeat(25) + 'end'],
    ['a passphrase with spaces and emoji', 'my 🐕 walks at dawn'],
  ])('are accepted at %s, with no composition rules', async (_case, password) => {
    const app = await buildTestApp();
    expect(password.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
    const response = await signUp(app, password);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each(['password1', 'Qwerty123', 'semperfi1775', 'P@ssw0rd123', 'iloveyou2'])(
    'are refused when breached (%s), whatever the case',
    async (password) => {
      const app = await buildTestApp();
      const body = expectErrorBody(await signUp(app, password), 400, 'VALIDATION');
      expect(body.fieldErrors).toEqual({ password: AUTH_MESSAGES.passwordBreached });
    },
  );

  it('are stored as argon2id hashes with OWASP parameters, never as given', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const [credential] = await app.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, account.user.id));
    expect(credential!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(credential!.password).not.toContain(account.password);
    await expect(verifyPassword({ hash: credential!.password!, password: account.password })).resolves.toBe(
      true,
    );
    await expect(verifyPassword({ hash: credential!.password!, password: 'something else' })).resolves.toBe(
      false,
    );
  });
});

describe("new passwords against the account's own context", () => {
  it.each([
    ['one character repeated', 'aaaaaaaa', AUTH_MESSAGES.passwordRepetitive],
    ['eight spaces', '        ', AUTH_MESSAGES.passwordRepetitive],
    ['the account’s address', 'casey@example.org', AUTH_MESSAGES.passwordContainsEmail],
    ['the account’s name', 'Casey Nguyen 1990', AUTH_MESSAGES.passwordContainsName],
    ['the product’s name', 'my waypoint pass', AUTH_MESSAGES.passwordContainsProductName],
  ])('are refused at sign-up: %s', async (_case, password, message) => {
    const app = await buildTestApp();
    const body = expectErrorBody(await signUp(app, password), 400, 'VALIDATION');
    expect(body.fieldErrors).toEqual({ password: message });
  });

  it("are refused at a change when they hold the user's address or name", async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const change = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: account.headers,
        payload: { currentPassword: account.password, newPassword },
      });
    expect(expectErrorBody(await change(account.email), 400, 'VALIDATION').fieldErrors).toEqual({
      newPassword: AUTH_MESSAGES.passwordContainsEmail,
    });
    expect(expectErrorBody(await change('Rivera family 77'), 400, 'VALIDATION').fieldErrors).toEqual({
      newPassword: AUTH_MESSAGES.passwordContainsName,
    });
    expect((await change('Quiet harbor lantern 7')).statusCode).toBe(200);
  });

  it("are refused at a reset when they hold the name of the link's account", async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: account.email },
    });
    const token = new URL(await waitForOutboxLink(app, account.email)).searchParams.get('token')!;
    const reset = (newPassword: string) =>
      app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
    expect(expectErrorBody(await reset('jordan rivera 1999'), 400, 'VALIDATION').fieldErrors).toEqual({
      newPassword: AUTH_MESSAGES.passwordContainsName,
    });
    expect((await reset('Quiet harbor lantern 7')).statusCode).toBe(200);
  });
});

describe('the breached-password list', () => {
  it('holds at least 10,000 entries, all long enough to matter', () => {
    const list = loadBreachedPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const entry of list) expect(entry.length).toBeGreaterThanOrEqual(8);
  });

  it('is exactly what the generator writes, so it can be rebuilt and reviewed', () => {
    const committed = readFileSync(LIST_FILE, 'utf8');
    expect(committed).toBe(`${composeBreachedPasswords().join('\n')}\n`);
  });

  it('matches without regard to case and lets uncommon passwords through', () => {
    expect(isBreachedPassword('PASSWORD123')).toBe(true);
    expect(isBreachedPassword('12345678')).toBe(true);
    expect(isBreachedPassword('lakeside tractor umbrella')).toBe(false);
  });
});
