import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PublicContact } from '@waypoint/shared/contact/public-contact';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

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

// The public pages the build wrote as HTML (decision 031): `prerendered/signin.html` answers `/signin`.
const PRERENDERED_DIR = 'prerendered';

/**
 * Everything outside /api: the built single-page app, and the answer for any path no route claimed. Client-side
 * routes (`/careers/11B`) get index.html so a reload or a shared link works; unknown API paths get JSON.
 */
export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, { distDir, publicContact }) {
    const built = existsSync(join(distDir, 'index.html'));
    const prerendered = built ? prerenderedPages(distDir) : new Map<string, string>();
    // The pages are prerendered with the contacts of their build (decision 031): say so when those are not the
    // ones configured now, rather than serve other contacts silently.
    const shown = built ? builtContact(distDir) : NO_CONTACT;
    if (built && publicContact && !sameContact(shown, publicContact)) {
      app.log.warn({ built: shown, configured: publicContact }, CONTACT_MISMATCH_MESSAGE);
    }
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        // `/` is a page like the others below: its prerendered file when there is one.
        index: false,
        // The build does not change while the server runs, so list its files once instead of matching `/*`:
        // unknown paths then go straight to the not-found handler below.
        wildcard: false,
        // The build writes .br/.gz siblings (scripts/compress-dist.mjs); send them when the client accepts them.
        preCompressed: true,
        // Cache-Control: plugins/app/cache-policy.ts (HTML no-cache, fingerprinted assets immutable).
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request);
      if (path === '/api' || path.startsWith('/api/')) {
        throw new AppError('NOT_FOUND', `No API route matches ${request.method} ${path}.`);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        throw new AppError('NOT_FOUND', `Nothing here answers ${request.method} ${path}.`);
      }
      if (!built) throw new AppError('NOT_FOUND', WEB_APP_NOT_BUILT_MESSAGE);
      // A missing fingerprinted file must stay a 404: answering HTML would be parsed as a script or style.
      if (path.startsWith('/assets/')) throw new AppError('NOT_FOUND', `No file matches ${path}.`);
      return reply.sendFile(prerendered.get(path) ?? 'index.html');
    });
  },
  { name: 'web-app' },
);

const NO_CONTACT: PublicContact = { phone: null, email: null, address: null };

/** The contacts the build put into the pages; none for a build from before they were configurable. */
function builtContact(distDir: string): PublicContact {
  const file = join(distDir, BUILT_CONTACT_FILE);
  if (!existsSync(file)) return NO_CONTACT;
  try {
    const {
      phone = null,
      email = null,
      address = null,
    } = JSON.parse(readFileSync(file, 'utf8')) as Partial<PublicContact>;
    return { phone, email, address };
  } catch {
    return NO_CONTACT;
  }
}

const sameContact = (a: PublicContact, b: PublicContact) =>
  a.phone === b.phone && a.email === b.email && a.address === b.address;

/** Page address → its prerendered file under distDir (`/` → `prerendered/index.html`). */
function prerenderedPages(distDir: string): Map<string, string> {
  const dir = join(distDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return [name === 'index' ? '/' : `/${name}`, `${PRERENDERED_DIR}/${file}`] as const;
      }),
  );
}

function pathOf(request: FastifyRequest): string {
  const queryStart = request.url.indexOf('?');
  return queryStart === -1 ? request.url : request.url.slice(0, queryStart);
}
