import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseRawMail, type ParsedMail } from './test-raw-mail';

/** Tests only: smtp-server is a dev dependency. */
export interface ReceivedMail extends ParsedMail {
  envelopeFrom: string;
  envelopeTo: string[];
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first `count` messages once that many have arrived. */
  waitForMessages(count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** Answer every message with a permanent failure, like a relay that refuses to deliver. */
  rejectMessages?: boolean;
  /** Defaults to a free port. */
  port?: number;
  /** Called with each accepted message, e.g. to hand it to another process. */
  onMessage?: (mail: ReceivedMail) => void;
}

/** A real SMTP server in the test process, on a free port by default, keeping every message it accepts. */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: without a trusted certificate nodemailer's STARTTLS upgrade would fail.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.rejectMessages) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const { mailFrom, rcptTo } = session.envelope;
        const mail = {
          envelopeFrom: mailFrom ? mailFrom.address : '',
          envelopeTo: rcptTo.map((recipient) => recipient.address),
          ...parseRawMail(Buffer.concat(chunks).toString('utf8')),
        };
        received.push(mail);
        options.onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    // Kept after start-up too: an unhandled 'error' event would end the test process.
    server.on('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as AddressInfo;

  async function waitForMessages(count = 1, timeoutMs = 5_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} e-mail(s), got ${received.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return received.slice(0, count);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMessages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
