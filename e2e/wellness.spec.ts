import type { APIRequestContext, Page } from '@playwright/test';
import { signUpThroughApi } from './support/accounts';
import { expect, setStoredSession, test } from './support/fixtures';

// The browser's zone is what the streak counts in; the page stores it.
test.use({ timezoneId: 'America/Chicago' });

/** A new account, so the journal starts empty, signed in on the page. */
async function freshJournal(page: Page, request: APIRequestContext, name: string) {
  const account = await signUpThroughApi(request, name);
  await setStoredSession(page, { token: account.token, name: account.name });
  return account;
}

async function openWellness(page: Page) {
  await page.goto('/wellness');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness & Journaling' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your stats' })).toBeVisible();
}

/** Writes an entry through the form: the slider by keyboard from its default of 3, then the note. */
async function writeEntry(page: Page, mood: number, note: string) {
  const slider = page.getByRole('slider', { name: 'Mood' });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 1; step < mood; step += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue(String(mood));
  await page.getByRole('textbox', { name: 'Journal note' }).fill(note);
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('list', { name: 'Your entries' }).getByRole('listitem').first()).toContainText(
    note,
  );
  await expect(page.getByRole('textbox', { name: 'Journal note' })).toHaveValue('');
}

test('writes three entries, sees the average and streak, bookmarks a resource, and keeps it all after a reload', async ({
  page,
  request,
  axe,
}) => {
  test.slow(); // eleven saves and reloads through the UI on a shared machine
  const account = await freshJournal(page, request, 'Casey Morgan');
  await openWellness(page);
  const stats = page.getByRole('region', { name: 'Your stats' });
  await expect(stats).toContainText('Begin your first entry today!');
  await expect(stats).toContainText('Average mood: No entries yet');
  await axe.check();

  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('textbox', { name: 'Journal note' })).toHaveAccessibleDescription(
    'Add a journal note before saving.',
  );

  await writeEntry(page, 4, 'Morning run by the river.');
  await writeEntry(page, 2, 'Job interview did not go well.');
  await writeEntry(page, 5, 'Dinner with the family.');
  // (4 + 2 + 5) / 3 = 3.666…, shown to one decimal; three entries on one day are a one-day streak.
  await expect(stats).toContainText('Average mood: 3.7 of 5');
  await expect(stats).toContainText(/Reflection streak: 1 day(?!s)/);

  const resources = page.getByRole('region', { name: 'Resources' });
  const bookmark = resources.getByRole('button', { name: 'Bookmark Mindfulness Coach' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expect(
    resources.getByRole('link', { name: 'Mindfulness Coach (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.ptsd.va.gov/appvid/mobile/mindfulcoach_app.asp');

  const chart = page.getByRole('region', { name: 'Mood over the last 30 days' });
  await expect(chart).toContainText('Entries on 1 of the last 30 days, daily average 3.7');
  await chart.getByRole('button', { name: 'Show the figures' }).click();
  await expect(chart.getByRole('table', { name: 'Daily average mood, last 30 days' })).toContainText('3.7');
  await axe.check();

  await page.reload();
  await expect(page.getByRole('list', { name: 'Your entries' }).getByRole('listitem')).toHaveText([
    /Dinner with the family\./,
    /Job interview did not go well\./,
    /Morning run by the river\./,
  ]);
  await expect(stats).toContainText('Average mood: 3.7 of 5');
  await expect(stats).toContainText(/Reflection streak: 1 day(?!s)/);
  await expect(
    page
      .getByRole('region', { name: 'Resources' })
      .getByRole('button', { name: 'Bookmark Mindfulness Coach' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // No low-mood pattern yet: two moods above 2.
  await expect(page.getByRole('region', { name: 'You do not have to carry this alone' })).toHaveCount(0);

  // The browser's zone was stored for the streak.
  const overview = await request.get('/api/wellness', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(((await overview.json()) as { timeZone: string }).timeZone).toBe('America/Chicago');
});

test('repeated low moods bring the calm banner with the Veterans Crisis Line', async ({
  page,
  request,
  axe,
}) => {
  await freshJournal(page, request, 'Robin Hale');
  await openWellness(page);
  await writeEntry(page, 2, 'Could not sleep again.');
  await writeEntry(page, 1, 'Everything feels heavy.');
  await expect(page.getByRole('region', { name: 'You do not have to carry this alone' })).toHaveCount(0);
  await writeEntry(page, 2, 'Skipped the meeting.');

  const banner = page.getByRole('region', { name: 'You do not have to carry this alone' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Call 988, then press 1' })).toHaveAttribute(
    'href',
    'tel:988',
  );
  await expect(banner.getByRole('link', { name: 'Text 838255' })).toHaveAttribute('href', 'sms:838255');
  await expect(banner.getByRole('link', { name: 'Chat online' })).toHaveAttribute(
    'href',
    'https://www.veteranscrisisline.net/get-help-now/chat/',
  );
  await axe.check();
  await banner.getByRole('link', { name: 'More crisis resources' }).click();
  await expect(page).toHaveURL(/\/crisis-resources$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis & Support');
});

test('at 375 px the hub fits without sideways scrolling', async ({ page, request, axe }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await freshJournal(page, request, 'Alex Ward');
  await openWellness(page);
  await writeEntry(
    page,
    3,
    'A quiet day at home, and a long note that has to wrap on a small screen without overflowing.',
  );
  await axe.check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
