import type { APIRequestContext, Page } from '@playwright/test';
import { createProfileThroughApi, signUpThroughApi } from './support/accounts';
import { expect, setStoredSession, test } from './support/fixtures';

/** A new veteran (Army 11B, interested in logistics), so nothing of another test is in their hub. */
async function freshVeteran(page: Page, request: APIRequestContext, name: string) {
  const { token, ...account } = await signUpThroughApi(request, name);
  await createProfileThroughApi(request, account, token);
  await setStoredSession(page, { token, name: account.name });
  return { account, token };
}

async function openHub(page: Page) {
  await page.goto('/mentorship');
  await expect(page.getByRole('heading', { level: 1, name: 'Mentorship Hub' })).toBeVisible();
  await expect(page.getByText('Mentee view')).toBeVisible();
}

test('a mentee opts in, sees mentors ranked with reasons, and requests one, who goes pending', async ({
  page,
  request,
  axe,
}) => {
  await freshVeteran(page, request, 'Riley Brooks');
  await openHub(page);
  await expect(page.getByRole('list', { name: 'Recommended mentors' })).toHaveCount(0);
  await axe.check();

  await page.getByRole('button', { name: 'Become a mentee' }).click();
  const list = page.getByRole('list', { name: 'Recommended mentors' });
  const cards = list.getByRole('article');
  // The sample mentors, scored by the server for this veteran: Army, interested in logistics, 11B's fields.
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Marcus Hale',
    'Dana Whitfield',
    'Luis Ortega',
  ]);
  const first = cards.first();
  await expect(first).toContainText('Match score: 83');
  await expect(first).toContainText(
    'Same branch · 1 shared interest · Works in a field your service leads to · Meets by video · no answers yet',
  );
  await expect(first).toContainText('Sample mentor');
  await axe.check();

  await first.getByRole('button', { name: 'View profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Marcus Hale' });
  await expect(profile).toContainText('Video, Chat');
  await expect(profile).toContainText('Tuesday 18:00–19:00');
  await axe.check();
  await profile.getByRole('button', { name: 'Close' }).click();

  await first.getByRole('button', { name: 'Request mentorship' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Marcus Hale as your mentor' });
  await dialog
    .getByRole('textbox', { name: 'Message to the mentor' })
    .fill('I would like to move into security work.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('button', { name: 'Request pending' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'My requests' })).toContainText('1 of 3 pending');

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Recommended mentors' }).getByRole('article').first(),
  ).toContainText('Request pending');
});

test('a veteran applies to mentor and waits for approval; at 375 px the hub fits', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await freshVeteran(page, request, 'Morgan Ellis');
  await openHub(page);
  const section = page.getByRole('region', { name: 'Become a mentor' });
  await section.getByRole('button', { name: 'Apply to mentor' }).click();
  await section.getByRole('button', { name: 'Send application' }).click();
  await expect(section.getByRole('combobox', { name: 'Branch' })).toBeFocused();
  await section.getByRole('combobox', { name: 'Branch' }).selectOption('NAVY');
  await section.getByRole('textbox', { name: 'Current role' }).fill('Project manager');
  await section
    .getByRole('textbox', { name: 'Experience' })
    .fill('Navy logistics officer, now in construction.');
  await section.getByRole('textbox', { name: 'Interests' }).fill('logistics, operations');
  await section.getByRole('combobox', { name: 'Industry' }).selectOption('47');
  await section.getByRole('button', { name: 'Send application' }).click();
  await expect(section).toContainText("Your mentor application is waiting for an admin's approval.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
