import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestSmtpServer } from '@waypoint/test-mail';
import { MAIL_DIR, SMTP_PORT, type SunkMail } from './mail-sink';

/** Starts the SMTP server the e2e product server delivers to (see mail-sink.ts); returns its teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const smtp = await startTestSmtpServer({
    port: SMTP_PORT,
    onMessage: ({ envelopeFrom, envelopeTo, headers, subject, text }) => {
      const mail: SunkMail = {
        envelopeFrom,
        envelopeTo,
        headers: Object.fromEntries(headers),
        subject,
        text,
      };
      const name = `${Date.now()}-${String((count += 1)).padStart(4, '0')}.json`;
      // Written aside and renamed, so a test never reads half a file.
      writeFileSync(join(MAIL_DIR, `${name}.tmp`), JSON.stringify(mail));
      renameSync(join(MAIL_DIR, `${name}.tmp`), join(MAIL_DIR, name));
    },
  });
  return async () => {
    await smtp.close();
    rmSync(MAIL_DIR, { recursive: true, force: true });
  };
}
