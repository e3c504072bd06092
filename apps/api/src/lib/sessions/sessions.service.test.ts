import { describe, expect, it } from 'vitest';
import type { SessionsRepository } from './sessions.repository';
import { createSessionsService } from './sessions.service';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const SIGNED_IN_AT = new Date('2025-03-01T09:00:00.000Z');

/** One session in memory, as the repository would return it, with the writes the service makes applied. */
function oneSession() {
  const row = {
    sessionId: 'session-1',
    createdAt: SIGNED_IN_AT,
    lastActiveAt: SIGNED_IN_AT,
    expiresAt: new Date(SIGNED_IN_AT.getTime() + 12 * 60 * MINUTE),
    user: {
      id: 'user-1',
      email: 'dana@example.com',
      role: 'veteran' as const,
      firstName: 'Dana',
      lastName: 'Reyes',
      phoneNumber: null,
      emailVerified: true,
    },
  };
  let exists = true;
  const touches: Date[] = [];
  const repository = {
    findByToken: async () => (exists ? row : undefined),
    remove: async () => void (exists = false),
    touch: async (_id: string, at: Date) => {
      touches.push(at);
      row.lastActiveAt = at;
    },
  } as unknown as SessionsRepository;
  return { repository, touches };
}

const at = (milliseconds: number) => new Date(SIGNED_IN_AT.getTime() + milliseconds);

describe('the idle timeout with its activity bookkeeping', () => {
  // Activity used to be recorded only once 60 s had passed: with a 1-minute timeout, use every 20 s still expired.
  it('keeps a session used every 20 s alive under a 1-minute idle timeout', async () => {
    const { repository } = oneSession();
    const sessions = createSessionsService({
      repository,
      policy: { sessionIdleMinutes: 1, sessionAbsoluteHours: 12 },
    });
    for (let use = 1; use <= 30; use += 1) {
      expect((await sessions.check('token', at(use * 20 * SECOND))).status, `use ${use}`).toBe('valid');
    }
  });

  it('still ends it once it is left alone for the whole timeout', async () => {
    const { repository } = oneSession();
    const sessions = createSessionsService({
      repository,
      policy: { sessionIdleMinutes: 1, sessionAbsoluteHours: 12 },
    });
    expect((await sessions.check('token', at(50 * SECOND))).status).toBe('valid');
    expect((await sessions.check('token', at(50 * SECOND + MINUTE))).status).toBe('expired');
  });

  it('writes at most once a minute under the default 30-minute timeout', async () => {
    const { repository, touches } = oneSession();
    const sessions = createSessionsService({
      repository,
      policy: { sessionIdleMinutes: 30, sessionAbsoluteHours: 12 },
    });
    for (let second = 5; second <= 10 * 60; second += 5) await sessions.check('token', at(second * SECOND));
    expect(touches).toHaveLength(10);
  });
});
