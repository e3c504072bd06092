import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail-sink';

const LINK_UNAVAILABLE =
  'This link does not work. It may have expired or been stopped by the person who shared it. Ask them for a new link.';

test('a veteran shares the plan by e-mail; the follower reads it in a fresh browser, read-only, until it is stopped', async ({
  page,
  signIn,
  browser,
  axe,
}) => {
  // A mail through the task engine and SMTP, a second browser and axe on both: more than the default.
  test.slow();
  await signIn({ name: 'Morgan Shares' });
  const follower = `spouse.${Date.now()}@example.org`;
  await page.goto('/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'My Transition Plan' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Share your plan' });
  await expect(panel.getByRole('heading', { level: 3, name: 'Shared with' })).toBeVisible();
  await expect(panel.getByText('You do not share your plan with anyone.')).toBeVisible();
  await panel.getByRole('button', { name: 'Share with a spouse or caregiver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your plan' });
  const submit = dialog.getByRole('button', { name: 'Share by e-mail' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByRole('spinbutton', { name: 'Days the link works' })).toHaveValue('7');
  await expect(dialog.getByText(/Not shown: the budget/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Their e-mail address/ }).fill(follower);
  await submit.click();
  await expect(dialog.getByText(`We e-mailed the link to ${follower}.`, { exact: false })).toBeVisible();
  const shown = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  await axe.check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(
    panel.getByText(new RegExp(`${follower.replace(/\./g, '\\.')}, until .*, opened 0 times`)),
  ).toBeVisible();

  // The follower's mail, as the SMTP server received it: the link in it is the one the veteran was shown.
  const mail = await waitForMail((message) => message.envelopeTo.includes(follower), 30_000);
  expect(mail.subject).toBe('Morgan Shares shared their transition plan with you on Waypoint');
  expect(mail.text).toContain('Their budget is not shared.');
  const emailed = /https?:\/\/\S+\/plan\/shared\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(emailed, mail.text).toBe(shown);
  const sharedPath = `/plan/shared${new URL(emailed!).search}`;

  const stranger = await browser.newContext();
  try {
    const reader = await stranger.newPage();
    await reader.goto(sharedPath);
    await expect(reader.getByRole('heading', { level: 1, name: 'A shared transition plan' })).toBeVisible();
    await expect(reader.getByText(/Morgan Shares shared their transition plan with you/)).toBeVisible();
    await expect(reader.getByText(/Not shown: the budget/)).toBeVisible();
    await expect(reader.getByRole('region', { name: 'Target careers' })).toBeVisible();
    await expect(
      reader.getByRole('region', { name: /Career Readiness Standards: \d+ of \d+ met/ }),
    ).toBeVisible();
    const steps = reader.getByRole('region', { name: /Steps: \d+ of \d+ done/ });
    await expect(steps.getByRole('listitem').first()).toBeVisible();
    // Read-only: nothing to press or change.
    await expect(reader.getByRole('button')).toHaveCount(0);
    await expect(reader.getByRole('checkbox')).toHaveCount(0);
    await axe.check(reader);

    // The veteran sees the open counted, and stops the share after confirming.
    await page.reload();
    await expect(panel.getByText(/opened 1 time$/)).toBeVisible();
    await panel.getByRole('button', { name: `Stop sharing with ${follower}` }).click();
    const confirmation = page.getByRole('dialog', { name: 'Stop sharing your plan?' });
    await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await axe.check();
    await confirmation.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(confirmation).toBeHidden();
    await expect(panel.getByText('You do not share your plan with anyone.')).toBeVisible();

    const refused = reader.waitForResponse((response) => response.url().includes('/api/plan/shared'));
    await reader.reload();
    expect((await refused).status()).toBe(404);
    await expect(reader.getByRole('alert')).toHaveText(LINK_UNAVAILABLE);
    await expect(reader.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await axe.check(reader);
  } finally {
    await stranger.close();
  }
});

test('the plan downloads as a calendar file and a one-page PDF', async ({ page, signIn, axe }) => {
  const { token } = await signIn({ name: 'Quinn Calendar' });
  const due = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const added = await page.request.post('/api/plan/steps', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Visit the job fair', closes: due },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/plan');
  await expect(page.getByRole('heading', { level: 1, name: 'My Transition Plan' })).toBeVisible();
  const calendarDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const calendar = await calendarDownload;
  expect(calendar.suggestedFilename()).toBe('waypoint-plan.ics');
  const ics = await readFile(await calendar.path(), 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${due.replace(/-/g, '')}\r\nDTEND`);
  expect(ics).toContain('SUMMARY:Visit the job fair: last day');

  const printDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print (PDF)' }).click();
  const printed = await printDownload;
  expect(printed.suggestedFilename()).toBe('waypoint-plan.pdf');
  const pdf = await readFile(await printed.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  await axe.check();
});
