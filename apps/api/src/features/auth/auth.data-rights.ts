import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { createSessionsRepository } from '../../lib/sessions/sessions.repository';
import { accountKey } from './throttle';
import { createThrottleRepository } from './throttle.repository';
import { createUsersRepository } from './users.repository';

const iso = (date: Date) => date.toISOString();

/**
 * The account's data-rights part (decision 017): the account, its signed-in devices and how it signs in; never
 * the password hash or a session token. Erasing deletes the account (sessions and credentials go with it),
 * its pending reset links and its sign-in counters.
 */
export const authDataRights: DataRightsPart = {
  name: 'auth.account',
  description: 'Your account: name, e-mail address, phone number, password and the devices signed in to it',
  async export(subject, tx) {
    const users = createUsersRepository(tx);
    const user = await users.findById(subject.id);
    if (!user) return null;
    const { id, email, emailVerified, name, firstName, lastName, phoneNumber, role, createdAt, updatedAt } =
      user;
    const sessions = await createSessionsRepository(tx).listForUser(subject.id);
    const methods = await users.signInMethodsOf(subject.id);
    return {
      ...{ id, email, emailVerified, name, firstName, lastName, phoneNumber, role },
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
      sessions: sessions.map((session) => ({
        ...session,
        createdAt: iso(session.createdAt),
        lastActiveAt: iso(session.lastActiveAt),
        expiresAt: iso(session.expiresAt),
      })),
      signInMethods: methods.map((method) => ({
        method:
          method.providerId === 'credential'
            ? 'password (stored only as an argon2id hash)'
            : method.providerId,
        createdAt: iso(method.createdAt),
        updatedAt: iso(method.updatedAt),
      })),
    };
  },
  async erase(subject, tx) {
    await createThrottleRepository(tx).removeSubject(accountKey(subject.email));
    await createUsersRepository(tx).delete(subject.id);
  },
};
