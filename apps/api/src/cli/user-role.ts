// `npm run user:role -- <email> <role>`: gives an account a role (veteran, mentor, moderator, admin). Works while
// the server runs on the embedded database too: the server runs it then (operator-socket.ts).
import { fileURLToPath } from 'node:url';
import { isUserRole, USER_ROLES, type UserRole } from '@waypoint/shared';
import type { Database } from '../db/database';
import { createUserRolesService } from '../features/auth/user-roles.service';
import { createUsersRepository } from '../features/auth/users.repository';
import { applyMentorRole } from '../features/mentorship/mentor-role';
import { createMentorshipRepository } from '../features/mentorship/mentorship.repository';
import { AppError } from '../lib/app-error';
import { createAuditLog } from '../lib/audit';
import { systemClock } from '../lib/clock';
import { createTransaction } from '../lib/transaction';
import { consoleIo, EXIT, operatorName, withDatabase, type CommandIo } from './with-database';

export { EXIT } from './with-database';

export const USAGE = `Usage: npm run user:role -- <email> <role>\nRoles: ${USER_ROLES.join(', ')}`;

/** Checks the arguments before anything touches the database; a message for the operator when they are wrong. */
export function parseUserRoleArgs(
  args: readonly string[],
): { email: string; role: string } | { problem: string } {
  const [email, role, ...extra] = args;
  if (!email || !role || extra.length > 0)
    return { problem: 'Give exactly two arguments: an e-mail address and a role.' };
  if (!isUserRole(role.trim().toLowerCase())) {
    return { problem: `"${role}" is not a role. Choose one of: ${USER_ROLES.join(', ')}.` };
  }
  return { email, role };
}

/** The command without the process around it: arguments in, lines out, exit code back. */
export async function runUserRoleCommand(
  args: readonly string[],
  database: Pick<Database, 'db'>,
  io: CommandIo,
  operator = operatorName(),
): Promise<number> {
  const parsed = parseUserRoleArgs(args);
  if ('problem' in parsed) {
    io.err(`${parsed.problem}\n${USAGE}`);
    return EXIT.usage;
  }
  const via = `cli:${operator}`;
  try {
    // The role and what it means for the account's mentor profile change together, or neither does.
    const transaction = createTransaction(database.db, (handle) => ({
      roles: createUserRolesService({
        users: createUsersRepository(handle),
        audit: createAuditLog(handle),
        now: () => systemClock.now(),
      }),
      mentoring: { mentorship: createMentorshipRepository(handle), audit: createAuditLog(handle) },
    }));
    const { result, mentoring } = await transaction(async ({ roles, mentoring: writers }) => {
      const changed = await roles.changeRole({ ...parsed, actorUserId: null, via });
      const role: UserRole = changed.role;
      return {
        result: changed,
        mentoring: await applyMentorRole(writers, {
          userId: changed.userId,
          role,
          via,
          now: systemClock.now(),
        }),
      };
    });
    io.out(
      result.changed
        ? `${result.email} is now ${result.role} (was ${result.previousRole}).`
        : `${result.email} is already ${result.role}; nothing changed.`,
    );
    if (mentoring) io.out(mentoring);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.err(error.message);
    return error.code === 'NOT_FOUND' ? EXIT.noSuchUser : EXIT.usage;
  }
}

async function main(args: readonly string[]): Promise<number> {
  const parsed = parseUserRoleArgs(args);
  if ('problem' in parsed) {
    consoleIo.err(`${parsed.problem}\n${USAGE}`);
    return EXIT.usage;
  }
  return withDatabase(
    consoleIo,
    'Could not change the role',
    (database) => runUserRoleCommand(args, database, consoleIo),
    { command: 'user:role', args },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
