import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn, waitForOutboxLink } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { logCapture } from '../../test/log-capture';
import { redactSecrets, redactUrl, serializeError } from './log-safety';

const EMAIL = 'dana.reyes@example.com';

function uniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    severity: 'ERROR',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    constraint: 'users_email_unique',
  });
}

describe('serializeError', () => {
  it("drops a failed query's parameters and PostgreSQL's detail, keeping the SQL and the constraint", () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      [EMAIL],
      uniqueViolation(),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(EMAIL);
    expect(logged).toContain('insert into \\"users\\" (\\"email\\") values ($1)');
    expect(logged).toContain('users_email_unique');
    expect(logged).toContain('23505');
  });

  it('drops the values PostgreSQL quotes back in its messages', () => {
    const error = Object.assign(new Error(`invalid input syntax for type uuid: "${EMAIL}"`), {
      code: '22P02',
    });
    const logged = serializeError(error);
    expect(logged.message).toBe('invalid input syntax for type uuid: "[redacted]"');
    expect(logged.stack).not.toContain(EMAIL);
  });

  it('leaves out live objects hung on an error, such as the connection node-postgres attaches', () => {
    class Connection {
      connectionParameters = { host: '127.0.0.1', password: 'pg-secret-42' };
    }
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: new Connection(),
      hint: { retry: true },
    });
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain('pg-secret-42');
    expect(logged).toMatchObject({ code: '57P01', hint: { retry: true } });
    expect(logged).not.toHaveProperty('client');
  });

  it('keeps the message of a plain object a library reports as an error', () => {
    expect(serializeError({ message: 'queue maintenance failed', queue: 'x' })).toMatchObject({
      type: 'object',
      message: 'queue maintenance failed',
    });
  });
});

describe('redactSecrets', () => {
  it('replaces secret keys at the top and one level down, copying only what it changes', () => {
    const session = { token: 'abc123token', userId: 'u1' };
    const fields = {
      password: 'hunter2',
      session,
      headers: { authorization: 'Bearer x', cookie: 'a=b' },
      n: 1,
    };
    expect(redactSecrets(fields)).toEqual({
      password: '[redacted]',
      session: { token: '[redacted]', userId: 'u1' },
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      n: 1,
    });
    expect(session.token).toBe('abc123token');
    const clean = { method: 'GET', status: 200 };
    expect(redactSecrets(clean)).toBe(clean);
  });
});

it('redactUrl keeps the path and the names of query parameters, not their values', () => {
  expect(redactUrl('/api/auth/verify-email?token=eyJ.secret&callbackURL=%2Fsignin')).toBe(
    '/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]',
  );
  expect(redactUrl('/api/health')).toBe('/api/health');
});

it('redactUrl names every parameter once, whatever the shape of the query', () => {
  expect(redactUrl('/api/mos?')).toBe('/api/mos?=[redacted]');
  expect(redactUrl('/api/mos?query')).toBe('/api/mos?query=[redacted]');
  expect(redactUrl('/api/mos?query=a=b&limit=8&')).toBe(
    '/api/mos?query=[redacted]&limit=[redacted]&=[redacted]',
  );
  expect(redactUrl('/api/mos?flag&=value&&query=11')).toBe(
    '/api/mos?flag=[redacted]&=[redacted]&=[redacted]&query=[redacted]',
  );
});

/** A route whose query fails with a personal value as its parameter, as a database error would. */
const failingQuery: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/failing-query', async () => app.database.db.execute(sql`select ${EMAIL}::uuid`));
};

describe('the log of a running app (issue #22: live secrets in the log)', () => {
  it('carries no reset link or token when e-mail is only stored (embedded mode)', async () => {
    const capture = logCapture('trace');
    const app = await buildTestApp({ logger: capture.logger });
    const account = await signUpAndSignIn(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: account.email },
    });
    const link = await waitForOutboxLink(app, account.email);
    const token = new URL(link).searchParams.get('token')!;

    expect(capture.text()).toContain('e-mail stored in outbox');
    expect(capture.text()).not.toContain(token);
    expect(capture.text()).not.toContain('reset-password/complete');
  });

  it('carries no verification token from a request URL', async () => {
    const capture = logCapture('trace');
    const app = await buildTestApp({ logger: capture.logger });
    await app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=eyJhbGciOi.secret-part&callbackURL=/signin',
    });
    expect(capture.text()).toContain('/api/auth/verify-email?token=[redacted]');
    expect(capture.text()).not.toContain('secret-part');
  });

  it('carries no SQL parameters when a query fails, and redacts secrets a logged object names', async () => {
    const capture = logCapture();
    const app = await buildTestApp({
      logger: capture.logger,
      features: [failingQuery],
      publicRoutes: ['GET /api/probe/failing-query'],
    });
    const response = await app.inject({ method: 'GET', url: '/api/probe/failing-query' });
    expect(response.statusCode).toBe(500);
    app.log.info({ password: 'hunter2 hunter2', session: { token: 'abc123token' } }, 'probe');
    app.log.error({ err: Object.assign(new Error('probe failed'), { token: 'errtoken42' }) }, 'probe error');
    app.log.child({ link: 'https://example.org/reset?token=childlink' }).info('probe child');

    expect(capture.text()).toContain('request failed');
    expect(capture.text()).not.toContain(EMAIL);
    expect(capture.text()).not.toContain('hunter2');
    expect(capture.text()).not.toContain('abc123token');
    expect(capture.text()).toContain('probe failed');
    expect(capture.text()).not.toContain('errtoken42');
    expect(capture.text()).not.toContain('childlink');
  });
});
