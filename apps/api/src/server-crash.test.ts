import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './db/database';
import { contactMessages } from './db/schema';
import { getTestDatabase, testDriver } from './test/helper';
import { startOnTempDataDir, stopServers } from './test/server-process';

afterEach(stopServers);

const WRITES = 240;
const CONCURRENCY = 8;
const KILL_AFTER_ACKNOWLEDGED = 80;
// The contact form takes 5 messages per client address per 10 minutes; each loopback address sends 4.
const PER_ADDRESS = 4;

/** Sends contact message `index` from its own loopback address; the stored id when the server answered 201. */
function sendMessage(port: number, index: number): Promise<string | undefined> {
  const body = JSON.stringify({
    fullName: `Writer ${index}`,
    email: `writer-${index}@example.org`,
    message: `Message number ${index}.`,
  });
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact',
        localAddress: `127.0.0.${2 + Math.floor(index / PER_ADDRESS)}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(response.statusCode === 201 ? JSON.parse(text).id : undefined));
        response.on('error', () => resolve(undefined));
      },
    );
    outgoing.on('error', () => resolve(undefined));
    outgoing.end(body);
  });
}

describe('a server killed mid-burst (kill -9)', () => {
  it(
    'keeps every write it acknowledged, and the next server takes the stale lock over',
    { timeout: 180_000 },
    async () => {
      const first = await startOnTempDataDir();
      const acknowledged: string[] = [];
      let next = 0;
      const writers = Array.from({ length: CONCURRENCY }, async () => {
        while (next < WRITES) {
          const id = await sendMessage(first.port, next++);
          if (id) acknowledged.push(id);
          // Mid-burst: other writers still have requests in flight.
          if (acknowledged.length === KILL_AFTER_ACKNOWLEDGED) first.server.child.kill('SIGKILL');
        }
      });
      await Promise.all(writers);
      expect(await first.server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
      expect(acknowledged.length).toBeLessThan(WRITES);

      const lockFile = join(first.dataDir, 'db.lock');
      if (testDriver === 'pglite')
        expect(readFileSync(lockFile, 'utf8')).toBe(String(first.server.child.pid));
      const second = await startOnTempDataDir(first.dataDir);
      if (testDriver === 'pglite')
        expect(readFileSync(lockFile, 'utf8')).toBe(String(second.server.child.pid));

      let stored: string[];
      if (testDriver === 'postgres') {
        stored = await storedIds((await getTestDatabase()).database, acknowledged);
      } else {
        // One process per embedded database: the second server stops before the test reads its data.
        second.server.child.kill('SIGTERM');
        expect(await second.server.exited).toEqual({ code: 0, signal: null });
        const database = await createDatabase({ dataDir: first.dataDir, databaseUrl: undefined });
        try {
          stored = await storedIds(database, acknowledged);
        } finally {
          await database.close();
        }
      }
      expect(acknowledged.filter((id) => !stored.includes(id))).toEqual([]);
    },
  );
});

async function storedIds(database: Awaited<ReturnType<typeof createDatabase>>, ids: string[]) {
  const rows = await database.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(inArray(contactMessages.id, ids));
  return rows.map((row) => row.id);
}
