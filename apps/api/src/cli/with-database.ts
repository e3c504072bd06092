import { userInfo } from 'node:os';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createDatabase, type Database } from '../db/database';
import { runMigrations } from '../db/migrate';

/** Exit codes every command shares. */
export const EXIT = { ok: 0, failed: 1, usage: 2, noSuchUser: 3, databaseInUse: 4 } as const;

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const consoleIo: CommandIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** The command as the server can run it for this one, when the embedded database is the server's (decision 038). */
export interface RemoteCommand {
  /** Its name in the server's list (`user:role`). */
  command: string;
  args: readonly string[];
}

/** The operating-system account running the command, for the audit log (`cli:alice`). */
export function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * Opens the database the server uses (DATA_DIR or DATABASE_URL), runs the command on it and closes it, turning
 * the operator's usual situations into a message and an exit code: a bad environment (2), the embedded
 * database held by the running server (the command then runs through that server, see operator-socket.ts; 4 when
 * no server answers there), anything else (1, with `failure` and the reason).
 */
export async function withDatabase(
  io: CommandIo,
  failure: string,
  command: (database: Database) => Promise<number>,
  remote?: RemoteCommand,
): Promise<number> {
  let database: Database | undefined;
  let config: AppConfig | undefined;
  try {
    config = loadConfig(process.env);
    database = await createDatabase(config);
    await runMigrations(database);
    return await command(database);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return EXIT.usage;
    }
    if (error instanceof DataDirLockedError) {
      if (remote && config) {
        // Imported here: only this path needs the socket client.
        const { runThroughServer } = await import('./operator-socket');
        const request = { command: remote.command, args: [...remote.args], operator: operatorName() };
        const code = await runThroughServer(config.dataDir, request, io);
        if (code !== undefined) {
          io.err('(The Waypoint server holds this data directory, so the command ran inside it.)');
          return code;
        }
      }
      // The embedded database allows one process, and the process holding it does not take commands.
      io.err(`${error.message}\nStop the server, run this command, then start the server again.`);
      return EXIT.databaseInUse;
    }
    io.err(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  } finally {
    await database?.close();
  }
}
