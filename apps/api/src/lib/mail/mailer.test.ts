import { afterEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/mail-outbox.schema';
import { buildTestApp, getTestDatabase } from '../../test/helper';
import { firstLink } from '../../test/first-link';
import { logCapture } from '../../test/log-capture';
import { CONFIDENTIAL_COPY, createMailer, MailDeliveryError } from './mailer';
import { startTestSmtpServer, type TestSmtpServer } from '@waypoint/test-mail';

const MAIL_FROM = 'Waypoint <no-reply@waypoint.local>';
const RESET_TEXT =
  'Someone asked to reset the password of your Waypoint account.\n\n' +
  'Open https://waypoint.example/reset-password/complete?token=abc123 within one hour. ' +
  'If it was not you, ignore this message or read https://waypoint.example/help.';

async function storedEmails() {
  const { database } = await getTestDatabase();
  return database.db.select().from(outboxEmails);
}

let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

describe('firstLink', () => {
  it.each([
    [RESET_TEXT, 'https://waypoint.example/reset-password/complete?token=abc123'],
    ['Verify: http://localhost:3000/verify?t=1.', 'http://localhost:3000/verify?t=1'],
    ['(see https://example.org/a)', 'https://example.org/a'],
    ['No address here, not even ftp://example.org', undefined],
  ])('finds the first http(s) link in %j', (text, link) => {
    expect(firstLink(text)).toBe(link);
  });
});

describe('mailer without SMTP_URL (embedded outbox)', () => {
  it('stores the message instead of sending it and logs the row, never the address or the link', async () => {
    const { lines, logger } = logCapture();
    const app = await buildTestApp({ logger });
    expect(app.mailer.transport).toBe('outbox');

    await app.mailer.send({ to: 'dana@example.com', subject: 'Reset your password', text: RESET_TEXT });

    const [row, ...others] = await storedEmails();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      to: 'dana@example.com',
      from: MAIL_FROM,
      replyTo: null,
      subject: 'Reset your password',
      text: RESET_TEXT,
      html: null,
      transport: 'outbox',
      sentAt: null,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    const logged = lines.filter((line) => line.msg === 'e-mail stored in outbox');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toEqual(
      expect.objectContaining({ level: 30, outboxId: row?.id, subject: 'Reset your password' }),
    );
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain('token=abc123');
    expect(everything).not.toContain('dana@example.com');
  });

  it('keeps html and reply-to', async () => {
    const { database } = await getTestDatabase();
    const infos: unknown[][] = [];
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'ops@example.org' },
      database,
      { info: (...args: unknown[]) => void infos.push(args) },
      () => new Date(),
    );

    await mailer.send({
      to: 'support@example.org',
      subject: 'Hello',
      text: 'Plain words only.',
      html: '<p>Plain words only.</p>',
      replyTo: 'jordan@example.com',
    });

    expect(await storedEmails()).toMatchObject([
      { from: 'ops@example.org', html: '<p>Plain words only.</p>', replyTo: 'jordan@example.com' },
    ]);
    expect(infos).toEqual([[{ outboxId: expect.any(String), subject: 'Hello' }, 'e-mail stored in outbox']]);
  });
});

describe('mailer with SMTP_URL', () => {
  it('delivers through the SMTP server and records the message as sent', async () => {
    smtp = await startTestSmtpServer();
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    expect(app.mailer.transport).toBe('smtp');
    const longLine = `Your profile is ready — ${'a long line that must survive encoding '.repeat(4)}end.`;

    await app.mailer.send({
      to: 'dana@example.com',
      subject: 'Willkommen bei Waypoint — your account',
      text: `${longLine}\n${RESET_TEXT}`,
      html: '<p>Welcome</p>',
      replyTo: 'support@waypoint.local',
    });

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelopeFrom).toBe('no-reply@waypoint.local');
    expect(mail?.envelopeTo).toEqual(['dana@example.com']);
    expect(mail?.headers.get('from')).toBe('Waypoint <no-reply@waypoint.local>');
    expect(mail?.headers.get('to')).toBe('dana@example.com');
    expect(mail?.headers.get('reply-to')).toBe('support@waypoint.local');
    expect(mail?.subject).toBe('Willkommen bei Waypoint — your account');
    expect(mail?.text).toBe(`${longLine}\n${RESET_TEXT}`.replace(/\n/g, '\r\n'));
    expect(mail?.raw).toContain('<p>Welcome</p>');

    const [row] = await storedEmails();
    expect(row).toMatchObject({
      to: 'dana@example.com',
      transport: 'smtp',
      replyTo: 'support@waypoint.local',
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps no text of a confidential message in the outbox, and sends all of it', async () => {
    smtp = await startTestSmtpServer();
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    await app.mailer.send({
      to: 'claims.officer@example.org',
      subject: 'A document was shared with you',
      text: 'Open it: https://waypoint.example/shared?token=live-share-token',
      html: '<a href="https://waypoint.example/shared?token=live-share-token">Open</a>',
      confidential: true,
    });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.text).toContain('token=live-share-token');
    expect(mail?.headers.get('confidential')).toBeUndefined();
    const [row] = await storedEmails();
    expect(row).toMatchObject({
      to: 'claims.officer@example.org',
      subject: 'A document was shared with you',
      text: CONFIDENTIAL_COPY,
      html: null,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('rejects when the server refuses, keeping the row unsent for a later resend', async () => {
    smtp = await startTestSmtpServer({ rejectMessages: true });
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });

    const sending = app.mailer.send({ to: 'dana@example.com', subject: 'Hi', text: 'Hello' });

    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(sending).rejects.toMatchObject({ cause: { responseCode: 550 } });
    expect(await storedEmails()).toMatchObject([{ to: 'dana@example.com', transport: 'smtp', sentAt: null }]);
  });

  it('rejects when no server listens', async () => {
    smtp = await startTestSmtpServer();
    const url = smtp.url;
    await smtp.close();
    smtp = undefined;
    const app = await buildTestApp({ config: { smtpUrl: url } });
    await expect(app.mailer.send({ to: 'dana@example.com', subject: 'Hi', text: 'Hello' })).rejects.toThrow(
      MailDeliveryError,
    );
  });
});
