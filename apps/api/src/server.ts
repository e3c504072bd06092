import pino from 'pino';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createDatabase, type Database } from './db/database';
import { runMigrations } from './db/migrate';
import { ensureDefaultCatalogue } from './features/careers/default-catalogue.service';
import { ensureQuestionBank } from './features/interview/question-bank.service';

// Shutdown must finish within 5 s; exiting on our own just before is better than being killed mid-write.
const SHUTDOWN_DEADLINE_MS = 4_500;

/**
 * The log goes to stdout through an asynchronous destination (decision 032): lines are written when the event loop
 * is free instead of one blocking write per line, and flushed before every exit.
 */
const logDestination = pino.destination({ dest: 1, sync: false });

function exit(code: number): never {
  logDestination.flushSync();
  process.exit(code);
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  let database: Database | undefined;
  let app: App | undefined;
  try {
    database = await createDatabase(config, {
      onPoolError: (error) =>
        app
          ? app.log.error({ err: error }, 'PostgreSQL connection error; the pool replaces the connection')
          : console.error('PostgreSQL connection error:', error.message),
    });
    await runMigrations(database);
    // Here rather than in the feature's hooks: tests build apps on emptied tables and load only what they need.
    await ensureDefaultCatalogue(database);
    await ensureQuestionBank(database);
    app = await buildApp({ config, database, logger: { level: config.logLevel, stream: logDestination } });
    const { driver } = database;
    await app.listen({
      host: config.host,
      port: config.port,
      listenTextResolver: (address) =>
        `Waypoint ${config.version} (${config.nodeEnv}, ${driver}) listening on ${address}`,
    });
  } catch (error) {
    // A held data directory is an operator's situation, not a bug: the message says what to do.
    console.error('Waypoint could not start:', error instanceof DataDirLockedError ? error.message : error);
    await app?.close();
    await database?.close();
    exit(1);
  }
  handleShutdownSignals(app, database);
}

function readConfigOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The message already names each variable; a stack trace would only bury it.
    console.error(error.message);
    process.exit(1);
  }
}

function handleShutdownSignals(app: App, database: Database): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      app.log.info({ signal }, 'already shutting down; the signal changes nothing');
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS} ms; exiting anyway`);
      exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      // Stops accepting, waits for in-flight requests, closes idle keep-alive sockets (Fastify 5 default).
      await app.close();
      await database.close();
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  // `on`, not `once`: Ctrl-C on `npm start` signals the whole process group, and npm passes the signal on, so
  // node gets it twice; a second signal falling back to Node's default would kill the process mid-shutdown,
  // before the database is closed. The deadline above bounds the wait instead (decision 016).
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

await main();
