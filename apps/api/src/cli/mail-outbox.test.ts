import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { runMailOutboxCommand, USAGE } from './mail-outbox';
import { EXIT } from './with-database';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { out: (line: string) => void out.push(line), err: (line: string) => void err.push(line) },
  };
}

describe('npm run mail:outbox', () => {
  it('prints the newest stored e-mails to an address, oldest first, with their text and link', async () => {
    const app = await buildTestApp();
    for (const [to, subject] of [
      ['dana@example.com', 'First'],
      ['casey@example.org', 'Other'],
      ['dana@example.com', 'Reset your Waypoint password'],
    ]) {
      await app.mailer.send({
        to: to!,
        subject: subject!,
        text: `Open https://waypoint.example/x?token=${subject!.length}`,
      });
    }
    const { out, io: lines } = io();

    expect(await runMailOutboxCommand(['Dana@Example.com', '5'], app.database, lines)).toBe(EXIT.ok);
    const printed = out.join('\n');
    expect(printed.indexOf('Subject: First')).toBeLessThan(
      printed.indexOf('Subject: Reset your Waypoint password'),
    );
    expect(printed).toContain('https://waypoint.example/x?token=28');
    expect(printed).not.toContain('casey@example.org');
  });

  it('explains its use when the arguments make no sense', async () => {
    const app = await buildTestApp();
    const { err, io: lines } = io();
    expect(await runMailOutboxCommand(['0'], app.database, lines)).toBe(EXIT.usage);
    expect(err.join('\n')).toContain(USAGE);
  });
});
