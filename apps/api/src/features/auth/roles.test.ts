import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXIT, runUserRoleCommand, USAGE } from '../../cli/user-role';
import { auditLog, users } from '../../db/schema';
import { buildTestApp } from '../../test/helper';
import { signUpAndSignIn } from '../../test/auth';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

describe('ADMIN_EMAILS', () => {
  it('makes those addresses admins when they sign up, in any case, and nobody else', async () => {
    const app = await buildTestApp({ config: { adminEmails: ['ops@example.org'] } });
    const admin = await signUpAndSignIn(app, { email: 'Ops@Example.org' });
    const veteran = await signUpAndSignIn(app);
    expect(admin.user.role).toBe('admin');
    expect(veteran.user.role).toBe('veteran');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: admin.headers });
    expect(me.json().role).toBe('admin');
  });
});

describe('npm run user:role', () => {
  it('changes the role, says so, and records it with the operator in the audit log', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const { io, out, err } = capture();

    const code = await runUserRoleCommand(
      [account.email.toUpperCase(), 'Moderator'],
      app.database,
      io,
      'alice',
    );

    expect(code).toBe(EXIT.ok);
    expect(out).toEqual([`${account.email} is now moderator (was veteran).`]);
    expect(err).toEqual([]);
    const [user] = await app.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(user!.role).toBe('moderator');
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.role_changed'));
    expect(audit).toMatchObject({
      actorUserId: null,
      subject: account.user.id,
      details: { from: 'veteran', to: 'moderator', via: 'cli:alice' },
    });
    // The running session sees the new role on its next request.
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: account.headers });
    expect(me.json().role).toBe('moderator');
  });

  it('says when nothing changes and logs nothing', async () => {
    const app = await buildTestApp();
    const account = await signUpAndSignIn(app);
    const { io, out } = capture();
    expect(await runUserRoleCommand([account.email, 'veteran'], app.database, io)).toBe(EXIT.ok);
    expect(out).toEqual([`${account.email} is already veteran; nothing changed.`]);
    expect(await app.database.db.$count(auditLog, eq(auditLog.action, 'auth.role_changed'))).toBe(0);
  });

  it.each([
    [['someone@example.org'], 'Give exactly two arguments'],
    [['someone@example.org', 'admin', 'extra'], 'Give exactly two arguments'],
    [
      ['someone@example.org', 'general'],
      '"general" is not a role. Choose one of: veteran, mentor, moderator, admin.',
    ],
  ])('refuses %j with usage help and exit code 2', async (args, message) => {
    const app = await buildTestApp();
    const { io, err } = capture();
    expect(await runUserRoleCommand(args, app.database, io)).toBe(EXIT.usage);
    expect(err.join('\n')).toContain(message);
    expect(err.join('\n')).toContain(USAGE);
  });

  it('answers exit code 3 for an address without an account', async () => {
    const app = await buildTestApp();
    const { io, err } = capture();
    expect(await runUserRoleCommand(['nobody@example.org', 'admin'], app.database, io)).toBe(EXIT.noSuchUser);
    expect(err).toEqual(['No account uses the address nobody@example.org.']);
  });

  it('runs from the root package script and exits 2 on a bad role before opening any database', () => {
    const result = spawnSync(
      'npm',
      ['run', '--silent', 'user:role', '--', 'someone@example.org', 'general'],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: '/nonexistent/waypoint-data' },
      },
    );
    expect(result.status).toBe(EXIT.usage);
    expect(result.stderr).toContain('"general" is not a role.');
  });
});
