import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Every field whose code starts on first focus: the prerendered forms load the app on first use (decision 031),
 * and the career translation's MOS field searches as soon as something is in it. What is pasted while that code
 * is still on its way must be there, with the focus and the suggestions, once it has come.
 */

/** Holds back every script requested from now on, until `release()`. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  let held = 0;
  await page.route('**/assets/*.js', async (route) => {
    if (holding) {
      held += 1;
      await released;
    }
    await route.continue();
  });
  return {
    start: () => {
      holding = true;
    },
    heldCount: () => held,
    release: () => {
      holding = false;
      release();
    },
  };
}

/** A real paste: the text on the clipboard, then Ctrl+V in the field right after it takes focus. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

const PUBLIC_FORMS: {
  path: string;
  fields: [name: string, field: (page: Page) => Locator, text: string][];
}[] = [
  {
    path: '/signin',
    fields: [
      ['Email', (page) => page.getByRole('textbox', { name: 'Email' }), 'casey@example.com'],
      ['Password', (page) => page.getByLabel(/^Password/), 'Correct-horse-9'],
    ],
  },
  {
    path: '/reset-password',
    fields: [['Email', (page) => page.getByRole('textbox', { name: 'Email' }), 'casey@example.com']],
  },
  {
    path: '/register',
    fields: [
      ['First name', (page) => page.getByLabel('First name'), 'Riley'],
      ['Last name', (page) => page.getByLabel('Last name'), 'Brooks'],
      ['Email', (page) => page.getByRole('textbox', { name: 'Email' }), 'riley@example.com'],
      ['Phone', (page) => page.getByLabel('Phone'), '(512) 555-0142'],
      ['Password', (page) => page.getByLabel(/^Password/), 'Correct-horse-9'],
      ['Confirm password', (page) => page.getByLabel('Confirm password'), 'Correct-horse-9'],
      ['Preferred location', (page) => page.getByLabel('Preferred location'), 'Austin, TX'],
      // Last, so it keeps the focus and shows its suggestions.
      ['MOS code', (page) => page.getByRole('combobox', { name: 'MOS code' }), '11'],
    ],
  },
];

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const { path, fields } of PUBLIC_FORMS) {
  test(`${path}: what is pasted into every field before the app has come is kept, with the focus`, async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(path);
    // The first-use entry has run (it enables the form); the app it loads on first use is held back from now on.
    const [, firstField] = fields[0]!;
    await expect(firstField(page)).toBeEnabled();
    scripts.start();
    for (const [, field, text] of fields) await paste(page, field(page), text);
    await expect.poll(scripts.heldCount).toBeGreaterThan(0);
    scripts.release();

    // The app has hydrated the form: the prerendered fieldset's markers are gone once React owns it.
    await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
    for (const [name, field, text] of fields) {
      await expect(field(page), name).toHaveValue(text);
    }
    const [, lastField] = fields.at(-1)!;
    await expect(lastField(page)).toBeFocused();
    if (path === '/register') {
      const mos = page.getByRole('combobox', { name: 'MOS code' });
      const options = page.getByRole('listbox', { name: 'MOS code suggestions' }).getByRole('option');
      await expect(options.first()).toContainText('11');
      await expect(mos).toHaveAttribute('aria-expanded', 'true');
      // The caret stayed after what was pasted: typing goes on from there.
      await page.keyboard.type('B');
      await expect(mos).toHaveValue('11B');
    }
  });
}

test('/career/translate: "11" pasted right after focus, while scripts are held back, shows its suggestions', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Alex Morgan' });
  const scripts = await holdScripts(page);
  await page.goto('/career/translate');
  const mos = page.getByRole('combobox', { name: 'MOS code' });
  // The profile's code fills the field once it has arrived; the paste replaces it.
  await expect(mos).not.toHaveValue('');
  scripts.start();
  await mos.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate(() => navigator.clipboard.writeText('11'));
  await page.keyboard.press('ControlOrMeta+V');
  scripts.release();

  await expect(mos).toHaveValue('11');
  await expect(mos).toBeFocused();
  await expect(
    page.getByRole('listbox', { name: 'MOS code suggestions' }).getByRole('option').first(),
  ).toContainText('11');
});
