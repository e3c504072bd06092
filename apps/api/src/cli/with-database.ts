import { ConfigError, loadConfig } from '../config';
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

/**
 * Opens the database the server uses (DATA_DIR or DATABASE_URL), runs the command on it and closes it, turning
 * the operator's usual situations into a message and an exit code: a bad environment (2), the embedded
 * database held by the running server (4), anything else (1, with `failure` and the reason).
 */
export async function withDatabase(
  io: CommandIo,
  failure: string,
  command: (database: Database) => Promise<number>,
): Promise<number> {
  let database: Database | undefined;
  try {
    database = await createDatabase(loadConfig(process.env));
    await runMigrations(database);
    return await command(database);
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
    io.err(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  } finally {
    await database?.close();
  }
}
