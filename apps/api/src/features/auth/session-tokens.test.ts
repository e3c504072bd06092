import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { sessionTokenHash } from '../../lib/sessions/session-token';
import { bearer, signUpAndSignIn, TEST_PASSWORD } from '../../test/auth';
import { buildTestApp, expectErrorBody } from '../../test/helper';

const MIGRATION = fileURLToPath(
  new URL('../../../drizzle/0021_keys_sessions_and_custody.sql', import.meta.url),
);

describe('session tokens at rest', () => {
  it('are kept only as their SHA-256: a copy of the table signs nobody in', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const rows = await app.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    // Sign-up signs in too: two sessions, neither holding its token.
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(rows)).not.toContain(account.token);
    expect(rows.map((row) => row.token)).toContain(sessionTokenHash(account.token));

    for (const { token: stolen } of rows) {
      expectErrorBody(
        await app.inject({ method: 'GET', url: '/api/me', headers: bearer(stolen) }),
        401,
        'UNAUTHENTICATED',
      );
      // Nor does better-auth take the stored value for a token (sign-out with it ends nothing).
      await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(stolen) });
    }
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: account.headers })).statusCode).toBe(
      200,
    );
  });

  it('still work for everything better-auth does with them: a new password’s token, sign-out', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: account.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Quiet harbor lantern 7' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const token = changed.json<{ token: string }>().token;
    expect(await app.database.db.$count(sessions, eq(sessions.token, sessionTokenHash(token)))).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: account.headers })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(token) });
    expect(await app.database.db.$count(sessions, eq(sessions.userId, account.user.id))).toBe(0);
  });

  it('stored before in clear are hashed by the migration, so those devices stay signed in', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const before = 'PlainTokenFromBeforeTheMigration1';
    const [row] = await app.database.db
      .update(sessions)
      .set({ token: before })
      .where(eq(sessions.token, sessionTokenHash(account.token)))
      .returning({ id: sessions.id });
    const statement = readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^--.*$/gm, '').trim())
      .find((part) => part.startsWith('UPDATE "sessions"'))!;
    await app.database.db.execute(sql.raw(`${statement.replace(/;$/, '')} WHERE "id" = '${row!.id}'`));
    const [stored] = await app.database.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(stored!.token).toBe(sessionTokenHash(before));
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(before) })).statusCode).toBe(
      200,
    );
  });
});
