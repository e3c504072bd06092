import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, setStoredSession, test } from './support/fixtures';

const person = { firstName: 'Jordan', lastName: 'Lee', phoneNumber: '5125550142' };

/** A signed-up account with a stored profile, made through the real API (no UI), and its bearer token. */
async function signUpWithProfile(request: APIRequestContext): Promise<string> {
  const email = `profile-e2e-${randomUUID()}@example.com`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: `Trailhead-e2e-${randomUUID()}`, ...person, name: 'Jordan Lee' },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  const { token } = (await signUp.json()) as { token: string | null };
  expect(token, 'sign-up must return a session (e-mail verification is off in embedded mode)').toBeTruthy();

  const profile = await request.post('/api/veteran-profiles', {
    headers: { Authorization: `Bearer ${token}` },
    data: sampleProfileCreate({
      email,
      ...person,
      phoneNumber: `+1${person.phoneNumber}`,
      careerInterests: ['Logistics'],
      willingToRelocate: false,
      jobAlertFrequency: 'WEEKLY',
    }),
  });
  expect(profile.status(), await profile.text()).toBe(201);
  return token as string;
}

/** Chromium logs every 4xx as "Failed to load resource"; the portal's 404 for a non-sandbox e-mail is expected. */
function dropExpectedPortal404(consoleErrors: string[]): void {
  const rest = consoleErrors.filter((error) => !error.includes('status of 404'));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

async function openProfile(page: Page, token: string): Promise<void> {
  await setStoredSession(page, { token, name: 'Jordan Lee' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Jordan Lee' })).toBeVisible();
}

test('edits the preferred location, shows the snackbar, and keeps it after a reload', async ({
  page,
  request,
  axe,
  consoleErrors,
}) => {
  const token = await signUpWithProfile(request);
  await openProfile(page, token);
  await expect(page.getByText('Austin, TX · Prefers current location')).toBeVisible();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await axe.check();
  await dialog.getByRole('textbox', { name: 'Preferred location' }).fill('Denver, CO');
  await dialog.getByRole('button', { name: 'Save profile' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Profile updated successfully.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Denver, CO · Prefers current location')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Denver, CO · Prefers current location')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Benefits portal snapshot' }).getByText('Demo data', { exact: true }),
  ).toBeVisible();
  dropExpectedPortal404(consoleErrors);
});

test('a save the server refuses keeps the dialog open with the message and the input', async ({
  page,
  request,
  consoleErrors,
}) => {
  const token = await signUpWithProfile(request);
  await openProfile(page, token);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  const mos = dialog.getByRole('combobox', { name: 'MOS code' });
  await mos.fill('99Z'); // a well-formed Army code the catalogue does not know
  await dialog.getByRole('button', { name: 'Save profile' }).click();

  await expect(dialog.getByText('Failed to save profile. Please try again.')).toBeVisible();
  await expect(mos).toHaveAccessibleDescription('We do not recognize that MOS code yet');
  await expect(mos).toHaveValue('99Z');
  // The refused PATCH (400) is logged by Chromium like the portal's 404.
  const rest = consoleErrors.filter((error) => !error.includes('status of 400'));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
  dropExpectedPortal404(consoleErrors);
});

test('at 375 px the page fits: no axe violation, nothing scrolls sideways, the title whole, the menu named', async ({
  page,
  request,
  axe,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const token = await signUpWithProfile(request);
  await openProfile(page, token);
  const snapshot = page.getByRole('region', { name: 'Benefits portal snapshot' });
  await expect(snapshot.getByText('Demo data', { exact: true })).toBeVisible();
  await axe.check();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const title = page.getByRole('banner').getByText('Account Profile', { exact: true }).first();
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const menu = page.getByRole('button', { name: 'Account menu for Jordan Lee' });
  await expect(menu).toContainText('JL');
  await expect(menu.getByText('Jordan Lee', { exact: true })).toBeVisible();
  dropExpectedPortal404(consoleErrors);
});
