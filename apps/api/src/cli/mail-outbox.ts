// `npm run mail:outbox -- [address] [count]`: the newest e-mails Waypoint stored, with their text and links. Works
// while the server runs on the embedded database too: the server runs it then (operator-socket.ts).
import { fileURLToPath } from 'node:url';
import { normalizeEmail } from '@waypoint/shared';
import type { Database } from '../db/database';
import { systemClock } from '../lib/clock';
import { createOutboxRepository } from '../lib/mail/outbox.repository';
import { consoleIo, EXIT, withDatabase, type CommandIo } from './with-database';

export const USAGE = 'Usage: npm run mail:outbox -- [address] [count]   (count: 1 to 50, default 5)';

/**
 * Without SMTP_URL e-mail is only stored, and the log never carries a link (decision 016): this is how an
 * operator or developer reads a reset or verification link, from `outbox_emails`.
 */
export async function runMailOutboxCommand(
  args: readonly string[],
  database: Pick<Database, 'db'>,
  io: CommandIo,
): Promise<number> {
  const parsed = parseArgs(args);
  if ('problem' in parsed) {
    io.err(`${parsed.problem}\n${USAGE}`);
    return EXIT.usage;
  }
  const mails = await createOutboxRepository(database.db).latest(parsed, systemClock.now());
  if (mails.length === 0) io.out(parsed.to ? `No e-mail to ${parsed.to} is stored.` : 'No e-mail is stored.');
  for (const mail of mails.reverse()) {
    io.out(`--- ${mail.createdAt.toISOString()}  ${mail.id}  (${mail.sentAt ? 'sent' : mail.transport})`);
    io.out(`To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  }
  return EXIT.ok;
}

function parseArgs(args: readonly string[]): { to?: string; limit: number } | { problem: string } {
  const address = args.find((arg) => arg.includes('@'));
  const numbers = args.filter((arg) => arg !== address);
  const limit = numbers.length === 0 ? 5 : Number(numbers[0]);
  if (numbers.length > 1 || !Number.isInteger(limit) || limit < 1 || limit > 50) {
    return { problem: 'Give at most an address and a count from 1 to 50.' };
  }
  return { ...(address && { to: normalizeEmail(address) }), limit };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  process.exitCode = await withDatabase(
    consoleIo,
    'Could not read the outbox',
    (database) => runMailOutboxCommand(args, database, consoleIo),
    { command: 'mail:outbox', args },
  );
}
