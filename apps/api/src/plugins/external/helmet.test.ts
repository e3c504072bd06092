import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

function directives(header: string | string[] | number | undefined): string[] {
  return String(header)
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
}

describe('security headers', () => {
  it.each(['/', '/api/health', '/api/nope', '/api/docs'])('are on %s', async (url) => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url });

    expect(directives(response.headers['content-security-policy'])).toEqual(EXPECTED_CSP);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('never allow inline script', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const scriptSrc = directives(response.headers['content-security-policy']).find((d) =>
      d.startsWith('script-src'),
    );
    expect(scriptSrc).toBe("script-src 'self'");
  });
});
