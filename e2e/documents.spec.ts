import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail-sink';

/** A one-page PDF: what a veteran's scanned DD-214 would be, in miniature. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function openVault(page: Page) {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Vault' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Vault storage used' })).toBeVisible();
}

async function uploadPdf(page: Page, name: string) {
  await page.getByLabel('Choose a file', { exact: true }).setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('status').filter({ hasText: `${name} was uploaded.` })).toBeVisible();
  return page.getByRole('article', { name });
}

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

test('uploads a PDF, saves category and notes across a reload, and downloads the same bytes', async ({
  page,
  signIn,
  axe,
}) => {
  await signIn({ name: 'Avery Documents' });
  await openVault(page);
  await axe.check();
  const card = await uploadPdf(page, `dd214-${Date.now()}.pdf`);
  // A file under 1 KB is counted in bytes, never "0.0 MB".
  await expect(card).toContainText(`${PDF.length} bytes · Uploaded`);

  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
  await card.getByRole('combobox', { name: 'Category' }).selectOption('Service Records');
  await saved;
  const notesSaved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.ok(),
  );
  await card.getByRole('textbox', { name: 'Notes' }).fill('Certified copy from the county');
  await card.getByRole('textbox', { name: 'Notes' }).press('Tab');
  await notesSaved;

  await page.reload();
  await expect(card.getByRole('combobox', { name: 'Category' })).toHaveValue('Service Records');
  await expect(card.getByRole('textbox', { name: 'Notes' })).toHaveValue('Certified copy from the county');

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  const path = await download.path();
  expect((await readFile(path)).equals(PDF)).toBe(true);
  await axe.check();
});

test('shares to an address by e-mail; the e-mailed link opens in a fresh browser without an account until revoked', async ({
  page,
  signIn,
  browser,
  axe,
}) => {
  // Upload, a mail through the task engine and SMTP, a second browser and five axe runs: more than the default.
  test.slow();
  await signIn({ name: 'Blake Shares' });
  await openVault(page);
  const name = `rating-letter-${Date.now()}.pdf`;
  const recipientEmail = `claims.officer.${Date.now()}@example.org`;
  const card = await uploadPdf(page, name);

  await card.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: `Share ${name}` });
  const create = dialog.getByRole('button', { name: 'Share by email' });
  await expect(create).toBeDisabled();
  await expect(dialog.getByRole('spinbutton', { name: 'Days valid' })).toHaveValue('7');
  await dialog.getByRole('textbox', { name: /Recipient email/ }).fill(recipientEmail);
  await create.click();
  await expect(
    dialog.getByText(`We e-mailed the link to ${recipientEmail}.`, { exact: false }),
  ).toBeVisible();
  const shown = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  await axe.check();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The recipient's mail, as the SMTP server received it: the link is in it, and it is the one shown.
  const mail = await waitForMail((message) => message.envelopeTo.includes(recipientEmail), 30_000);
  expect(mail.subject).toBe('Blake Shares shared a document with you on Waypoint');
  expect(mail.text).toContain(`"${name}"`);
  const emailed = /https?:\/\/\S+\/shared\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(emailed, mail.text).toBe(shown);
  const sharedPath = `/shared${new URL(emailed!).search}`;

  const stranger = await browser.newContext();
  try {
    const recipient = await stranger.newPage();
    await recipient.goto(sharedPath);
    await expect(recipient.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(recipient.getByText('Blake Shares')).toBeVisible();
    await expectNoViolations(recipient);
    const downloading = recipient.waitForEvent('download');
    await recipient.getByRole('link', { name: 'Download' }).click();
    expect((await readFile(await (await downloading).path())).equals(PDF)).toBe(true);

    await card.getByRole('button', { name: 'Details' }).click();
    await expect(
      card.getByText(new RegExp(`${recipientEmail.replace(/\./g, '\\.')}, expires .*, opened 1 time`)),
    ).toBeVisible();
    await expect(card.getByText(/Opened through a share link/)).toBeVisible();
    await axe.check();
    // Revoking is asked first: Cancel (focused) and Escape keep the share.
    const revoke = card.getByRole('button', { name: `Revoke share for ${recipientEmail}` });
    await revoke.click();
    const confirmation = page.getByRole('dialog', { name: 'Revoke this share?' });
    await expect(confirmation).toHaveAccessibleDescription(
      `${recipientEmail} can no longer open ${name} with the link they were sent. This cannot be undone: to give them access again, share the document anew.`,
    );
    await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await axe.check();
    await page.keyboard.press('Escape');
    await expect(confirmation).toBeHidden();
    await expect(revoke).toBeFocused();
    await recipient.reload();
    await expect(recipient.getByRole('heading', { level: 2, name })).toBeVisible();

    await revoke.click();
    await confirmation.getByRole('button', { name: 'Revoke share' }).click();
    await expect(confirmation).toBeHidden();
    await expect(card.getByText('No active shares.')).toBeVisible();

    const refused = recipient.waitForResponse((response) => response.url().includes('/api/shared-documents'));
    await recipient.reload();
    expect((await refused).status()).toBe(410);
    await expect(recipient.getByRole('alert')).toHaveText(
      'This share has been revoked. Ask the sender for a new link.',
    );
    await expectNoViolations(recipient);
  } finally {
    await stranger.close();
  }
});

test('the drop zone opens the file picker by keyboard', async ({ page, signIn, axe }) => {
  await signIn({ name: 'Drew Keys' });
  // Listening from the start: Playwright turns on the browser's file-chooser interception when the first listener
  // is added, without waiting for it. Added right before the key press, on a busy machine the page sometimes asked
  // for the picker (the key reached the zone, which clicked its input with user activation) before interception
  // was on, and no event ever came: 3 of 25 runs under load, none of 25 with the listener added first.
  const choosing = page.waitForEvent('filechooser');
  await openVault(page);
  const zone = page.getByRole('button', { name: /^Drop zone: drop a file here to upload it/ });
  await zone.focus();
  await page.keyboard.press('Enter');
  const chooser = await choosing;
  const name = `keyboard-${Date.now()}.pdf`;
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('article', { name })).toBeVisible();
  await axe.check();
});

test('works at 375 px without sideways scrolling', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn({ name: 'Casey Narrow' });
  await openVault(page);
  await uploadPdf(page, `narrow-${Date.now()}.pdf`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
