import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDriver } from './test/helper';
import {
  baseEnv,
  freePort,
  startOnTempDataDir,
  startServer,
  stopServers,
  waitForOutput,
} from './test/server-process';

afterEach(stopServers);

describe('server process', () => {
  // Ctrl-C on `npm start` signals the process group and npm passes the signal on: node gets it twice. With
  // `process.once` the second one killed the process mid-shutdown and left the data directory's lock behind.
  it(
    'serves, keeps a second process off its data, and on SIGTERM, even repeated, finishes the request in flight and exits 0 within 5 s',
    { timeout: 90_000 },
    async () => {
      const { server, port, dataDir, env, health } = await startOnTempDataDir();
      expect(health).toEqual({ status: 'ok', db: testDriver, version: '0.1.0' });
      expect(server.output()).toContain(`listening on http://127.0.0.1:${port}`);

      if (testDriver === 'pglite') {
        const second = startServer({ ...env, PORT: String(await freePort()) });
        expect((await second.exited).code).toBe(1);
        expect(second.output()).toContain(`Another process (pid ${server.child.pid}) is using the database`);
      }

      const request = await startSlowRequest(port);
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await waitForOutput(server, 'shutting down');
      server.child.kill('SIGINT');
      server.child.kill('SIGTERM');
      await waitForOutput(server, 'already shutting down');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();

      expect(await request.finish()).toMatch(/^HTTP\/1\.1 201 /);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(5_000);
      expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    },
  );

  it('refuses to start on a bad environment, naming the variable without a stack trace', async () => {
    const server = startServer({ ...baseEnv(), PORT: 'abc' });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid environment variable PORT: expected a whole number between 0 and 65535 (got "abc")',
    );
  });
});

/** A contact message whose body is still arriving, which keeps the shutdown waiting for it until `finish`. */
async function startSlowRequest(port: number) {
  const body = JSON.stringify({ fullName: 'Dana Reyes', email: 'dana@example.com', message: 'Hello' });
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
  });
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  // Until the server has read the head, the request is not in flight.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    finish: () => {
      socket.write(body.slice(10));
      return answer;
    },
  };
}
