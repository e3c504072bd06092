import { resetLinkStatusSchema } from '@waypoint/shared';
import { startTestSmtpServer, type TestSmtpServer } from '@waypoint/test-mail';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { outboxEmails } from '../../db/schema';
import { REDACTED_TEXT, createOutboxRepository } from '../../lib/mail/outbox.repository';
import { firstLink } from '../../test/first-link';
import { sendQueuedAuthMail, signUpAndSignIn } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { RESET_TOKEN_TTL_SECONDS, VERIFICATION_TOKEN_TTL_SECONDS } from './better-auth';

const MINUTE = 60_000;

let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

const requestReset = async (app: App, email: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** The stored reset e-mails to an address, newest first, once the queued auth e-mail has been sent. */
async function resetMails(app: App, to: string) {
  for (let waited = 0; waited < 5_000; waited += 25) {
    await sendQueuedAuthMail(app);
    const rows = await app.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, to))
      .orderBy(desc(outboxEmails.createdAt));
    const resets = rows.filter((row) => row.subject.startsWith('Reset'));
    if (resets.length > 0) return resets;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no reset e-mail reached ${to}`);
}

async function waitForResetMails(app: App, to: string, count: number) {
  for (let waited = 0; waited < 5_000; waited += 25) {
    const mails = await resetMails(app, to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} reset e-mails reached ${to}`);
}

const tokenOf = (text: string) => new URL(firstLink(text)!).searchParams.get('token')!;

async function usable(app: App, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/auth/reset-password/status?token=${encodeURIComponent(token)}`,
  });
  return resetLinkStatusSchema.parse(response.json()).usable;
}

describe('reset links', () => {
  it('a new link voids the older one still unused in the mailbox', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    await requestReset(app, account.email);
    const [first] = await waitForResetMails(app, account.email, 1);
    await requestReset(app, account.email);
    const [second] = await waitForResetMails(app, account.email, 2);
    const older = tokenOf(first!.text);
    const newer = tokenOf(second!.text);
    expect(newer).not.toBe(older);

    expect(await usable(app, older)).toBe(false);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: older, newPassword: 'Quiet harbor lantern 7' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await usable(app, newer)).toBe(true);
  });

  it('stays readable in the embedded outbox only while it works, then is redacted', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const before = Date.now();
    await requestReset(app, account.email);
    const [mail] = await waitForResetMails(app, account.email, 1);
    expect(firstLink(mail!.text)).toContain('token=');
    expect(mail!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + RESET_TOKEN_TTL_SECONDS * 1000);
    expect(mail!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000);

    const outbox = createOutboxRepository(app.database.db);
    const later = new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000 + MINUTE);
    // Read as an operator would (npm run mail:outbox) once the link is dead, before the clean-up ran.
    const [read] = await outbox.latest({ to: account.email, limit: 1 }, later);
    expect(read!.text).toBe(REDACTED_TEXT);
    // The scheduled task rewrites the row itself.
    const task = app.tasks.get('mail.redact-expired-links');
    expect(task?.schedule).toBeDefined();
    expect(await outbox.redactExpired(new Date())).toBe(0);
    expect(await outbox.redactExpired(later)).toBeGreaterThanOrEqual(1);
    const [row] = await resetMails(app, account.email);
    expect(row).toMatchObject({ text: REDACTED_TEXT, html: null });
    expect(row!.redactedAt).toBeInstanceOf(Date);
  });

  it('keeps verification links for their 24 hours only, and no readable copy at all once sent by SMTP', async () => {
    const app = await buildTestApp({ config: { requireEmailVerification: true } });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        firstName: 'Ana',
        lastName: 'Cruz',
        email: 'ana.cruz@example.org',
        password: 'Quiet harbor lantern 7',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    let verification;
    for (let waited = 0; !verification && waited < 5_000; waited += 25) {
      await sendQueuedAuthMail(app);
      [verification] = await app.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'ana.cruz@example.org'));
      if (!verification) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(firstLink(verification!.text)).toBeDefined();
    expect(verification!.expiresAt!.getTime() - verification!.createdAt.getTime()).toBeCloseTo(
      VERIFICATION_TOKEN_TTL_SECONDS * 1000,
      -4,
    );

    smtp = await startTestSmtpServer();
    const relayed = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const account = await signUpAndSignIn(relayed);
    await requestReset(relayed, account.email);
    await sendQueuedAuthMail(relayed);
    const [sent] = await smtp.waitForMessages(1);
    expect(sent?.text).toContain('token=');
    const [copy] = await resetMails(relayed, account.email);
    expect(copy).toMatchObject({ text: REDACTED_TEXT, html: null, transport: 'smtp' });
  });
});
