import type { PublicContact } from '@waypoint/shared/contact/public-contact';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { etagMatches } from '../app/cache-policy';
import { chooseCoding, readWebBuild, type BuiltFile, type WebBuild } from './web-build';

export interface WebAppOptions {
  /** The web app's build output (`apps/web/dist`); may not exist in development and tests. */
  distDir: string;
  /** The contact details configured now (CONTACT_*), which the built pages should show. */
  publicContact?: PublicContact;
}

/** What the web build wrote about the contact details it put into the pages (apps/web/vite.config.ts). */
export const BUILT_CONTACT_FILE = 'public-contact.json';

export const CONTACT_MISMATCH_MESSAGE =
  'The built web app shows other contact details than CONTACT_PHONE, CONTACT_EMAIL and CONTACT_ADDRESS say: ' +
  'build it again with them set (npm run build; npm start does it by itself)';

export const WEB_APP_NOT_BUILT_MESSAGE =
  'The web app is not built. Run npm run build, then restart the server (during development use npm run dev).';

/**
 * Everything outside /api: the built single-page app, and the answer for any path no route claimed. The build is
 * read into memory at start (web-build.ts), so a build written again under a running server changes none of its
 * answers. A file of the build answers its own address; the prerendered public pages theirs (decision 031);
 * other client-side routes (`/careers/11B`) get index.html so a reload or a shared link works; unknown API paths
 * get JSON.
 */
export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, { distDir, publicContact }) {
    const build = readWebBuild(distDir);
    // The pages are prerendered with the contacts of their build (decision 031): say so when those are not the
    // ones configured now, rather than serve other contacts silently.
    const shown = build ? builtContact(build) : NO_CONTACT;
    if (build && publicContact && !sameContact(shown, publicContact)) {
      app.log.warn({ built: shown, configured: publicContact }, CONTACT_MISMATCH_MESSAGE);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request);
      if (path === '/api' || path.startsWith('/api/')) {
        throw new AppError('NOT_FOUND', `No API route matches ${request.method} ${path}.`);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        throw new AppError('NOT_FOUND', `Nothing here answers ${request.method} ${path}.`);
      }
      if (!build) throw new AppError('NOT_FOUND', WEB_APP_NOT_BUILT_MESSAGE);
      const file = build.files.get(path);
      if (file) return sendBuiltFile(request, reply, file);
      // A missing fingerprinted file must stay a 404: answering HTML would be parsed as a script or style.
      if (path.startsWith('/assets/')) throw new AppError('NOT_FOUND', `No file matches ${path}.`);
      return sendBuiltFile(request, reply, build.pages.get(path) ?? build.index);
    });
  },
  { name: 'web-app' },
);

/**
 * A file of the build in the coding the request accepts best, with a strong ETag per coding; 304 when the
 * browser's copy is current. Cache-Control: revalidated, as files of the build always were; plugins/app/
 * cache-policy.ts makes HTML `no-cache` and fingerprinted assets immutable.
 */
function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile): FastifyReply {
  const coding = chooseCoding(request.headers['accept-encoding'], file);
  const { body, etag } = file[coding] ?? file.identity;
  reply
    .header('content-type', file.contentType)
    .header('cache-control', 'public, max-age=0')
    .header('etag', etag)
    .header('last-modified', file.lastModified);
  // The bytes depend on Accept-Encoding whenever the file has compressed copies: shared caches must know.
  if (file.br || file.gzip) reply.header('vary', 'accept-encoding');
  if (coding !== 'identity') reply.header('content-encoding', coding);
  if (notModified(request, etag, file.lastModified)) return reply.code(304).send();
  return reply.code(200).send(body);
}

/** If-None-Match decides when present (RFC 9110 §13.1.3); otherwise If-Modified-Since. */
function notModified(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}

const NO_CONTACT: PublicContact = { phone: null, email: null, address: null };

/** The contacts the build put into the pages; none for a build from before they were configurable. */
function builtContact(build: WebBuild): PublicContact {
  const file = build.files.get(`/${BUILT_CONTACT_FILE}`);
  if (!file) return NO_CONTACT;
  try {
    const {
      phone = null,
      email = null,
      address = null,
    } = JSON.parse(file.identity.body.toString('utf8')) as Partial<PublicContact>;
    return { phone, email, address };
  } catch {
    return NO_CONTACT;
  }
}

const sameContact = (a: PublicContact, b: PublicContact) =>
  a.phone === b.phone && a.email === b.email && a.address === b.address;

function pathOf(request: FastifyRequest): string {
  const queryStart = request.url.indexOf('?');
  return queryStart === -1 ? request.url : request.url.slice(0, queryStart);
}
