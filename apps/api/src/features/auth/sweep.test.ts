import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authThrottle, sessions } from '../../db/schema';
import { buildTestApp } from '../../test/helper';
import { signUpAndSignIn } from '../../test/auth';
import { createSessionsRepository } from '../../lib/sessions/sessions.repository';
import { sweepExpiredAuthRows } from './sweep';
import { createThrottleRepository } from './throttle.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('sweepExpiredAuthRows', () => {
  it('deletes idle and over-age sessions nobody presents again, and ended throttle windows', async () => {
    const app = await buildTestApp();
    const [idle, old, live] = [
      await signUpAndSignIn(app),
      await signUpAndSignIn(app),
      await signUpAndSignIn(app),
    ];
    const { db } = app.database;
    await db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 31 * MINUTE) })
      .where(eq(sessions.userId, idle.user.id));
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * HOUR) })
      .where(eq(sessions.userId, old.user.id));
    await db.insert(authThrottle).values([
      { key: 'ended', hits: 3, resetAt: new Date(Date.now() - 1000) },
      { key: 'running', hits: 3, resetAt: new Date(Date.now() + 60_000) },
    ]);

    const repositories = { sessions: createSessionsRepository(db), throttle: createThrottleRepository(db) };
    expect(
      await sweepExpiredAuthRows(repositories, app.config, {
        sessions: new Date(),
        throttle: app.clock.now(),
      }),
    ).toEqual({ sessions: 4, throttle: 1 });
    // Sign-up and sign-in each opened a session.
    const left = await db.select({ userId: sessions.userId }).from(sessions);
    expect(left.map(({ userId }) => userId)).toEqual([live.user.id, live.user.id]);
    const windows = (await db.select().from(authThrottle)).map(({ key }) => key);
    expect(windows).toContain('running');
    expect(windows).not.toContain('ended');
  });
});
