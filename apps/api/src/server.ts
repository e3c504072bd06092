import pino from 'pino';
import { buildApp, type App } from './app';
import { OPERATOR_COMMANDS } from './cli/operator-commands';
import { listenForOperatorCommands, operatorSocketPath } from './cli/operator-socket';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createDatabase, type Database } from './db/database';
import { runMigrations } from './db/migrate';
import { ensureDefaultCatalogue } from './features/careers/default-catalogue.service';
import { ensureQuestionBank } from './features/interview/question-bank.service';
import { BatchedDestination } from './lib/logging/batched-destination';

// Shutdown must finish within 5 s; exiting on our own just before is better than being killed mid-write.
const SHUTDOWN_DEADLINE_MS = 4_500;

/**
 * The log goes to stdout through an asynchronous, buffered destination (decision 032): lines are collected up to
 * LOG_BUFFER_BYTES (BatchedDestination) and written in one asynchronous write each (pino's sonic-boom) instead of
 * one blocking write per line; what is buffered is written at least every LOG_FLUSH_MS and before every exit; a
 * warning or an error at once, and so are the lines saying the server listens or shuts down.
 */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1000;
const logDestination = new BatchedDestination(pino.destination({ dest: 1, sync: false }), LOG_BUFFER_BYTES);
function flushLog(): void {
  try {
    logDestination.flush();
  } catch {
    // Already closed: the process is exiting and pino has written what was buffered.
  }
}
setInterval(flushLog, LOG_FLUSH_MS).unref();
// Every exit (process.exit, an uncaught exception, the loop running dry): the batch still waiting is written.
process.on('exit', flushLogSync);
const WARN = 40;
const flushWarnings: pino.LoggerOptions['hooks'] = {
  logMethod(args, method, level) {
    method.apply(this, args);
    if (level >= WARN) flushLog();
  },
};

function flushLogSync(): void {
  try {
    logDestination.flushSync();
  } catch {
    // Already closed, or nothing could be written: exiting matters more.
  }
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  let database: Database | undefined;
  let app: App | undefined;
  let operator: OperatorSocket | undefined;
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
    app = await buildApp({
      config,
      database,
      logger: { level: config.logLevel, stream: logDestination, hooks: flushWarnings },
    });
    const { driver } = database;
    await app.listen({
      host: config.host,
      port: config.port,
      listenTextResolver: (address) =>
        `Waypoint ${config.version} (${config.nodeEnv}, ${driver}) listening on ${address}`,
    });
    if (database.driver === 'pglite') operator = await listenForOperator(app, database, config);
    flushLog();
  } catch (error) {
    // A held data directory is an operator's situation, not a bug: the message says what to do.
    console.error('Waypoint could not start:', error instanceof DataDirLockedError ? error.message : error);
    await app?.close();
    await database?.close();
    process.exit(1);
  }
  handleShutdownSignals(app, database, operator);
}

type OperatorSocket = Awaited<ReturnType<typeof listenForOperatorCommands>>;

/**
 * The embedded database is this process's alone: the operator's commands (`npm run user:role`, `mail:outbox`) run
 * through it while it runs (decision 038). A socket that cannot open costs those commands, not the server.
 */
async function listenForOperator(
  app: App,
  database: Database,
  config: AppConfig,
): Promise<OperatorSocket | undefined> {
  try {
    return await listenForOperatorCommands({
      dataDir: config.dataDir,
      database,
      commands: OPERATOR_COMMANDS,
      onError: (error) => app.log.error({ err: error }, 'an operator command failed'),
    });
  } catch (error) {
    app.log.warn(
      { err: error, socket: operatorSocketPath(config.dataDir) },
      'operator commands cannot reach this server; stop it to run them',
    );
    return undefined;
  }
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

function handleShutdownSignals(app: App, database: Database, operator: OperatorSocket | undefined): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      app.log.info({ signal }, 'already shutting down; the signal changes nothing');
      flushLog();
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    flushLog();
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await operator?.close();
      // Stops accepting, waits for in-flight requests, closes idle keep-alive sockets (Fastify 5 default).
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: Ctrl-C on `npm start` signals the whole process group, and npm passes the signal on, so
  // node gets it twice; a second signal falling back to Node's default would kill the process mid-shutdown,
  // before the database is closed. The deadline above bounds the wait instead (decision 016).
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

await main();
