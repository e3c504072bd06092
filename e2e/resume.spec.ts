import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseTargetsThroughApi, saveJobThroughApi } from './support/career-targets';
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
  const titles = page.getByRole('combobox', { name: 'Civilian job titles for your MOS' });
  // One person's job title, not the occupation's plural SOC title ("Police and Sheriff's Patrol Officers").
  await expect(
    titles.getByRole('option', { name: "Police and Sheriff's Patrol Officer", exact: true }),
  ).toHaveCount(1);
  await expect(titles.getByRole('option', { name: /Officers$/ })).toHaveCount(0);
  const headline = (await titles.getByRole('option').nth(1).textContent()) ?? '';
  await titles.selectOption({ index: 1 });
  await expect(field(page, 'Headline')).toHaveValue(headline);
  const suggestions = page.getByRole('list', { name: 'Suggested bullets' });
  const suggested = (await suggestions.getByRole('listitem').first().locator('p').textContent()) ?? '';
  await suggestions
    .getByRole('button', { name: /^Add to experience/ })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Bullet 1 of experience 1' })).toHaveValue(suggested);
  // 11B's suggestion is in civilian words, not its MOS description: the wording check finds nothing military.
  expect(suggested).toMatch(/^Works in a nine-person team/);
  await expect(
    page
      .getByRole('group', { name: 'Wording check for bullet 1 of experience 1' })
      .getByText(/Military wording/),
  ).toHaveCount(0);

  // The wording check: a military acronym in the summary, replaced with its civilian phrasing in one action.
  await field(page, 'Professional summary').fill('NCOIC with eight years of field operations.');
  await page
    .getByRole('group', { name: 'Wording check for summary' })
    .getByRole('button', { name: 'Use “supervisor in charge” for NCOIC' })
    .click();
  await expect(field(page, 'Professional summary')).toHaveValue(
    'supervisor in charge with eight years of field operations.',
  );
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

  // JSON Resume: the jsonresume.org file, and back in as a second resume.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON Resume' }).click();
  const file = await (await download).path();
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    basics: { name: string };
    work: { highlights: string[] }[];
  };
  expect(json.basics.name).toBe('Avery Quinn');
  expect(json.work[0]?.highlights).toContain(suggested);
  await page.getByLabel('JSON Resume file').setInputFiles(file);
  const picker = page.getByRole('combobox', { name: 'Open a resume' });
  await expect(picker.locator('option:checked')).toHaveText('Avery Quinn (imported)');
  await expect(field(page, 'Professional summary')).toHaveValue(
    'Team leader with eight years of field operations.',
  );
  await picker.selectOption({ label: 'My resume' });
  await expect(page.getByRole('radio', { name: 'Military transition' })).toBeChecked();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const printWindow = await popup;
  await expect(printWindow.locator('.resume-doc.rd-military')).toContainText('Avery Quinn');
  expect(await printWindow.content()).toContain('@page { size: letter; margin: 0.5in; }');
  await expect(page.getByRole('status').filter({ hasText: 'The print dialog opened' })).toBeVisible();
  await printWindow.close();
});

test('downloads the resume as a PDF and a DOCX file made from the saved resume, pending edits included', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Casey Morgan' });
  await startResume(page);
  await page
    .getByRole('list', { name: 'Suggested bullets' })
    .getByRole('button', { name: /^Add to experience/ })
    .first()
    .click();
  const downloadPdf = page.getByRole('button', { name: 'Download PDF' });
  const downloadDocx = page.getByRole('button', { name: 'Download DOCX' });
  await expect(downloadPdf).toBeDisabled();
  await expect(downloadDocx).toBeDisabled();

  // Typed and downloaded at once: the download saves the edit first, so the file is the latest resume.
  await field(page, 'Professional summary').fill('Operations leader with eight years of team supervision.');
  const pdfDownload = page.waitForEvent('download');
  await downloadPdf.click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('Casey-Morgan-resume.pdf');
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await expect(page.getByRole('status').filter({ hasText: 'Your PDF was downloaded.' })).toBeVisible();
  await saved(page);

  const docxDownload = page.waitForEvent('download');
  await downloadDocx.click();
  const docx = await docxDownload;
  expect(docx.suggestedFilename()).toBe('Casey-Morgan-resume.docx');
  expect(
    readFileSync(await docx.path())
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your Word document (DOCX) was downloaded.' }),
  ).toBeVisible();
});

test('shows field messages for bad input at 375 px and keeps them out of the saved resume', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn({ name: 'Morgan Blake' });
  await startResume(page);
  await saved(page);

  const email = page.getByRole('textbox', { name: /^Email/ });
  await email.fill('morgan@');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Not saved: fix the marked fields' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add experience' }).click();
  const experience = page.getByRole('group', { name: 'experience 1' });
  await experience.getByRole('textbox', { name: 'Start date' }).fill('2020-05-01');
  await experience.getByRole('textbox', { name: 'End date' }).fill('2019-05-01');
  await expect(experience.getByText('End date must be on or after the start date')).toBeVisible();
  const noSideScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideScroll).toBe(true);

  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Email/ })).not.toHaveValue('morgan@');
  await expect(page.getByRole('group', { name: 'experience 1' })).toHaveCount(0);
});

test('ticking current disables the end date, which shows Present, and a blocked print window says so', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Riley Shaw' });
  await startResume(page);
  await page.getByRole('button', { name: 'Add experience' }).click();
  const experience = page.getByRole('group', { name: 'experience 1' });
  await experience.getByRole('textbox', { name: 'Job title' }).fill('Logistics Supervisor');
  await experience.getByRole('textbox', { name: 'Start date' }).fill('2021-03-01');
  await experience.getByRole('checkbox', { name: 'I currently work here' }).check();
  await expect(experience.getByRole('textbox', { name: 'End date' })).toBeDisabled();
  await expect(experience.getByRole('textbox', { name: 'End date' })).toHaveValue('Present');
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Mar 2021 – Present');
  await field(page, 'Professional summary').fill('Logistics supervisor.');

  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(
    page.getByText('Failed to open print window. Please allow popups for this site.'),
  ).toBeVisible();
  // Any edit returns the export to idle.
  await field(page, 'Professional summary').fill('Logistics supervisor, 40 people.');
  await expect(
    page.getByText('Failed to open print window. Please allow popups for this site.'),
  ).toBeHidden();
});

test('a veteran with a target career applies its headline and checks the resume against a saved job', async ({
  page,
  signIn,
  axe,
}) => {
  const { token } = await signIn({ name: 'Riley Target' });
  await chooseTargetsThroughApi(page.request, token, ['13-1081']);
  const posting = await saveJobThroughApi(page.request, token, 'logistician', 'Logistician');

  await startResume(page);
  const target = page.getByRole('region', { name: 'For your target career: Logisticians' });
  await expect(target).toContainText('supplies and equipment');
  await target.getByRole('button', { name: 'Use headline: Logistician' }).click();
  await expect(field(page, 'Headline')).toHaveValue('Logistician');
  await expect(target.getByRole('button', { name: 'Use headline: Logistician' })).toBeDisabled();
  await axe.check();

  const check = page.getByRole('region', { name: 'Check against a saved job' });
  await check.getByRole('combobox', { name: 'Saved job' }).selectOption(posting.id);
  const missing = check.getByRole('list');
  await expect(missing.getByRole('listitem').first()).toBeVisible();
  // The headline now says "Logistician": the posting's title is no longer missing.
  await expect(missing.getByRole('listitem').filter({ hasText: /^logistician$/ })).toHaveCount(0);
  await axe.check();
});
