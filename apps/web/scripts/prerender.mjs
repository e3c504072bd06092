// Writes the public pages as HTML (decision 031), and each signed-in page as its loading page (decision 050):
// runs the server build of src/prerender.tsx and puts each page's markup, title and critical CSS into the client
// build's index.html, as dist/prerendered/<page>.html (dist/prerendered/career/translate.html). The API serves
// those files for the pages' addresses. Usage: node scripts/prerender.mjs <dist> <ssr-dist>
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [distDir, ssrDir] = process.argv.slice(2).map((dir) => resolve(dir));
if (!distDir || !ssrDir) throw new Error('usage: node scripts/prerender.mjs <dist> <ssr-dist>');

const { renderPage, renderLoadingPage, PRERENDERED_PATHS, LOADING_PAGE_PATHS } = await import(
  pathToFileURL(join(ssrDir, 'prerender.js')).href
);
const template = readFileSync(join(distDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));

/** The route modules each page loads before it hydrates (app/start.tsx loads them all before the first render). */
const PAGE_MODULES = {
  '/': ['src/app/landing-route.tsx'],
  '/crisis-resources': ['src/app/shell/shell-gate.tsx', 'src/features/crisis/crisis-page.tsx'],
  '/signin': ['src/features/auth/sign-in-page.tsx'],
  '/register': ['src/features/auth/register-page.tsx'],
  '/reset-password': ['src/features/auth/reset-password-page.tsx'],
  '/privacy': ['src/features/legal/privacy-page.tsx'],
  '/terms': ['src/features/legal/terms-page.tsx'],
};

const entryKey = 'index.html';
const FIRST_USE_ENTRY = 'src/first-use.ts';
if (!manifest[entryKey] || !manifest[FIRST_USE_ENTRY]) throw new Error('The build manifest lacks an entry');
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}
const entryFiles = closure(entryKey);

/** The page's own chunks beyond the entry (which holds the app): what it loads before it hydrates. */
function pageFiles(path) {
  const modules = PAGE_MODULES[path] ?? [];
  if (!modules) throw new Error(`No route modules listed for ${path}`);
  const files = new Set();
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    for (const file of closure(key)) if (!entryFiles.has(file)) files.add(file);
  }
  return [...files];
}

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const APP_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
const PAGE_END = 'page-end';
const FORMS = new Set(['/signin', '/register', '/reset-password']);
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]*">/;
const firstUseFiles = closure(FIRST_USE_ENTRY);

/**
 * The page's markup in the client build's index.html: its title in the head in place of the default one, its
 * critical CSS, and the markup in the root (with `rootAttribute`, if any).
 */
function withMarkup(path, { html, styles }, rootAttribute = '') {
  // The CSP allows no inline script: a page whose render suspended would need React's to reveal its content.
  if (/<script|<template/i.test(html)) throw new Error(`${path} rendered a script or a pending boundary`);
  // React writes the page's <title> first; it belongs in the head, in place of the default one.
  const title = TITLE.exec(html)?.[0];
  const body = title ? html.replace(title, '') : html;
  const page = template
    .replace(TITLE, () => title ?? TITLE.exec(template)?.[0] ?? '')
    // The first paint waits until the whole page is parsed (the empty element after it): painted in parts, a
    // centred card would move as it grows, a layout shift. The page is all in this file: a few milliseconds.
    .replace(
      '</head>',
      () => `    ${styles}\n    <link rel="expect" href="#${PAGE_END}" blocking="render">\n  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root"${rootAttribute}>${body}</div><span id="${PAGE_END}" hidden></span>`,
    );
  if (!page.includes(`id="${PAGE_END}"`)) throw new Error('index.html has no empty <div id="root"></div>');
  return page;
}

/** A public page: hydrated on first use (decision 031). */
function fill(path, rendered) {
  const page = withMarkup(path, rendered, ' data-prerendered')
    // The page is on screen without its JavaScript: the HTML and paint come first; its script is the first-use
    // entry, which brings the app (and the page's chunks) when the visitor first uses the page.
    .replace(APP_PRELOADS, '')
    .replace(
      ENTRY_SCRIPT,
      () => `<script type="module" crossorigin fetchpriority="low" src="/${manifest[FIRST_USE_ENTRY].file}">`,
    )
    // The page reads without JavaScript; what needs it (the forms) says so.
    .replace(NOSCRIPT, () =>
      FORMS.has(path)
        ? `<noscript><p style="margin:0;padding:8px 16px;background:#fff3cd;color:#1b1b1b">${escapeText(
            'This form needs JavaScript. Please turn it on and reload the page. If you are in crisis, call 988 and press 1, or text 838255.',
          )}</p></noscript>`
        : '',
    );
  if (!page.includes('fetchpriority="low" src=')) throw new Error('index.html has no entry script to lower');
  return page;
}

/**
 * A signed-in page's HTML (decision 050): its loading page, then the app as index.html loads it, rendered afresh
 * over it. The scripts are fetched at low priority: the page is on screen without them.
 */
function fillLoading(path, rendered) {
  if (!TITLE.test(rendered.html)) throw new Error(`The loading page of ${path} has no title`);
  return withMarkup(path, rendered)
    .replace(ENTRY_SCRIPT, (script) => script.replace(' src=', ' fetchpriority="low" src='))
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

const outDir = join(distDir, 'prerendered');
mkdirSync(outDir, { recursive: true });
for (const path of PRERENDERED_PATHS) {
  const file = join(outDir, `${path === '/' ? 'index' : path.slice(1)}.html`);
  writeFileSync(file, fill(path, await renderPage(path)));
}
for (const path of LOADING_PAGE_PATHS) {
  const file = join(outDir, `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, fillLoading(path, await renderLoadingPage(path)));
}
// For npm run bench (bench/bundle-size.ts): what each page loads at first (the first-use entry), and what it
// has loaded once it is hydrated (the app and the page's chunks).
const pages = Object.fromEntries(
  PRERENDERED_PATHS.map((path) => [
    path,
    { initial: [...firstUseFiles], hydrated: [...entryFiles, ...pageFiles(path)] },
  ]),
);
writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `prerendered ${PRERENDERED_PATHS.length} public pages and ${LOADING_PAGE_PATHS.length} signed-in loading pages into ${outDir}`,
);
