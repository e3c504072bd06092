import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const EXPORT_REQUIREMENT = 'Add a professional summary and at least one experience entry to enable export.';

async function startResume(page: Page): Promise<void> {
  await page.goto('/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();
  await page.getByRole('button', { name: 'Start a resume' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Editor' })).toBeVisible();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

test('builds a resume from the profile prefill, switches templates, finds it saved after a reload and opens the print window', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Avery Quinn' });
  await startResume(page);

  // The profile's contact details, with the spec's required marks.
  await expect(field(page, 'Full name')).toHaveValue('Avery Quinn');
  await expect(field(page, 'Phone')).toHaveValue('+15125550142');
  await expect(field(page, 'Location')).toHaveValue('Austin, TX');
  await expect(field(page, 'Full name')).toHaveAttribute('required', '');
  const exportButton = page.getByRole('button', { name: 'Export PDF' });
  await expect(exportButton).toBeDisabled();
  await expect(page.getByText(EXPORT_REQUIREMENT)).toBeVisible();

  // A civilian title for 11B as the headline, and a suggested bullet into a first experience entry.
  await page.getByRole('combobox', { name: 'Civilian job titles for your MOS' }).click();
  const firstTitle = page.getByRole('option').nth(1);
  const headline = (await firstTitle.textContent()) ?? '';
  await firstTitle.click();
  await expect(field(page, 'Headline')).toHaveValue(headline);
  const suggestions = page.getByRole('list', { name: 'Suggested bullets' });
  const suggested = (await suggestions.getByRole('listitem').first().locator('p').textContent()) ?? '';
  await suggestions
    .getByRole('button', { name: /^Add to experience/ })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Bullet 1 of experience 1' })).toHaveValue(suggested);

  await field(page, 'Professional summary').fill('Team leader with eight years of field operations.');
  await expect(exportButton).toBeEnabled();
  await expect(page.getByText(EXPORT_REQUIREMENT)).toBeHidden();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Team leader with eight years of field operations.');
  await expect(preview).toContainText(suggested);

  for (const [label, template] of [
    ['Modern', 'modern'],
    ['Creative', 'creative'],
    ['Military transition', 'military'],
    ['Professional', 'professional'],
  ] as const) {
    await page.getByRole('radio', { name: label }).check();
    await expect(preview.locator(`.resume-doc.rd-${template}`)).toBeVisible();
  }
  await page.getByRole('radio', { name: 'Military transition' }).check();
  await saved(page);

  await page.reload();
  await expect(field(page, 'Professional summary')).toHaveValue(
    'Team leader with eight years of field operations.',
  );
  await expect(page.getByRole('radio', { name: 'Military transition' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Bullet 1 of experience 1' })).toHaveValue(suggested);

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const printWindow = await popup;
  await expect(printWindow.locator('.resume-doc.rd-military')).toContainText('Avery Quinn');
  expect(await printWindow.content()).toContain('@page { size: letter; margin: 0.5in; }');
  await expect(page.getByRole('status').filter({ hasText: 'The print dialog opened' })).toBeVisible();
  await printWindow.close();
});
