import { dropExpectedStatuses, expect, test } from './support/fixtures';
import { waitForMail } from './support/mail-sink';
import { newPassword, signUpThroughApi } from './support/accounts';

test('resets a forgotten password from the e-mailed link, which then works once only', async ({
  page,
  accounts,
  consoleErrors,
}) => {
  const account = await signUpThroughApi(accounts.request, 'Morgan Diaz');
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(`  ${account.email.toUpperCase()}`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that address');

  const mail = await waitForMail((message) => message.envelopeTo.includes(account.email));
  const link = /https?:\/\/\S+\/reset-password\/complete\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const { pathname, search } = new URL(link as string);

  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  const password = newPassword();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/signin\?reset=1$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your password was changed. Sign in with your new password.',
  );

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // No veteran profile yet: sign-in leads to /profile, whose empty state creates one.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Complete your veteran profile' })).toBeVisible();

  // Opened again, the used link says so at once: nothing to type first.
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link has expired or was already used. Request a new one.',
  );
  await expect(page.getByRole('link', { name: 'Send me a new reset link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  dropExpectedStatuses(consoleErrors, 404);
});

test('a link without its token explains itself and offers a new one', async ({ page }) => {
  await page.goto('/reset-password/complete');
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link has expired or was already used. Request a new one.',
  );
  await page.getByRole('link', { name: 'Send me a new reset link' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
});
