// `npm run user:role -- <email> <role>`: gives an account a role (veteran, mentor, moderator, admin).
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isUserRole, USER_ROLES } from '@waypoint/shared';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createDatabase, type Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { createUserRolesService } from '../features/auth/user-roles.service';
import { createUsersRepository } from '../features/auth/users.repository';
import { AppError } from '../lib/app-error';
import { createAuditLog } from '../lib/audit';

export const EXIT = { ok: 0, failed: 1, usage: 2, noSuchUser: 3, databaseInUse: 4 } as const;

export const USAGE = `Usage: npm run user:role -- <email> <role>\nRoles: ${USER_ROLES.join(', ')}`;

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

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
  const io: CommandIo = { out: (line) => console.log(line), err: (line) => console.error(line) };
  const parsed = parseUserRoleArgs(args);
  if ('problem' in parsed) {
    io.err(`${parsed.problem}\n${USAGE}`);
    return EXIT.usage;
  }
  let database: Database | undefined;
  try {
    const config = loadConfig(process.env);
    database = await createDatabase(config);
    await runMigrations(database);
    return await runUserRoleCommand(args, database, io);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return EXIT.usage;
    }
    if (error instanceof DataDirLockedError) {
      // The embedded database allows one process, and the running server is that process.
      io.err(`${error.message}\nStop the server, run this command, then start the server again.`);
      return EXIT.databaseInUse;
    }
    io.err(`Could not change the role: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  } finally {
    await database?.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
