import { dropExpectedStatuses, expect, test } from './support/fixtures';

test('a signed-out visitor goes to sign-in, then back to where they were going', async ({
  page,
  accounts,
}) => {
  const account = await accounts.get('Casey Nguyen', { profile: true });
  await page.goto('/documents?folder=dd214');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fdocuments%3Ffolder%3Ddd214$/);
  await expect(page.getByRole('status')).toHaveText('Please sign in to continue.');

  await page.getByLabel('Email').fill(`  ${account.email.toUpperCase()} `);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/documents\?folder=dd214$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Document Vault' })).toBeVisible();
});

test('a revoked session is forgotten and the visitor is asked to sign in again', async ({
  page,
  signIn,
  accounts,
  consoleErrors,
}) => {
  const { token } = await signIn({ name: 'Casey Nguyen' });
  await page.goto('/benefits');
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits Overview' })).toBeVisible();

  const revoked = await accounts.request.post('/api/auth/sign-out', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(200);
  await page.goto('/career/translate');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fcareer%2Ftranslate$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  dropExpectedStatuses(consoleErrors, 401);
});

test('someone signed in who opens sign-in or registration goes on to the dashboard', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Casey Nguyen' });
  for (const path of ['/signin', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeVisible();
  }
  await page.goto('/signin?redirectTo=%2Fbenefits');
  await expect(page).toHaveURL(/\/benefits$/);
});

test('sign-in failures show in the alert region and clear on the next edit', async ({
  page,
  accounts,
  consoleErrors,
}) => {
  const account = await accounts.get('Casey Nguyen', { profile: true });
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form).toHaveAttribute('id', 'sign-in-form');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter both your email address and password.');

  await page.getByLabel('Email').fill(account.email);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Password').fill('not the password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or password is incorrect.');
  dropExpectedStatuses(consoleErrors, 401);
});

test('what is typed and sent before the app has come is kept and sent once it has', async ({
  page,
  accounts,
}) => {
  const account = await accounts.get('Casey Nguyen', { profile: true });
  // The prerendered page has run its first-use script once loaded; the app's scripts, which come on first use,
  // are held back until released.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let loaded = false;
  let appRequested = false;
  await page.route('**/assets/*.js', async (route) => {
    if (loaded) {
      appRequested = true;
      await released;
    }
    await route.continue();
  });
  await page.goto('/signin');
  loaded = true;
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByLabel(/^Password/).press('Enter');
  // Held: the browser did not send the form itself, and the app is on its way.
  await expect.poll(() => appRequested).toBe(true);
  await expect(page).toHaveURL(/\/signin$/);

  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('when the app fails to download, the next submit reloads the page, which brings it', async ({
  page,
  accounts,
  consoleErrors,
}) => {
  const account = await accounts.get('Casey Nguyen', { profile: true });
  let loaded = false;
  let failNext = true;
  await page.route('**/assets/*.js', async (route) => {
    if (loaded && failNext) {
      failNext = false;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.goto('/signin');
  loaded = true;
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await expect.poll(() => failNext).toBe(false);
  await expect(page).toHaveURL(/\/signin$/);

  // The browser keeps the failed download for the page's life, so the submit reloads the page.
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await reloaded;
  await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The browser reports the dropped download, and only that.
  expect(consoleErrors).toEqual([expect.stringContaining('net::ERR_CONNECTION_RESET')]);
  consoleErrors.splice(0);
});
