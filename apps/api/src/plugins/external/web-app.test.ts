import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { logCapture } from '../../test/log-capture';
import { BUILT_CONTACT_FILE, CONTACT_MISMATCH_MESSAGE } from './web-app';

const INDEX_HTML =
  '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/assets/index-3f9a1c.js"></script></body></html>';
const ASSET_JS = 'console.log("waypoint");';

describe('API paths no route claims', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answer %s with a JSON 404 naming the request',
    async (method) => {
      const app = await buildTestApp();
      const response = await app.inject({ method, url: '/api/nope?x=1' });
      const body = expectErrorBody(response, 404, 'NOT_FOUND');
      expect(body).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: `No API route matches ${method} /api/nope.`,
      });
    },
  );

  it('include /api itself', async () => {
    const app = await buildTestApp();
    expectErrorBody(await app.inject({ method: 'GET', url: '/api' }), 404, 'NOT_FOUND');
  });
});

describe('the web app when it is not built', () => {
  it('answers non-API pages with a JSON 404 that says how to build it', async () => {
    const app = await buildTestApp();
    const body = expectErrorBody(await app.inject({ method: 'GET', url: '/careers' }), 404, 'NOT_FOUND');
    expect(body.message).toContain('Run npm run build');
  });
});

describe('the built web app', () => {
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'waypoint-web-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'assets', 'index-3f9a1c.js'), ASSET_JS);
    writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    mkdirSync(join(distDir, 'crisis-resources'));
    writeFileSync(join(distDir, 'crisis-resources', 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'privacy.html'), INDEX_HTML);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  const buildWebApp = () => buildTestApp({ config: { webDistDir: distDir } });

  it('serves index.html at / for revalidation on every visit', async () => {
    const app = await buildWebApp();
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each(['/careers/11B', '/benefits?tab=gi-bill', '/index'])(
    'answers client-side route %s with index.html',
    async (url) => {
      const app = await buildWebApp();
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers HEAD for a client-side route like GET, without a body', async () => {
    const app = await buildWebApp();
    const response = await app.inject({ method: 'HEAD', url: '/careers' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('serves fingerprinted assets as immutable for a year', async () => {
    const app = await buildWebApp();
    const response = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(ASSET_JS);
  });

  it.each(['/crisis-resources/', '/crisis-resources/index.html', '/privacy.html'])(
    'serves any other HTML page of the build (%s) for revalidation too',
    async (url) => {
      const app = await buildWebApp();
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps an asset immutable when it answers a revalidation with 304', async () => {
    const app = await buildWebApp();
    const first = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    const again = await app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other root files with normal caching', async () => {
    const app = await buildWebApp();
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('immutable');
    expect(response.headers['cache-control']).not.toBe('no-cache');
  });

  it('keeps a missing asset a 404 rather than answering HTML for a script', async () => {
    const app = await buildWebApp();
    expectErrorBody(await app.inject({ method: 'GET', url: '/assets/index-000000.js' }), 404, 'NOT_FOUND');
  });

  it('still answers unknown API paths with JSON', async () => {
    const app = await buildWebApp();
    expectErrorBody(await app.inject({ method: 'GET', url: '/api/nope' }), 404, 'NOT_FOUND');
  });

  it('answers other methods on non-API paths with a JSON 404', async () => {
    const app = await buildWebApp();
    const body = expectErrorBody(await app.inject({ method: 'POST', url: '/careers' }), 404, 'NOT_FOUND');
    expect(body.message).toBe('Nothing here answers POST /careers.');
  });
});

describe('the built web app with prerendered public pages', () => {
  let distDir: string;
  const page = (name: string) =>
    `<!doctype html><html lang="en"><body><div id="root" data-prerendered><h1>${name}</h1></div></body></html>`;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'waypoint-web-dist-'));
    mkdirSync(join(distDir, 'prerendered'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'prerendered', 'index.html'), page('Landing'));
    writeFileSync(join(distDir, 'prerendered', 'signin.html'), page('Sign In'));
    writeFileSync(join(distDir, 'prerendered', 'signin.html.br'), brotliCompressSync(page('Sign In')));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  const buildWebApp = () => buildTestApp({ config: { webDistDir: distDir } });

  it.each([
    ['/', 'Landing'],
    ['/signin', 'Sign In'],
    ['/signin?redirectTo=%2Fprofile', 'Sign In'],
  ])('answers %s with its prerendered page, revalidated on every visit', async (url, heading) => {
    const app = await buildWebApp();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(page(heading));
  });

  it('answers the other client-side routes with index.html', async () => {
    const app = await buildWebApp();
    const response = await app.inject({ method: 'GET', url: '/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers in the coding asked for, and 304 while the browser holds that very copy', async () => {
    const app = await buildWebApp();
    const compressed = await app.inject({
      method: 'GET',
      url: '/signin',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page('Sign In'));
    const etag = String(compressed.headers.etag);

    const again = await app.inject({
      method: 'GET',
      url: '/signin',
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
    // The uncompressed copy is another representation, with an ETag of its own.
    const plain = await app.inject({ method: 'GET', url: '/signin', headers: { 'if-none-match': etag } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page('Sign In'));
  });
});

describe('the contact details the build put into the pages', () => {
  const contact = { phone: '+18005551234', email: 'help@example.org', address: null };
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'waypoint-web-contact-'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, BUILT_CONTACT_FILE), JSON.stringify(contact));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  async function warningsWith(publicContact: typeof contact) {
    const { lines, logger } = logCapture('warn');
    const app = await buildTestApp({ config: { webDistDir: distDir, publicContact }, logger });
    await app.ready();
    return lines.filter((line) => line.msg === CONTACT_MISMATCH_MESSAGE);
  }

  it('are not mentioned when they are the ones configured', async () => {
    expect(await warningsWith(contact)).toEqual([]);
  });

  it('are named in a warning when the configuration changed since the build', async () => {
    const [warning] = await warningsWith({ ...contact, phone: '+18005559876' });
    expect(warning).toMatchObject({
      built: contact,
      configured: { phone: '+18005559876' },
    });
  });
});
