import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, setStoredSession, test } from './support/fixtures';

const person = { firstName: 'Jordan', lastName: 'Lee', phoneNumber: '5125550142' };

/** What the snapshot says where the server has no connection to the VA benefits portal (the e2e server has none). */
const NOT_CONNECTED =
  'Your benefits portal record cannot be shown: this Waypoint site is not connected to the VA benefits portal.';

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
  await expect(page.getByRole('region', { name: 'Benefits portal snapshot' })).toContainText(NOT_CONNECTED);
  // The fixture fails the test on any console error: the snapshot no longer logs a 404.
  expect(consoleErrors).toEqual([]);
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
  // Chromium logs the refused PATCH (400) as "Failed to load resource".
  const rest = consoleErrors.filter((error) => !error.includes('status of 400'));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
});

test('at 375 px the page fits: no axe violation, nothing scrolls sideways, the title whole, the menu named', async ({
  page,
  request,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const token = await signUpWithProfile(request);
  await openProfile(page, token);
  const snapshot = page.getByRole('region', { name: 'Benefits portal snapshot' });
  await expect(snapshot).toContainText(NOT_CONNECTED);
  await axe.check();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const title = page.getByRole('banner').getByText('Account Profile', { exact: true }).first();
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const menu = page.getByRole('button', { name: 'Account menu for Jordan Lee' });
  await expect(menu).toContainText('JL');
  await expect(menu.getByText('Jordan Lee', { exact: true })).toBeVisible();
});

test("a new veteran's snapshot shows nobody else's record: a plain note, and an example only when asked, apart and labelled (375 px)", async ({
  page,
  request,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const token = await signUpWithProfile(request);
  await openProfile(page, token);
  const snapshot = page.getByRole('region', { name: 'Benefits portal snapshot' });
  await expect(snapshot.getByRole('status')).toHaveText(NOT_CONNECTED);
  // Nothing personal: no service line, contact or address, and not the sandbox's demo veteran.
  for (const personal of [
    'MOS',
    'Phone',
    'Address',
    'demo.veteran@sandbox.waypoint.example',
    'Jordan Rivera',
  ]) {
    await expect(snapshot).not.toContainText(personal);
  }
  await axe.check();

  const show = snapshot.getByRole('button', { name: 'Show an example record' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.focus();
  await page.keyboard.press('Enter');
  const example = snapshot.getByRole('region', { name: 'Example record' });
  await expect(example).toContainText('This is not your record, and nothing in it is about you.');
  await expect(example.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(example).toContainText('MOS 92Y');
  await expect(snapshot.getByRole('button', { name: 'Hide the example' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await axe.check();
});
