import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('generates a fresh UUID per request when none is supplied', async () => {
    const app = await buildTestApp();
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const second = await app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it.each(['edge-7f3a.1_B', 'a', 'x'.repeat(64)])('keeps a well-formed incoming id (%s)', async (id) => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too long', 'x'.repeat(65)],
    ['spaces', 'two words'],
    ['log injection', 'abc\\n{"level":60}'],
    ['markup', '<script>'],
  ])('replaces a malformed incoming id (%s)', async (_reason, id) => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('is also on error responses', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('trace-42');
  });
});
