import type { Locator, Page } from '@playwright/test';
import {
  NOTIFICATION_MESSAGES,
  type NotificationSettingsResponse,
} from '@waypoint/shared/notifications/notification-preferences';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail-sink';

// A zone that is neither the server's fallback nor UTC, so "the browser's zone by default" is really checked.
const BROWSER_ZONE = 'America/Denver';
test.use({ timezoneId: BROWSER_ZONE });

async function openSettings(page: Page) {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Notification preferences' });
  await expect(form).toBeVisible();
  return form;
}

/** The bell's name for a count: "Notifications" or "Notifications, 3 unread". */
const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, { limit = 80, key = 'Tab' } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('a new user sees the spec’s defaults, in the browser’s time zone, and how each channel is delivered', async ({
  page,
  signIn,
  request,
}) => {
  const { token } = await signIn({ name: 'Casey Defaults' });
  const form = await openSettings(page);

  await expect(form.getByRole('combobox', { name: 'Digest frequency' })).toHaveValue('weekly');
  for (const include of [
    'Include benefits updates',
    'Include community activity',
    'Include career news (jobs, mentorship, resume)',
  ]) {
    await expect(form.getByRole('checkbox', { name: include })).toBeChecked();
  }
  await expect(form.getByRole('switch', { name: 'E-mail' })).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Text messages (SMS)' })).not.toBeChecked();
  await expect(form.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Hold notifications during quiet hours' })).not.toBeChecked();
  await expect(form.getByLabel('Quiet hours start')).toHaveValue('21:00');
  await expect(form.getByLabel('Quiet hours end')).toHaveValue('07:00');
  await expect(form.getByRole('switch', { name: 'Crisis alerts' })).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Facility closures' })).toBeChecked();
  const zones = form.getByRole('combobox', { name: 'Your time zone' });
  await expect(zones).toHaveValue(BROWSER_ZONE);
  // U.S. zones first, by the names people use, then every other zone (not "Africa/Abidjan" first).
  await expect(zones.getByRole('option').first()).toHaveText('Eastern Time (America/New York)');
  await expect(zones.locator('option:checked')).toHaveText('Mountain Time (America/Denver)');
  await expect(page.getByText('These are the default settings.', { exact: false })).toBeVisible();

  // The screen says how this server really delivers each channel. The e2e server sends mail by SMTP and has no SMS
  // provider; whether push is configured is the server's to say.
  const { channelStatus } = (await (
    await request.get('/api/notification-preferences', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as NotificationSettingsResponse;
  expect(channelStatus.email).toBe('smtp');
  expect(channelStatus.sms).toBe('sandbox');
  await expect(form.getByRole('switch', { name: 'E-mail' })).toHaveAccessibleDescription(
    'E-mail is sent to the address you sign in with.',
  );
  await expect(form.getByRole('switch', { name: 'Text messages (SMS)' })).toHaveAccessibleDescription(
    /Text messages are in sandbox mode: nothing is sent\./,
  );
  await expect(form.getByRole('switch', { name: 'Push notifications' })).toHaveAccessibleDescription(
    channelStatus.push === 'configured'
      ? /^Push notifications appear on this device once you allow them in your browser\./
      : /^Push is not configured on this server: notifications appear in the notification centre/,
  );
  // SMS waits for the consent tick.
  await expect(form.getByRole('switch', { name: 'Text messages (SMS)' })).toBeDisabled();
});

test('every setting changed is kept after a reload', async ({ page, signIn }) => {
  // Many steps and axe on a long page: more than the default time on a busy machine.
  test.slow();
  await signIn({ name: 'Morgan Settings' });
  let form = await openSettings(page);

  await form.getByRole('combobox', { name: 'Digest frequency' }).selectOption('monthly');
  await form.getByRole('checkbox', { name: 'Include benefits updates' }).uncheck();
  await form.getByRole('checkbox', { name: 'Include career news (jobs, mentorship, resume)' }).uncheck();
  await form.getByRole('switch', { name: 'E-mail' }).uncheck();
  await form.getByRole('checkbox', { name: /Waypoint may send me text messages/ }).check();
  await form.getByRole('switch', { name: 'Text messages (SMS)' }).check();
  await form.getByRole('switch', { name: 'Push notifications' }).uncheck();
  await form.getByRole('switch', { name: 'Hold notifications during quiet hours' }).check();
  await form.getByLabel('Quiet hours start').fill('22:30');
  await form.getByLabel('Quiet hours end').fill('06:15');
  await form.getByRole('combobox', { name: 'Your time zone' }).selectOption('Europe/Berlin');
  await form.getByRole('switch', { name: 'Crisis alerts' }).uncheck();
  await form.getByRole('switch', { name: 'Facility closures' }).uncheck();

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/notification-preferences') && response.request().method() === 'PUT',
  );
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(form.getByRole('status')).toHaveText(NOTIFICATION_MESSAGES.saved);

  await page.reload();
  form = await openSettings(page);
  await expect(page.getByText('These are the default settings.', { exact: false })).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Digest frequency' })).toHaveValue('monthly');
  await expect(form.getByRole('checkbox', { name: 'Include benefits updates' })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Include community activity' })).toBeChecked();
  await expect(
    form.getByRole('checkbox', { name: 'Include career news (jobs, mentorship, resume)' }),
  ).not.toBeChecked();
  await expect(form.getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: /Waypoint may send me text messages/ })).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Text messages (SMS)' })).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();
  await expect(form.getByRole('switch', { name: 'Hold notifications during quiet hours' })).toBeChecked();
  await expect(form.getByLabel('Quiet hours start')).toHaveValue('22:30');
  await expect(form.getByLabel('Quiet hours end')).toHaveValue('06:15');
  await expect(form.getByRole('combobox', { name: 'Your time zone' })).toHaveValue('Europe/Berlin');
  await expect(form.getByRole('switch', { name: 'Crisis alerts' })).not.toBeChecked();
  await expect(form.getByRole('switch', { name: 'Facility closures' })).not.toBeChecked();
});

test('equal quiet hours are refused on the field, and nothing is saved', async ({
  page,
  signIn,
  request,
}) => {
  const { token } = await signIn({ name: 'Jamie Quiet' });
  const form = await openSettings(page);
  await form.getByLabel('Quiet hours start').fill('07:00');
  await form.getByRole('button', { name: 'Save' }).click();
  const end = form.getByLabel('Quiet hours end');
  await expect(end).toBeFocused();
  await expect(end).toHaveAccessibleDescription(NOTIFICATION_MESSAGES.quietHoursEqual);

  const stored = await request.get('/api/notification-preferences', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await stored.json()) as NotificationSettingsResponse).saved).toBe(false);
});

test('Send preview shows the spec’s text, and the e-mail arrives through SMTP', async ({ page, signIn }) => {
  const { account } = await signIn({ name: 'Riley Preview' });
  await openSettings(page);
  const preview = page.getByRole('button', { name: 'Send preview' });
  await preview.click();

  await expect(page.getByRole('status').filter({ hasText: NOTIFICATION_MESSAGES.previewSent })).toBeVisible();
  await expect(preview).toBeDisabled();
  const mail = await waitForMail((candidate) => candidate.envelopeTo.includes(account.email));
  expect(mail.subject).not.toBe('');
});

test('the bell counts a new notification without a reload', async ({ page, signIn, request, axe }) => {
  // Many steps and axe on a long page: more than the default time on a busy machine.
  test.slow();
  const { token } = await signIn({ name: 'Avery Bell' });
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await request.get('/api/notifications?limit=1', { headers });
  const { unreadCount } = (await listed.json()) as { unreadCount: number };
  await openSettings(page);
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(bellName(unreadCount));

  // Sent from outside this page (as from another device), so only the live stream can tell the page.
  const answer = await request.post('/api/notification-preferences/preview', { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(bell).toHaveAccessibleName(bellName(unreadCount + 1));
  await expect(bell).toContainText(String(unreadCount + 1));

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toContainText('Unread');
  await axe.check();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByRole('status')).toHaveText('All notifications marked as read.');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(bellOf(page)).toHaveAccessibleName('Notifications');
});

test('works by keyboard alone: settings, save, preview and the notification centre', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn({ name: 'Quinn Keyboard' });
  const form = await openSettings(page);

  const frequency = form.getByRole('combobox', { name: 'Digest frequency' });
  await tabTo(page, frequency);
  await page.keyboard.press('ArrowUp');
  await expect(frequency).toHaveValue('daily');

  const community = form.getByRole('checkbox', { name: 'Include community activity' });
  await tabTo(page, community);
  await page.keyboard.press('Space');
  await expect(community).not.toBeChecked();

  const quiet = form.getByRole('switch', { name: 'Hold notifications during quiet hours' });
  await tabTo(page, quiet);
  await page.keyboard.press('Space');
  await expect(quiet).toBeChecked();

  const save = form.getByRole('button', { name: 'Save' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(NOTIFICATION_MESSAGES.saved);

  const preview = page.getByRole('button', { name: 'Send preview' });
  await tabTo(page, preview);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: NOTIFICATION_MESSAGES.previewSent })).toBeVisible();
  // The button is disabled after success; focus is kept on the outcome, not lost to the page.
  await expect(preview).toBeDisabled();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  // The preview lands in the centre: back up to the bell, open it, mark the preview read, close it.
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(/unread/);
  await tabTo(page, bell, { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const markOne = panel.getByRole('button', { name: /^Mark as read: / }).first();
  await tabTo(page, markOne, { limit: 20 });
  await page.keyboard.press('Enter');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await page.reload();
  const reloaded = await openSettings(page);
  await expect(reloaded.getByRole('combobox', { name: 'Digest frequency' })).toHaveValue('daily');
  await expect(reloaded.getByRole('checkbox', { name: 'Include community activity' })).not.toBeChecked();
});

test('at 375 px the settings fit the screen and the bell sits in the header', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn({ name: 'Drew Narrow' });
  await openSettings(page);
  await expect(bellOf(page)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu for Drew Narrow' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await bellOf(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
});
