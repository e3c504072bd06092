import { Writable } from 'node:stream';
import { SUPPORT_EMAIL_ADDRESS } from '@waypoint/shared/contact/support-address';
import { TEXT_MESSAGES } from '@waypoint/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/mail-outbox.schema';
import { startTestSmtpServer, type TestSmtpServer } from '@waypoint/test-mail';
import { buildTestApp, expectErrorBody, getTestDatabase, type TestAppOptions } from '../../test/helper';
import { contactMessages } from './contact.schema';

const message = {
  fullName: '  Jordan   Lee ',
  email: ' jordan.lee@example.com ',
  branch: 'Navy',
  yearsOfService: '4-8 years',
  message: 'How do I find a mentor who also served in the Navy?',
};

let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

async function tables() {
  const { database } = await getTestDatabase();
  return {
    messages: await database.db.select().from(contactMessages),
    emails: await database.db.select().from(outboxEmails),
  };
}

function post(
  app: Awaited<ReturnType<typeof buildTestApp>>,
  payload: unknown,
  remoteAddress = '203.0.113.7',
) {
  return app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}

async function appWithSmtp(options: TestAppOptions = {}) {
  smtp ??= await startTestSmtpServer();
  return buildTestApp({ ...options, config: { smtpUrl: smtp.url, supportEmail: 'team@waypoint.example' } });
}

describe('POST /api/contact with control characters', () => {
  // A NUL answered 500: PostgreSQL cannot store it.
  it.each(['fullName', 'email', 'branch', 'yearsOfService', 'message'])(
    'answers 400 to a NUL in %s and stores nothing',
    async (field) => {
      const app = await buildTestApp();
      const value = (message as Record<string, string>)[field]!;
      const response = await post(app, {
        ...message,
        [field]: `${value.slice(0, 3)}\u0000${value.slice(3)}`,
      });
      expect(expectErrorBody(response, 400, 'VALIDATION').fieldErrors).toEqual({
        [field]: TEXT_MESSAGES.controlCharacters,
      });
      expect((await tables()).messages).toEqual([]);
    },
  );

  it('keeps line breaks and tabs in the message', async () => {
    const app = await buildTestApp();
    const response = await post(app, { ...message, message: 'Hello,\r\n\tthanks' });
    expect(response.statusCode).toBe(201);
    expect((await tables()).messages[0]?.message).toBe('Hello,\r\n\tthanks');
  });
});

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with its id and time', async () => {
    const app = await appWithSmtp();
    const response = await post(app, message);

    expect(response.statusCode).toBe(201);
    const receipt = response.json<{ id: string; receivedAt: string }>();
    const { messages } = await tables();
    expect(messages).toEqual([
      {
        id: receipt.id,
        fullName: 'Jordan   Lee',
        email: 'jordan.lee@example.com',
        branch: 'Navy',
        yearsOfService: '4-8 years',
        message: 'How do I find a mentor who also served in the Navy?',
        ip: '203.0.113.7',
        createdAt: new Date(receipt.receivedAt),
      },
    ]);
  });

  it('e-mails the message to the support address, replying to the sender', async () => {
    const app = await appWithSmtp();
    const { id } = (await post(app, message)).json<{ id: string }>();

    const [mail] = await smtp!.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual(['team@waypoint.example']);
    expect(mail?.headers.get('reply-to')).toBe('jordan.lee@example.com');
    expect(mail?.subject).toBe('Contact form: Jordan Lee');
    expect(mail?.text).toContain('Name: Jordan Lee\r\nEmail: jordan.lee@example.com\r\n');
    expect(mail?.text).toContain('Branch of service: Navy\r\nYears of service: 4-8 years\r\n');
    expect(mail?.text).toContain(`Reference: ${id}`);
    expect(mail?.text).toContain('Message:\r\nHow do I find a mentor who also served in the Navy?');
    expect((await tables()).emails).toMatchObject([{ to: 'team@waypoint.example', transport: 'smtp' }]);
  });

  it('accepts a message without branch and years, stored as empty', async () => {
    const app = await appWithSmtp();
    const { branch: _branch, yearsOfService: _years, ...required } = message;
    expect((await post(app, required)).statusCode).toBe(201);
    expect((await tables()).messages).toMatchObject([{ branch: null, yearsOfService: null }]);
    const [mail] = await smtp!.waitForMessages(1);
    expect(mail?.text).toContain('Branch of service: not given\r\nYears of service: not given');
  });

  it('without SMTP_URL, leaves the e-mail in the outbox for the default support address', async () => {
    const app = await buildTestApp();
    expect((await post(app, message)).statusCode).toBe(201);
    expect((await tables()).emails).toMatchObject([
      { to: SUPPORT_EMAIL_ADDRESS, replyTo: 'jordan.lee@example.com', transport: 'outbox', sentAt: null },
    ]);
  });
});

describe('POST /api/contact with bad input', () => {
  it('names every missing field with the form’s messages and stores nothing', async () => {
    const app = await appWithSmtp();
    const response = await post(app, { fullName: ' ', email: '', message: '' });

    expect(expectErrorBody(response, 400, 'VALIDATION')).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Please correct the highlighted fields.',
      fieldErrors: {
        fullName: 'Enter your full name',
        email: 'Enter your email address',
        message: 'Enter a message',
      },
    });
    expect(await tables()).toEqual({ messages: [], emails: [] });
    expect(smtp!.received).toEqual([]);
  });

  it.each([
    [{ email: 'jordan.lee@' }, 'email', 'Enter a valid email address'],
    [{ fullName: 'x'.repeat(101) }, 'fullName', 'Full name must be 100 characters or fewer'],
    [{ branch: 'x'.repeat(61) }, 'branch', 'Branch of service must be 60 characters or fewer'],
    [{ yearsOfService: 'x'.repeat(41) }, 'yearsOfService', 'Years of service must be 40 characters or fewer'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Message must be 2,000 characters or fewer'],
    [{ fullName: undefined }, 'fullName', 'Enter your full name'],
  ])('rejects %j with that field’s message', async (change, field, text) => {
    const app = await buildTestApp();
    const response = await post(app, { ...message, ...change });
    expect(expectErrorBody(response, 400, 'VALIDATION')).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: text,
      fieldErrors: { [field]: text },
    });
    expect(await tables()).toEqual({ messages: [], emails: [] });
  });
});

describe('POST /api/contact limits', () => {
  it('accepts 5 messages per address in 10 minutes, then answers 429 with a clear message', async () => {
    const app = await buildTestApp();
    for (let sent = 0; sent < 5; sent += 1) expect((await post(app, message)).statusCode).toBe(201);

    const refused = await post(app, message);
    expect(expectErrorBody(refused, 429, 'RATE_LIMITED')).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many messages from this address. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await tables()).messages).toHaveLength(5);

    expect((await post(app, message, '198.51.100.20')).statusCode).toBe(201);
  });

  it('keeps the message and still answers 201 when the e-mail cannot be sent, logging why', async () => {
    smtp = await startTestSmtpServer({ rejectMessages: true });
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = await appWithSmtp({ logger: { level: 'error', stream } });

    const response = await post(app, message);

    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const { messages, emails } = await tables();
    expect(messages.map((row) => row.id)).toEqual([id]);
    expect(emails).toMatchObject([{ to: 'team@waypoint.example', sentAt: null }]);
    expect(lines).toMatchObject([
      {
        level: 50,
        msg: 'contact message stored but not e-mailed to support',
        contactMessageId: id,
        reqId: response.headers['x-request-id'],
      },
    ]);
  });
});
