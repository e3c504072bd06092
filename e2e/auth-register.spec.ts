import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { dropExpectedStatuses, expect, test } from './support/fixtures';
import { newPassword, signUpThroughApi } from './support/accounts';
import { waitForMail } from './support/mail-sink';

async function fillRegistration(page: Page) {
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Brooks');
  await page.getByLabel('Phone').fill('(512) 555-0142');
  await page.getByLabel('Confirm password').fill(await page.getByLabel(/^Password/).inputValue());
  await page.getByLabel('Service branch').selectOption({ label: 'U.S. Army' });
  await page.getByLabel('Rank').selectOption('E-5');
  await page.getByLabel('Discharge status').selectOption({ label: 'Honorable' });
  const mos = page.getByRole('combobox', { name: 'MOS code' });
  await mos.fill('11b');
  await expect(mos).toHaveValue('11B');
  // The suggestions open as the code is typed (at most 6, with code, description and branch).
  await expect(
    page.getByRole('listbox', { name: 'MOS code suggestions' }).getByRole('option').first(),
  ).toContainText('11B');
  await mos.press('Escape');
  await page.getByLabel('Service start date').fill('2012-06-01');
  await page.getByLabel('Service end date').fill('2020-06-01');
  await page.getByRole('checkbox', { name: 'Security' }).check();
  await page.getByRole('checkbox', { name: 'Logistics' }).check();
  await page.getByLabel('Preferred location').fill('Austin, TX');
  await page.getByLabel('Job alert frequency').selectOption({ label: 'Weekly' });
  await page.getByRole('checkbox', { name: "I'm willing to relocate for the right opportunity" }).check();
}

test('registers a veteran, shows the 11B translation, and the account works end to end', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  const email = `register-e2e-${randomUUID()}@example.com`;
  const password = newPassword();
  await page.goto(
    `/register?testEmail=${encodeURIComponent(email)}&testPassword=${encodeURIComponent(password)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please correct the highlighted fields and resubmit your profile.',
  );
  await expect(page.getByLabel('First name')).toBeFocused();
  await axe.check();

  await fillRegistration(page);
  await page.getByRole('button', { name: 'Create Profile' }).click();

  const titles = page.getByRole('region', { name: /^Civilian job titles for 11B/ });
  await expect(titles.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is ready');
  await expect(page).toHaveTitle('Your account is ready — Waypoint');
  expect(await titles.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(/Generated in/)).toHaveCount(0);
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(card).toContainText('Salary range: $');
  await expect(card.getByRole('list', { name: 'Next steps' }).getByRole('listitem').first()).toBeVisible();
  await axe.check();

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Riley Brooks' })).toContainText('RB');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByText('Austin, TX · Open to relocation')).toBeVisible();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  // Typed as (512) 555-0142 at registration: stored and shown as the U.S. number, beside the field's example.
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('+15125550142');
  await dialog.getByRole('textbox', { name: 'Preferred location' }).fill('Denver, CO');
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Profile updated successfully.' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Denver, CO · Open to relocation')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for Riley Brooks' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu for Riley Brooks' })).toBeVisible();
});

test('a code the catalogue does not know is refused before an account exists', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `register-unknown-${randomUUID()}@example.com`;
  const password = newPassword();
  await page.goto(
    `/register?testEmail=${encodeURIComponent(email)}&testPassword=${encodeURIComponent(password)}`,
  );
  await fillRegistration(page);
  await page.getByRole('combobox', { name: 'MOS code' }).fill('99Z');
  await page.getByRole('combobox', { name: 'MOS code' }).press('Escape');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByRole('combobox', { name: 'MOS code' })).toHaveAccessibleDescription(
    'We do not recognize that MOS code yet',
  );
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signIn.status()).toBe(401);
  dropExpectedStatuses(consoleErrors, 404);
});

test('registering an address that has an account, with its password, signs nobody in and e-mails the owner', async ({
  page,
  request,
  consoleErrors,
}) => {
  const owner = await signUpThroughApi(request, 'Casey Morgan');
  await page.goto(
    `/register?testEmail=${encodeURIComponent(owner.email)}&testPassword=${encodeURIComponent(owner.password)}`,
  );
  await fillRegistration(page);
  await page.getByRole('button', { name: 'Create Profile' }).click();

  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'An account with this email address already exists. Sign in or reset your password.',
  );
  await expect(page).toHaveURL(/\/register\?/);
  await expect(page.getByText('Your account and veteran profile are ready.')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  const notice = await waitForMail(
    (mail) => mail.envelopeTo.includes(owner.email) && mail.subject.startsWith('Someone tried to create'),
  );
  expect(notice.text).toContain('Hello Casey,');
  dropExpectedStatuses(consoleErrors, 409);
});

test('at 375 px a name over the limit says the limit, and a service start date in the future is refused', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = `register-limits-${randomUUID()}@example.com`;
  const password = newPassword();
  await page.goto(
    `/register?testEmail=${encodeURIComponent(email)}&testPassword=${encodeURIComponent(password)}`,
  );
  await fillRegistration(page);
  await page.getByLabel('First name').fill('A'.repeat(300));
  const nextYear = new Date().getFullYear() + 1;
  await page.getByLabel('Service start date').fill(`${nextYear}-01-15`);
  await page.getByLabel('Service end date').fill(`${nextYear + 4}-01-15`);
  await page.getByRole('button', { name: 'Create Profile' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Please correct the highlighted fields and resubmit your profile.',
  );
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
    'First name must be at most 100 characters',
  );
  await expect(page.getByLabel('Service start date')).toHaveAccessibleDescription(
    'Service start date cannot be in the future',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Nothing was created.
  const signIn = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signIn.status()).toBe(401);
});
