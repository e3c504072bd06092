import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

describe('OpenAPI documentation', () => {
  it('describes the routes from their Zod schemas', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'Waypoint API', version: '0.1.0' });
    expect(Object.keys(document.paths['/api/health']?.get?.responses ?? {})).toEqual(['200', '503']);
  });

  it('serves a UI whose page runs only script files, which the CSP allows', async () => {
    const app = await buildTestApp();
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);

    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(content?.trim()).toBe('');
    }

    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(initializer.body).toContain("url: resolveUrl('./json')");
  });
});
