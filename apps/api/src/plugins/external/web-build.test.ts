import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCoding, readWebBuild, type BuiltFile } from './web-build';

const representation = { body: Buffer.from('x'), etag: '"x"' };
const compressed: BuiltFile = {
  contentType: 'text/html; charset=utf-8',
  lastModified: new Date(0).toUTCString(),
  identity: representation,
  br: representation,
  gzip: representation,
};
const gzipOnly: BuiltFile = { ...compressed, br: undefined };
const plain: BuiltFile = { ...compressed, br: undefined, gzip: undefined };

describe('chooseCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.5, identity', 'identity'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['br;q=abc', 'identity'],
  ] as const)('answers Accept-Encoding %j with %s', (header, coding) => {
    expect(chooseCoding(header, compressed)).toBe(coding);
  });

  it('offers only the codings the build wrote', () => {
    expect(chooseCoding('br, gzip', gzipOnly)).toBe('gzip');
    expect(chooseCoding('br, gzip', plain)).toBe('identity');
  });

  it('sends the file as it is when nothing offered is acceptable', () => {
    expect(chooseCoding('identity;q=0, deflate', compressed)).toBe('identity');
  });
});

describe('readWebBuild', () => {
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'waypoint-web-build-'));
    mkdirSync(join(distDir, 'prerendered', 'nested'), { recursive: true });
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), 'app');
    writeFileSync(join(distDir, 'index.html.br'), 'app-br');
    writeFileSync(join(distDir, 'index.html.gz'), 'app-gz');
    writeFileSync(join(distDir, 'prerendered', 'index.html'), 'landing');
    writeFileSync(join(distDir, 'prerendered', 'signin.html'), 'sign in');
    writeFileSync(join(distDir, 'prerendered', 'nested', 'page.html'), 'nested');
    writeFileSync(join(distDir, 'assets', 'app-1a2b.js'), 'code');
    writeFileSync(join(distDir, 'assets', 'data.tar.gz'), 'archive');
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('holds each file under its address, with its compressed copies as codings of it', () => {
    const build = readWebBuild(distDir)!;
    expect([...build.files.keys()].sort()).toEqual([
      '/assets/app-1a2b.js',
      '/assets/data.tar.gz',
      '/index.html',
      '/prerendered/index.html',
      '/prerendered/nested/page.html',
      '/prerendered/signin.html',
    ]);
    expect(build.index.identity.body.toString()).toBe('app');
    expect(build.index.br?.body.toString()).toBe('app-br');
    expect(build.index.gzip?.body.toString()).toBe('app-gz');
    expect(build.index.br?.etag).not.toBe(build.index.identity.etag);
    expect(build.files.get('/assets/app-1a2b.js')?.contentType).toBe('application/javascript; charset=utf-8');
    expect(build.files.get('/assets/data.tar.gz')?.contentType).toBe('application/octet-stream');
  });

  it('maps the prerendered pages to their addresses, the signed-in pages under a section too', () => {
    const build = readWebBuild(distDir)!;
    expect(
      Object.fromEntries([...build.pages].map(([address, file]) => [address, String(file.identity.body)])),
    ).toEqual({
      '/': 'landing',
      '/nested/page': 'nested',
      '/signin': 'sign in',
    });
  });

  it('finds no build without index.html, or without the directory', () => {
    expect(readWebBuild(join(distDir, 'assets'))).toBeUndefined();
    expect(readWebBuild(join(distDir, 'missing'))).toBeUndefined();
  });
});
