import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn, waitForOutboxLink } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { runQueuedTasks } from '../../test/tasks';
import { createAuthMail, SEND_MAIL_TASK } from './auth-mail';

async function queuedMail(app: Awaited<ReturnType<typeof buildTestApp>>) {
  const { rows } = (await app.database.db.execute(
    sql`select data::text as data, state from pgboss.job where name = ${SEND_MAIL_TASK}`,
  )) as unknown as { rows: { data: string; state: string }[] };
  return rows;
}

const requestReset = (app: Awaited<ReturnType<typeof buildTestApp>>, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password/complete' },
  });

describe('auth e-mail on the task engine', () => {
  it('is queued before the answer, sealed: the queue holds neither the address nor the link', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    expect((await requestReset(app, account.email)).statusCode).toBe(200);
    const [queued, ...others] = await queuedMail(app);
    expect(others).toEqual([]);
    expect(queued!.state).toBe('created');
    expect(queued!.data).not.toContain(account.email);
    expect(queued!.data).not.toContain('reset-password');

    const link = new URL(await waitForOutboxLink(app, account.email));
    expect(queued!.data).not.toContain(link.searchParams.get('token')!);
    expect((await queuedMail(app)).map((row) => row.state)).toEqual(['completed']);
  });

  it('survives the instance that queued it: a crash after the answer loses no e-mail', async () => {
    const first = await buildTestApp();
    const account = await signUpAndSignIn(first);
    await requestReset(first, account.email);
    await first.close();
    // Another instance on the same database (or the same one restarted) sends it.
    const second = await buildTestApp();
    expect(await runQueuedTasks(second, SEND_MAIL_TASK)).toBe(1);
    expect(new URL(await waitForOutboxLink(second, account.email)).pathname).toBe('/reset-password/complete');
  });

  it('does not send a link that expired while the e-mail waited, and fails (so the engine retries) when mail does', async () => {
    const sent: string[] = [];
    const sealed = new Map<string, string>();
    const envelope = {
      seal: (text: string | Buffer) => {
        const id = String(sealed.size);
        sealed.set(id, String(text));
        return id;
      },
      open: (id: string) => Buffer.from(sealed.get(id)!),
    };
    const queued: { sealed: string }[] = [];
    const taskQueue = {
      enqueue: async <P>(_name: string, payload: P) => {
        queued.push(payload as { sealed: string });
        return 'task';
      },
    };
    let now = new Date('2026-03-01T12:00:00Z');
    let failing = false;
    const mail = createAuthMail({
      taskQueue,
      envelope,
      mailer: {
        send: async (message) => {
          if (failing) throw new Error('The SMTP server did not accept the e-mail.');
          sent.push(message.subject);
        },
      },
      now: () => now,
    });
    const context = {
      taskId: 'task',
      attempt: 1,
      log: Fastify({ logger: false }).log,
      signal: new AbortController().signal,
    };
    const message = {
      to: 'jo@example.org',
      subject: 'Reset',
      text: 'link',
      expiresAt: new Date(now.getTime() + 60_000),
    };
    await mail.queue(message);
    await mail.queue({ ...message, subject: 'Notice', expiresAt: undefined });

    failing = true;
    await expect(mail.task.handle(queued[0]!, context)).rejects.toThrow(/SMTP/);
    failing = false;
    now = new Date(now.getTime() + 120_000);
    await mail.task.handle(queued[0]!, context);
    await mail.task.handle(queued[1]!, context);
    expect(sent).toEqual(['Notice']);
  });
});
