import { request as httpRequest, Agent } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../../test/helper';
import { logCapture } from '../../test/log-capture';

/*
 * The prerendered pages and the single-page app's fallback under load, over real sockets: many requests at once,
 * for every page and every Accept-Encoding a browser or a tool sends, with and without the build being written
 * again under the running server (`npm run build` empties apps/web/dist and writes it anew, file by file, while
 * servers started from it keep running: `npm start` rebuilds in place when the sources changed). Every answer
 * must be the page the server started with; none may be a 404 or a 500.
 */

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>` +
  `<div id="root" data-prerendered><h1>${title}</h1>${'<p>Waypoint helps veterans.</p>'.repeat(60)}</div>` +
  '<script type="module" src="/assets/first-use-1a2b3c.js"></script></body></html>';

/** What the build writes (scripts/prerender.mjs, scripts/compress-dist.mjs), by path under dist. */
const BUILD: Record<string, string> = {
  'index.html': page('Waypoint app'),
  'prerendered/index.html': page('Landing'),
  'prerendered/signin.html': page('Sign In'),
  'prerendered/register.html': page('Create your account'),
  'prerendered/reset-password.html': page('Reset your password'),
  'prerendered/crisis-resources.html': page('Crisis resources'),
  'assets/first-use-1a2b3c.js': `export const firstUse = true;${' '.repeat(2_000)}`,
};

/** Address → the file that answers it. */
const PAGES: [address: string, file: string][] = [
  ['/', 'prerendered/index.html'],
  ['/signin', 'prerendered/signin.html'],
  ['/register', 'prerendered/register.html'],
  ['/register?testEmail=a%40example.com', 'prerendered/register.html'],
  ['/reset-password', 'prerendered/reset-password.html'],
  ['/crisis-resources', 'prerendered/crisis-resources.html'],
  // The single-page app's fallback: every other page.
  ['/dashboard', 'index.html'],
  ['/career/interview-coach', 'index.html'],
  ['/profile?tab=settings', 'index.html'],
  ['/assets/first-use-1a2b3c.js', 'assets/first-use-1a2b3c.js'],
];

/** Accept-Encoding as sent, and the coding the answer must use. */
const ENCODINGS: [header: string | undefined, coding: 'br' | 'gzip' | undefined][] = [
  [undefined, undefined],
  ['identity', undefined],
  ['gzip', 'gzip'],
  ['br', 'br'],
  ['gzip, br', 'br'],
  ['gzip, deflate, br, zstd', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['deflate', undefined],
];

function writeBuildSync(dir: string): void {
  for (const [path, text] of Object.entries(BUILD)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
  }
}

/** As the build does it: the directory emptied, the files written, then their compressed siblings. */
async function rebuild(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(BUILD)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  for (const [path, text] of Object.entries(BUILD)) {
    await writeFile(join(dir, `${path}.gz`), gzipSync(text));
    await writeFile(join(dir, `${path}.br`), brotliCompressSync(text));
  }
}

/** The body as text; a HEAD answer has none, whatever its coding. */
function decode(raw: Buffer, coding: string | undefined): string {
  if (raw.length === 0) return '';
  if (coding === 'br') return brotliDecompressSync(raw).toString();
  if (coding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

interface Answer {
  status: number;
  coding: string | undefined;
  body: string;
}

/** One request; a broken answer (a connection reset, a response that does not parse) is an answer too. */
function get(agent: Agent, port: number, method: 'GET' | 'HEAD', path: string, encoding?: string) {
  return new Promise<Answer>((resolve) => {
    const broken = (error: Error) => resolve({ status: 0, coding: undefined, body: error.message });
    const headers = encoding === undefined ? {} : { 'accept-encoding': encoding };
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const coding = response.headers['content-encoding'];
        try {
          resolve({ status: response.statusCode ?? 0, coding, body: decode(Buffer.concat(chunks), coding) });
        } catch (error) {
          broken(error as Error);
        }
      });
      response.on('error', broken);
    });
    request.on('error', broken);
    request.end();
  });
}

/** A server on a fresh build of its own, listening on a free port; closed when the test ends. */
async function startServer() {
  const distDir = mkdtempSync(join(tmpdir(), 'waypoint-web-load-'));
  writeBuildSync(distDir);
  onTestFinished(() => rmSync(distDir, { recursive: true, force: true }));
  const { lines, logger } = logCapture('warn');
  const app = await buildTestApp({ config: { webDistDir: distDir }, logger });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  onTestFinished(() => agent.destroy());
  return { distDir, lines, load: (rounds: number) => load(agent, port, rounds) };
}

/** Every page × every Accept-Encoding × GET and HEAD, `rounds` times, all at once per round; what went wrong. */
async function load(agent: Agent, port: number, rounds: number): Promise<string[]> {
  const problems: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(
      PAGES.flatMap(([address, file]) =>
        ENCODINGS.flatMap(([header, coding]) =>
          (['GET', 'HEAD'] as const).map(async (method) => {
            const answer = await get(agent, port, method, address, header);
            const expected = method === 'HEAD' ? '' : BUILD[file];
            if (answer.status !== 200 || answer.coding !== coding || answer.body !== expected) {
              const body = answer.body === expected ? 'the page' : `"${answer.body.slice(0, 40)}"`;
              problems.push(
                `${method} ${address} (Accept-Encoding: ${header ?? 'none'}): ${answer.status}, ` +
                  `coding ${answer.coding ?? 'none'}, ${body}`,
              );
            }
          }),
        ),
      ),
    );
  }
  return problems;
}

describe('the web app under load', () => {
  it('answers every page in every encoding, many requests at once', async () => {
    const server = await startServer();
    expect(await server.load(15)).toEqual([]);
  });

  it('keeps answering the build it started with while the build is written again under it', async () => {
    const server = await startServer();
    let writing = true;
    const rewrites = (async () => {
      let count = 0;
      while (writing || count < 3) {
        await rebuild(server.distDir);
        count += 1;
      }
      return count;
    })();
    let problems: string[];
    try {
      problems = await server.load(15);
    } finally {
      writing = false;
    }
    expect(await rewrites).toBeGreaterThanOrEqual(3);
    expect(problems.slice(0, 5)).toEqual([]);
    expect(server.lines.filter((line) => String(line.msg).includes('404 handler'))).toEqual([]);
  });
});
