import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startOnTempDataDir, stopServers } from '../../test/server-process';
import { TEST_PASSWORD } from '../../test/auth';

afterEach(stopServers);

const WRITES = 40;
const CONCURRENCY = 4;
const KILL_AFTER_ACKNOWLEDGED = 12;
// Uploads, links and downloads are limited per client address; each loopback address stays well under.
const PER_ADDRESS = 5;

interface Answer {
  status: number;
  body: Buffer;
}

function call(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer; from?: number } = {},
): Promise<Answer | undefined> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: `127.0.0.${2 + (options.from ?? 0)}`,
        headers: { ...options.headers, ...(options.body && { 'content-length': options.body.length }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', () => resolve(undefined));
      },
    );
    outgoing.on('error', () => resolve(undefined));
    outgoing.end(options.body);
  });
}

function multipart(filename: string, bytes: Buffer) {
  const boundary = `----crash${randomUUID()}`;
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          'Content-Type: text/plain\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Text content (the type check accepts it) of several encryption chunks, different for every upload. */
function content(index: number): Buffer {
  return Buffer.from(`Upload ${index}\n${randomBytes(150 * 1024).toString('base64')}\n`);
}

describe('the vault when its server is killed mid-burst of uploads (kill -9)', () => {
  it(
    'downloads every acknowledged upload byte for byte after restart, and counts nothing half-written',
    { timeout: 240_000 },
    async () => {
      const first = await startOnTempDataDir();
      const signUp = await call(first.port, 'POST', '/api/auth/sign-up/email', {
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(
          JSON.stringify({
            email: `crash-${randomUUID()}@example.org`,
            password: TEST_PASSWORD,
            firstName: 'Riley',
            lastName: 'Crash',
          }),
        ),
      });
      expect(signUp?.status, signUp?.body.toString()).toBe(200);
      const token = (JSON.parse(signUp!.body.toString()) as { token: string }).token;
      const auth = { authorization: `Bearer ${token}` };

      const sent = new Map<string, Buffer>();
      let next = 0;
      const writers = Array.from({ length: CONCURRENCY }, async () => {
        while (next < WRITES) {
          const index = next++;
          const bytes = content(index);
          const { body, type } = multipart(`upload-${index}.txt`, bytes);
          const answer = await call(first.port, 'POST', '/api/documents', {
            headers: { ...auth, 'content-type': type },
            body,
            from: Math.floor(index / PER_ADDRESS),
          });
          if (answer?.status === 201) {
            sent.set((JSON.parse(answer.body.toString()) as { document: { id: string } }).document.id, bytes);
          }
          if (sent.size === KILL_AFTER_ACKNOWLEDGED) first.server.child.kill('SIGKILL');
        }
      });
      await Promise.all(writers);
      expect(await first.server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(sent.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
      expect(sent.size).toBeLessThan(WRITES);

      const second = await startOnTempDataDir(first.dataDir);
      // The uploads the kill cut off left temporaries; the restart removed them, however recent.
      const vault = join(first.dataDir, 'vault');
      const leftovers = readdirSync(vault, { recursive: true, encoding: 'utf8' }).filter((name) =>
        name.endsWith('.tmp'),
      );
      expect(leftovers).toEqual([]);
      const listed = await call(second.port, 'GET', '/api/documents', { headers: auth });
      const list = JSON.parse(listed!.body.toString()) as {
        documents: { id: string; sizeBytes: number }[];
        usage: { usedBytes: number };
      };
      // Every acknowledged upload is there; the usage is exactly the stored documents, and each one opens.
      expect([...sent.keys()].filter((id) => !list.documents.some((document) => document.id === id))).toEqual(
        [],
      );
      expect(list.usage.usedBytes).toBe(
        list.documents.reduce((sum, document) => sum + document.sizeBytes, 0),
      );
      let from = 100;
      for (const document of list.documents) {
        from += 1;
        const link = await call(second.port, 'POST', `/api/documents/${document.id}/download-link`, {
          headers: auth,
          from,
        });
        const { url } = JSON.parse(link!.body.toString()) as { url: string };
        const file = await call(second.port, 'GET', url, { from });
        expect(file?.status, document.id).toBe(200);
        if (sent.has(document.id)) expect(file!.body.equals(sent.get(document.id)!), document.id).toBe(true);
        else expect(file!.body.length).toBe(document.sizeBytes);
      }
    },
  );
});
