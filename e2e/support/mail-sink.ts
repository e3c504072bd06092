import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The e2e server sends its e-mail over SMTP to a real SMTP server that global-setup.ts runs in the Playwright
 * process; each accepted message is written as JSON into MAIL_DIR, where tests in any worker read it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 25);
export const MAIL_DIR = join(tmpdir(), `waypoint-e2e-mail-${SMTP_PORT}`);

export interface SunkMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Lower-cased header names, decoded values. */
  headers: Record<string, string>;
  subject: string;
  /** The text/plain body, decoded. */
  text: string;
}

export function readMails(): SunkMail[] {
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(MAIL_DIR, name), 'utf8')) as SunkMail);
}

/** The first message matching `predicate`, waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(
  predicate: (mail: SunkMail) => boolean,
  timeoutMs = 10_000,
): Promise<SunkMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails().find(predicate);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no matching e-mail arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
