import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SUPPORT_EMAIL_ADDRESS } from '@waypoint/shared/contact/support-address';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail-sink';

const SENT = 'Thank you — your message has been sent. Our team will reply within one business day.';

async function openContactForm(page: Page) {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form).toBeVisible();
  return form;
}

test.describe('contact form', () => {
  test('explains what is missing or wrong, next to each field', async ({ page }) => {
    const form = await openContactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription(
      'Enter your full name',
    );
    await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(
      'Enter your email address',
    );
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Enter a message',
    );

    await form.getByRole('textbox', { name: 'Full Name' }).fill('Jordan Lee');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('jordan.lee@');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('textbox', { name: 'Email Address' })).toBeFocused();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Enter your full name')).toHaveCount(0);
  });

  test('sends a message that is stored and arrives by e-mail at the support address', async ({ page }) => {
    // Unique text, so this run's e-mail is told apart from any other.
    const token = randomUUID();
    const message = `How do I find a mentor who also served in the Navy? (${token})`;
    const form = await openContactForm(page);
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Jordan Lee');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('jordan.lee@example.com');
    await form.getByRole('textbox', { name: 'Branch of Service' }).fill('Navy');
    await form.getByRole('textbox', { name: 'Years of Service' }).fill('4-8 years');
    await form.getByRole('textbox', { name: 'Message' }).fill(message);

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const receipt = (await response.json()) as { id: string; receivedAt: string };

    await expect(form.getByRole('status')).toHaveText(SENT);
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    const mail = await waitForMail((candidate) => candidate.text.includes(token));
    // Delivered to SUPPORT_EMAIL (by default CONTACT_EMAIL, else the placeholder). The suite configures no
    // CONTACT_EMAIL, so the page shows no address, only the form: the placeholder is never shown as real.
    expect(mail.envelopeTo).toEqual([SUPPORT_EMAIL_ADDRESS]);
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL_ADDRESS })).toHaveCount(0);
    expect(mail.headers['reply-to']).toBe('jordan.lee@example.com');
    expect(mail.subject).toBe('Contact form: Jordan Lee');
    expect(mail.text).toContain('Branch of service: Navy');
    expect(mail.text).toContain('Years of service: 4-8 years');
    expect(mail.text).toContain(`Reference: ${receipt.id}`);
    expect(mail.text).toContain(message);
  });
});
