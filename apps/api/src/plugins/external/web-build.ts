import { hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, posix, relative, sep } from 'node:path';

/**
 * The built web app, read into memory once when the server starts (decision 031). The build is rewritten in place
 * (`npm run build` empties apps/web/dist and writes it again, file by file; `npm start` does so when the sources
 * changed) while servers started from it keep running: read per request, a page could be missing for a moment
 * (answered by a bare 404), half written (a truncated body) or from a newer build whose assets this server has
 * never seen. From memory, every answer belongs to the build the server started with, until it restarts.
 */

/** The codings the build writes beside its text files (scripts/compress-dist.mjs), best first. */
const COMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;
export type Coding = (typeof COMPRESSED)[number]['coding'] | 'identity';

export interface Representation {
  body: Buffer;
  /** Strong, per coding: the bytes differ between codings. */
  etag: string;
}

export interface BuiltFile {
  contentType: string;
  /** HTTP date of the file's modification at start. */
  lastModified: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

export interface WebBuild {
  /** Every file of the build by its address (`/assets/index-3f9a1c.js`), without the compressed siblings. */
  files: ReadonlyMap<string, BuiltFile>;
  /**
   * The prerendered pages by address: the public pages (`/signin` → `prerendered/signin.html`, `/` → its
   * index.html) and the signed-in pages' loading pages (`/career/translate` → `prerendered/career/translate.html`).
   */
  pages: ReadonlyMap<string, BuiltFile>;
  /** The single-page app's index.html, the answer for every other page. */
  index: BuiltFile;
}

// The pages the build wrote as HTML: `prerendered/signin.html` answers `/signin`.
const PRERENDERED = '/prerendered/';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const representation = (body: Buffer): Representation => ({
  body,
  etag: `"${hash('sha256', body, 'base64url').slice(0, 27)}"`,
});

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** The build in `distDir`, or undefined when there is none (no index.html). */
export function readWebBuild(distDir: string): WebBuild | undefined {
  const addresses = new Map<string, string>();
  try {
    for (const path of filesUnder(distDir)) {
      addresses.set(`/${relative(distDir, path).split(sep).join(posix.sep)}`, path);
    }
  } catch {
    return undefined;
  }
  const files = new Map<string, BuiltFile>();
  for (const [address, path] of addresses) {
    const sibling = COMPRESSED.find(({ suffix }) => address.endsWith(suffix));
    if (sibling && addresses.has(address.slice(0, -sibling.suffix.length))) continue;
    const file: BuiltFile = {
      contentType: CONTENT_TYPES[extname(address).toLowerCase()] ?? 'application/octet-stream',
      lastModified: statSync(path).mtime.toUTCString(),
      identity: representation(readFileSync(path)),
    };
    for (const { coding, suffix } of COMPRESSED) {
      const compressed = addresses.get(`${address}${suffix}`);
      if (compressed) file[coding] = representation(readFileSync(compressed));
    }
    files.set(address, file);
  }
  const index = files.get('/index.html');
  if (!index) return undefined;
  const pages = new Map<string, BuiltFile>();
  for (const [address, file] of files) {
    const name = address.startsWith(PRERENDERED) ? address.slice(PRERENDERED.length) : '';
    if (!name.endsWith('.html')) continue;
    const page = name.slice(0, -'.html'.length);
    pages.set(page === 'index' ? '/' : `/${page}`, file);
  }
  return { files, pages, index };
}

/** The weight of "no coding" when the client lists neither it nor `*`: acceptable, after anything it listed. */
const UNLISTED_IDENTITY = 0.0001;

/**
 * The coding to answer with, by the request's Accept-Encoding (RFC 9110 §12.5.3): the acceptable one with the
 * highest weight, and at equal weights the smaller (br, then gzip, then none). Without the header, or when
 * nothing offered is acceptable, the file as it is.
 */
export function chooseCoding(acceptEncoding: string | undefined, file: BuiltFile): Coding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*');
  const weightOf = (coding: Coding) =>
    weights.get(coding) ?? (coding === 'identity' ? (any ?? UNLISTED_IDENTITY) : (any ?? 0));
  // In order of preference; a later one wins only with a higher weight.
  const offered: Coding[] = [
    ...COMPRESSED.filter(({ coding }) => file[coding]).map(({ coding }) => coding),
    'identity',
  ];
  let best: Coding = 'identity';
  let bestWeight = 0;
  for (const coding of offered) {
    if (weightOf(coding) > bestWeight) {
      best = coding;
      bestWeight = weightOf(coding);
    }
  }
  return best;
}
