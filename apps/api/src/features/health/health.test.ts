import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, getTestDatabase, testDriver } from '../../test/helper';
import { DATABASE_DOWN_MESSAGE } from './health.service';

describe('GET /api/health', () => {
  it('answers ok with the driver in use and the release version', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: testDriver, version: '0.1.0' });
  });

  it('answers 503 without internals when the database does not answer, and logs why', async () => {
    const { database } = await getTestDatabase();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildTestApp({
      database: { ...database, ping: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')) },
      logger: { level: 'error', stream },
    });

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    const body = expectErrorBody(response, 503, 'UNAVAILABLE');
    expect(body.message).toBe(DATABASE_DOWN_MESSAGE);
    expect(response.body).not.toContain('ECONNREFUSED');
    const logged = lines.map(
      (line) => JSON.parse(line) as { level: number; reqId: string; err: { stack: string } },
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, reqId: response.headers['x-request-id'] });
    expect(logged[0]!.err.stack).toContain('ECONNREFUSED');
  });
});
