import { and, eq } from 'drizzle-orm';
import { MENTORSHIP_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { MENTOR_ROLE_MESSAGES } from '../features/mentorship/mentor-role';
import {
  buildMentorshipApp,
  HUB,
  hubOf,
  mentorProfileBody,
  newAdmin,
  newMentee,
  newMentor,
  postRequest,
} from '../features/mentorship/test/mentorship-requests';
import { signUpAndSignIn } from '../test/auth';
import { expectErrorBody } from '../test/helper';
import { runUserRoleCommand, USAGE } from './user-role';
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

describe('npm run user:role', () => {
  it('mentor, without a mentor profile: says the hub stays in the mentee view and what is still needed', async () => {
    const app = await buildMentorshipApp();
    const veteran = await signUpAndSignIn(app);
    const { out, io: lines } = io();

    expect(await runUserRoleCommand([veteran.email, 'mentor'], app.database, lines, 'alice')).toBe(EXIT.ok);
    expect(out).toEqual([`${veteran.email} is now mentor (was veteran).`, MENTOR_ROLE_MESSAGES.noProfile]);
    expect(await hubOf(app, veteran)).toMatchObject({
      view: 'mentee',
      hasMentorRole: true,
      mentorProfile: null,
    });

    // What the command says is needed is all that is needed: the profile is live as it is saved.
    const saved = await app.inject({
      method: 'PUT',
      url: `${HUB}/mentor-profile`,
      headers: veteran.headers,
      payload: mentorProfileBody(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'approved' });
    expect(await hubOf(app, veteran)).toMatchObject({
      view: 'mentor',
      mentorProfile: { status: 'approved' },
    });
    const mentee = await newMentee(app);
    expect((await hubOf(app, mentee)).recommendations.map((card) => card.mentor.id)).toContain(
      veteran.user.id,
    );
  });

  it('mentor, with an application waiting: approves it with the role, in the audit log', async () => {
    const app = await buildMentorshipApp();
    const applicant = await signUpAndSignIn(app);
    const applied = await app.inject({
      method: 'PUT',
      url: `${HUB}/mentor-profile`,
      headers: applicant.headers,
      payload: mentorProfileBody(),
    });
    expect(applied.json()).toMatchObject({ status: 'pending' });
    const { out, io: lines } = io();

    expect(await runUserRoleCommand([applicant.email, 'mentor'], app.database, lines, 'alice')).toBe(EXIT.ok);
    expect(out).toEqual([`${applicant.email} is now mentor (was veteran).`, MENTOR_ROLE_MESSAGES.approved]);
    expect(await hubOf(app, applicant)).toMatchObject({
      view: 'mentor',
      mentorProfile: { status: 'approved' },
    });
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, applicant.user.id), eq(auditLog.action, 'mentorship.mentor_approved')));
    expect(audit).toEqual([
      expect.objectContaining({ actorUserId: null, details: { by: 'mentor-role', via: 'cli:alice' } }),
    ]);

    // Run again, it changes nothing and says the profile is live.
    const again = io();
    expect(await runUserRoleCommand([applicant.email, 'mentor'], app.database, again.io, 'alice')).toBe(
      EXIT.ok,
    );
    expect(again.out).toEqual([
      `${applicant.email} is already mentor; nothing changed.`,
      MENTOR_ROLE_MESSAGES.live,
    ]);
  });

  it('veteran, for an approved mentor: takes the profile out of every list, and the mentor role brings it back', async () => {
    const app = await buildMentorshipApp();
    const admin = await newAdmin(app);
    const mentor = await newMentor(app, admin);
    const mentee = await newMentee(app);
    const { out, io: lines } = io();

    expect(await runUserRoleCommand([mentor.email, 'veteran'], app.database, lines, 'alice')).toBe(EXIT.ok);
    expect(out).toEqual([`${mentor.email} is now veteran (was mentor).`, MENTOR_ROLE_MESSAGES.hidden]);
    expect((await hubOf(app, mentee)).recommendations).toEqual([]);
    expect((await hubOf(app, mentor)).view).toBe('mentee');
    const refused = await postRequest(app, mentee, mentor.user.id);
    expect(expectErrorBody(refused, 404, 'NOT_FOUND').message).toBe(MENTORSHIP_MESSAGES.mentorNotFound);

    expect(await runUserRoleCommand([mentor.email, 'mentor'], app.database, io().io, 'alice')).toBe(EXIT.ok);
    expect((await hubOf(app, mentee)).recommendations.map((card) => card.mentor.id)).toEqual([
      mentor.user.id,
    ]);
  });

  it('changes nothing for a role that is not one, or an address nobody uses', async () => {
    const app = await buildMentorshipApp();
    const veteran = await signUpAndSignIn(app);
    const wrongRole = io();
    expect(await runUserRoleCommand([veteran.email, 'captain'], app.database, wrongRole.io)).toBe(EXIT.usage);
    expect(wrongRole.err.join('\n')).toContain(USAGE);
    const nobody = io();
    expect(await runUserRoleCommand(['nobody@example.org', 'mentor'], app.database, nobody.io)).toBe(
      EXIT.noSuchUser,
    );
    expect(nobody.err).toEqual(['No account uses the address nobody@example.org.']);
    const [row] = await app.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, veteran.user.id));
    expect(row?.role).toBe('veteran');
  });
});
