import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const NOT_FOUND = 'We could not find a translation for that MOS code. Double-check the code and try again.';

test.beforeEach(async ({ page, signIn }) => {
  await signIn({ name: 'Alex Morgan' });
  await page.goto('/career/translate');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Translation' })).toBeVisible();
  // The form starts from the account's profile (the sample veteran, Army 11B) once it has arrived; a test that
  // edits the form before then races it, as a person typing in that instant would.
  await expect(codeField(page)).toHaveValue('11B');
});

const codeField = (page: Page) => page.getByRole('combobox', { name: 'MOS code' });
const translateButton = (page: Page) => page.getByRole('button', { name: 'Translate MOS' });

async function translate(page: Page, code: string, branch?: string): Promise<void> {
  if (branch) await page.getByRole('combobox', { name: 'Branch' }).selectOption({ label: branch });
  await codeField(page).fill(code);
  // The suggestion list may cover the button, as it would for anyone typing; close it first.
  await codeField(page).press('Escape');
  await translateButton(page).click();
}

const resultCard = (page: Page, heading: string): Locator => page.getByRole('region', { name: heading });

test('translates Army 11B into career paths, emergency management among them', async ({ page }) => {
  await translate(page, '11B');
  const card = resultCard(page, '11B: Infantry');
  await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(card).toContainText('U.S. Army');
  await expect(page.getByRole('status')).toContainText('civilian career matches available for MOS 11B');

  const emergency = card.getByRole('article').filter({
    has: page.getByRole('heading', { level: 4, name: 'Emergency Management Directors' }),
  });
  // The BLS figure, not the spec's example range, and what the range is (design decision 22).
  await expect(emergency).toContainText('$64,470–$119,690');
  await expect(emergency).toContainText('middle 50% of earners, BLS OEWS May 2024, national');
  await expect(emergency).toContainText('Related field');
  await expect(
    emergency.getByRole('list', { name: 'Next steps' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText([
    'Civilian job titles',
    'Demand outlook',
    'Career paths',
    'Federal job series',
  ]);
});

for (const [code, branch, heading] of [
  ['0311', 'U.S. Marine Corps', '0311: Rifleman'],
  ['HM', 'U.S. Navy', 'HM: Hospital Corpsman'],
  ['3D0X2', 'U.S. Air Force', '3D0X2: Cyber Systems Operations'],
] as const) {
  test(`translates ${code} for the ${branch}`, async ({ page }) => {
    await translate(page, code, branch);
    const card = resultCard(page, heading);
    await expect(card).toContainText(branch);
    await expect(card.getByRole('article').first()).toContainText('Salary range');
    await expect(card.getByRole('article').first()).toContainText('middle 50% of earners');
  });
}

test('explains a well-formed code the catalogue does not know', async ({ page, consoleErrors }) => {
  await translate(page, '99Z');
  await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
  await expect(codeField(page)).toBeFocused();
  // Chromium logs every 4xx answer as "Failed to load resource"; this 404 is the expected answer, nothing else is.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
  consoleErrors.length = 0;

  await codeField(page).press('Backspace');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('starts from the veteran’s profile: branch, code, highest rank and years of service', async ({
  page,
}) => {
  // The signed-in account's profile is the shared sample veteran: Army 11B, E-5, 2012 to 2020.
  await expect(codeField(page)).toHaveValue('11B');
  await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveValue('ARMY');
  await expect(page.getByRole('combobox', { name: 'Highest rank' })).toHaveValue('E-5');
  await expect(page.getByRole('spinbutton', { name: 'Years of service' })).toHaveValue('8');
});

test('checks the code and the branch’s format before asking the server', async ({ page }) => {
  await codeField(page).fill('');
  await translateButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('MOS code is required.');
  await translate(page, 'ABCDEF', 'U.S. Marine Corps');
  await expect(page.getByRole('alert')).toHaveText('Enter a valid MOS code (e.g. 0311)');
  await translate(page, '0311', 'U.S. Army');
  await expect(page.getByRole('alert')).toHaveText(
    '0311 is a U.S. Marine Corps code. Choose that branch or enter an Army code (e.g. 11B).',
  );
});

test('works by keyboard alone: search, pick a suggestion, translate', async ({ page }) => {
  // From the skip link into the page, then Tab to the MOS field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabUntilFocused(page, codeField(page));

  // The field starts with the profile's code: select it, then type over it.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('medic');
  // Of the list for the profile's code only what fits "medic" stays up (nothing does) until its answer arrives.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: /medic/i }).first()).toBeVisible();
  const firstOption = options.first();
  const [pickedCode = ''] = ((await firstOption.textContent()) ?? '').split(' ');
  await page.keyboard.press('ArrowDown');
  await expect(codeField(page)).toHaveAttribute(
    'aria-activedescendant',
    (await firstOption.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(codeField(page)).toHaveValue(pickedCode);
  await expect(codeField(page)).toHaveAttribute('aria-expanded', 'false');

  await tabUntilFocused(page, translateButton(page));
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${pickedCode}: `) });
  await expect(heading).toBeFocused();
});

test('reset restores the spec’s defaults, not the profile’s code, and clears the result', async ({
  page,
}) => {
  await translate(page, 'HM', 'U.S. Navy');
  await expect(resultCard(page, 'HM: Hospital Corpsman')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  // "Reset restores defaults (branch ARMY, other fields empty)".
  await expect(codeField(page)).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveValue('ARMY');
  await expect(page.getByRole('spinbutton', { name: 'Years of service' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Highest rank' })).toHaveValue('');
  await expect(resultCard(page, 'HM: Hospital Corpsman')).toHaveCount(0);
});

test('at 375 px lists a code once per service, and "medic" never keeps the codes found for "HM"', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const options = page.getByRole('listbox', { name: 'MOS code suggestions' }).getByRole('option');
  await codeField(page).fill('HM');
  await expect(options.first()).toContainText('HM Hospital Corpsman');
  // The VA's list holds Marine Corps 8056 for three personnel categories: it is offered once.
  await expect(options.filter({ hasText: /^8056 / })).toHaveCount(1);
  const listed = await options.allTextContents();
  expect(new Set(listed).size).toBe(listed.length);
  await axe.check();

  await codeField(page).fill('medic');
  // Whatever is on screen while "medic" loads fits it; the hazardous-material code is never among it.
  await expect(options.filter({ hasText: /^8056 / })).toHaveCount(0);
  await expect(options.first()).toContainText(/medic/i);
  await expect(options.first()).not.toContainText('8056');
});

async function tabUntilFocused(page: Page, target: Locator, maxTabs = 15): Promise<void> {
  for (let tab = 0; tab < maxTabs; tab += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
