// `npm run user:role -- <email> <role>`: gives an account a role (veteran, mentor, moderator, admin).
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isUserRole, USER_ROLES } from '@waypoint/shared';
import type { Database } from '../db/database';
import { createUserRolesService } from '../features/auth/user-roles.service';
import { createUsersRepository } from '../features/auth/users.repository';
import { AppError } from '../lib/app-error';
import { createAuditLog } from '../lib/audit';
import { consoleIo, EXIT, withDatabase, type CommandIo } from './with-database';

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
  try {
    const service = createUserRolesService({
      users: createUsersRepository(database.db),
      audit: createAuditLog(database.db),
    });
    const result = await service.changeRole({
      ...parsed,
      actorUserId: null,
      via: `cli:${operator}`,
    });
    io.out(
      result.changed
        ? `${result.email} is now ${result.role} (was ${result.previousRole}).`
        : `${result.email} is already ${result.role}; nothing changed.`,
    );
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.err(error.message);
    return error.code === 'NOT_FOUND' ? EXIT.noSuchUser : EXIT.usage;
  }
}

function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

async function main(args: readonly string[]): Promise<number> {
  const parsed = parseUserRoleArgs(args);
  if ('problem' in parsed) {
    consoleIo.err(`${parsed.problem}\n${USAGE}`);
    return EXIT.usage;
  }
  return withDatabase(consoleIo, 'Could not change the role', (database) =>
    runUserRoleCommand(args, database, consoleIo),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
