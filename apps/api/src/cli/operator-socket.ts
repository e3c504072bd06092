import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import type { Database } from '../db/database';
import type { CommandIo } from './with-database';

/*
 * The operator's commands (`npm run user:role`, `npm run mail:outbox`) while the server runs on the embedded
 * database (decision 038). PGlite lets one process open its data directory, and the running server is that
 * process, so a command that finds the directory held asks the server to run it instead, over a Unix socket in
 * the data directory. The socket's folder is the owner's alone (0700): whoever can connect can already read
 * the database files, so the socket grants nothing new. With PostgreSQL (DATABASE_URL) commands connect
 * themselves and no socket is opened.
 *
 * The protocol, one JSON value per line: the command sends {"command", "args", "operator"}; the server answers
 * {"out": line} and {"err": line} as the command writes them, then {"exit": code}, and closes.
 */

/** A command the server runs for the operator: arguments in, lines out, exit code back. */
export type OperatorCommand = (
  args: readonly string[],
  database: Pick<Database, 'db'>,
  io: CommandIo,
  operator: string,
) => Promise<number>;

interface OperatorRequest {
  command: string;
  args: string[];
  operator: string;
}

type OperatorReply = { out: string } | { err: string } | { exit: number };

const MAX_REQUEST_BYTES = 64 * 1024;
/** A connection that sends no request in this time is closed. */
const REQUEST_TIMEOUT_MS = 10_000;

export function operatorSocketPath(dataDir: string): string {
  return join(resolve(dataDir), 'operator', 'waypoint.sock');
}

export interface OperatorSocketOptions {
  dataDir: string;
  database: Pick<Database, 'db'>;
  commands: Readonly<Record<string, OperatorCommand>>;
  /** Where a command's failure is reported besides its exit code. */
  onError: (error: unknown) => void;
}

/**
 * Listens for the operator's commands until closed. The caller holds the data directory (its lock), so a socket
 * file left by a process that died is stale and replaced.
 */
export async function listenForOperatorCommands(
  options: OperatorSocketOptions,
): Promise<{ close: () => Promise<void> }> {
  const path = operatorSocketPath(options.dataDir);
  const folder = join(path, '..');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // An existing folder keeps its mode: made the owner's alone either way, before the socket appears in it.
  chmodSync(folder, 0o700);
  rmSync(path, { force: true });
  const server = createServer((socket) => serve(socket, options));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
  return { close: () => closeServer(server, path) };
}

function closeServer(server: Server, path: string): Promise<void> {
  return new Promise((done) => {
    server.close(() => {
      rmSync(path, { force: true });
      done();
    });
  });
}

function serve(socket: Socket, { database, commands, onError }: OperatorSocketOptions): void {
  socket.setEncoding('utf8');
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  let buffered = '';
  let started = false;
  const send = (reply: OperatorReply) => socket.write(`${JSON.stringify(reply)}\n`);
  const finish = (code: number) => {
    send({ exit: code });
    socket.end();
  };
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    if (started) return;
    buffered += chunk;
    if (buffered.length > MAX_REQUEST_BYTES) {
      started = true;
      send({ err: 'The command was too long.' });
      finish(2);
      return;
    }
    const newline = buffered.indexOf('\n');
    if (newline < 0) return;
    started = true;
    socket.setTimeout(0);
    const request = parseRequest(buffered.slice(0, newline));
    const run = request && Object.hasOwn(commands, request.command) ? commands[request.command] : undefined;
    if (!request || !run) {
      send({ err: `The server does not run that command. Known: ${Object.keys(commands).join(', ')}.` });
      finish(2);
      return;
    }
    const io: CommandIo = { out: (line) => send({ out: line }), err: (line) => send({ err: line }) };
    run(request.args, database, io, request.operator).then(finish, (error: unknown) => {
      onError(error);
      send({ err: `The command failed: ${error instanceof Error ? error.message : String(error)}` });
      finish(1);
    });
  });
}

function parseRequest(line: string): OperatorRequest | undefined {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) return undefined;
    const { command, args, operator } = value as Record<string, unknown>;
    if (typeof command !== 'string' || typeof operator !== 'string') return undefined;
    if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) return undefined;
    return { command, args, operator: operator.slice(0, 100) };
  } catch {
    return undefined;
  }
}

/**
 * Runs a command through the server holding the data directory; the exit code, or undefined when no server
 * answers on the socket (none runs there, or one from before the socket existed).
 */
export function runThroughServer(
  dataDir: string,
  request: OperatorRequest,
  io: CommandIo,
): Promise<number | undefined> {
  return new Promise((done) => {
    const socket = createConnection(operatorSocketPath(dataDir));
    socket.setEncoding('utf8');
    let connected = false;
    let exit: number | undefined;
    let buffered = '';
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const reply = JSON.parse(buffered.slice(0, newline)) as OperatorReply;
        buffered = buffered.slice(newline + 1);
        if ('out' in reply) io.out(reply.out);
        else if ('err' in reply) io.err(reply.err);
        else exit = reply.exit;
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) return done(undefined);
      io.err(`The connection to the server broke: ${error.message}`);
      done(1);
    });
    socket.on('close', () => done(exit ?? (connected ? 1 : undefined)));
  });
}
