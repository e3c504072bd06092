import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { createProfileThroughApi, signInThroughApi, signUpThroughApi } from './support/accounts';
import { dropExpectedStatuses, expect, setStoredSession, test } from './support/fixtures';

/** A fresh account with a profile (the tests delete it, so none comes from the shared pool), signed in on the page. */
async function signedInVeteran(page: Page, request: APIRequestContext, name: string) {
  const { token, ...account } = await signUpThroughApi(request, name);
  await createProfileThroughApi(request, account, token);
  await setStoredSession(page, { token, name: account.name });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  return { account, token, section };
}

test('Download my data saves one JSON file with the account, its profile and its security log', async ({
  page,
  request,
}) => {
  const { account, section } = await signedInVeteran(page, request, 'Avery Quinn');

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  const today = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`waypoint-data-${today}.json`);
  await expect(section.getByRole('status')).toHaveText(`Your data was saved as waypoint-data-${today}.json.`);

  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    format: string;
    account: { email: string };
    parts: Record<string, Record<string, unknown>>;
  };
  expect(exported.format).toBe('waypoint-data-export');
  expect(exported.account.email).toBe(account.email);
  // Signed up with ten digits: the account and the profile hold the same U.S. number.
  expect(exported.parts['auth.account']).toMatchObject({ email: account.email, phoneNumber: '+15125550142' });
  expect(exported.parts['profiles.veteran-profile']).toMatchObject({
    mosCode: '11B',
    phoneNumber: '+15125550142',
  });
  expect(Object.keys(exported.parts)).toEqual(
    expect.arrayContaining(['auth.account', 'profiles.veteran-profile', 'audit.entries', 'mail.outbox']),
  );
});

test('Delete my account, by keyboard: the list, the password, then the account is gone and another is untouched', async ({
  page,
  request,
  axe,
  consoleErrors,
}) => {
  const { account, section } = await signedInVeteran(page, request, 'Rowan Ellis');
  const { token: otherToken, ...other } = await signUpThroughApi(request, 'Sky Patel');
  await createProfileThroughApi(request, other, otherToken);

  await section.getByRole('button', { name: 'Delete my account' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const erased = dialog.getByRole('list', { name: 'What will be erased' });
  await expect(erased.getByRole('listitem')).toContainText([/^Your account/, /^Your veteran profile/]);
  const password = dialog.getByRole('textbox', { name: 'Password' });
  await expect(password).toBeFocused();
  await axe.check();

  await page.keyboard.type('not my password');
  await page.keyboard.press('Enter');
  await expect(password).toHaveAccessibleDescription('That password is not correct.');
  await expect(password).toBeFocused();

  await password.fill(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signin\?accountDeleted=1$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your account has been deleted, with everything Waypoint held about you.',
  );
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();

  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(401);

  const otherSession = await signInThroughApi(request, other);
  const otherProfile = await request.get(`/api/veteran-profiles/auth/${other.userId}`, {
    headers: { Authorization: `Bearer ${otherSession}` },
  });
  expect(otherProfile.status()).toBe(200);
  dropExpectedStatuses(consoleErrors, 400, 404);
});
