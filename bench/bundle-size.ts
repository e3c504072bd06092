import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type RouteChunkSize = { chunk: string; ownKb: number; addedOnVisitKb: number };
/** All the JavaScript a page loads when it is the first one opened, against its target (issue: "Fast everywhere"). */
export type PageLoad = {
  page: string;
  kb: number;
  targetKb: number;
  /** A public page, which loads the app on first use: what it has loaded once hydrated. */
  hydratedKb?: number;
  afterSignInKb?: number;
};
export type BundleReport = {
  initialLandingKb: number;
  entryKb: number;
  routes: RouteChunkSize[];
  /** The prerendered public pages: the entry and what the page loads before it hydrates. */
  publicPages: PageLoad[];
  /** Each signed-in page opened first after sign-in: entry, route guard, shell, store and the page. */
  signedInPages: PageLoad[];
};

/** Initial JavaScript of `/`, gzipped; the other public pages are held to it too. */
export const PUBLIC_PAGE_TARGET_KB = 100;
/** Every signed-in route on its first visit after sign-in, gzipped. */
export const SIGNED_IN_PAGE_TARGET_KB = 250;

/** Route modules that are no signed-in page of their own (public, or reached from a link in an e-mail). */
const NOT_SIGNED_IN = /features\/(auth|legal|contact|crisis)\/|shared-document-page/;
/** What every signed-in page loads besides itself (router.tsx, layout-routes.tsx). */
const SHELL_MODULES = [
  'src/app/shell/shell-gate.tsx',
  'src/app/shell/signed-in-layout.tsx',
  'src/stores/store.ts',
];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The files a prerendered page loads at first, and once it is hydrated (the same unless it waits for use). */
type PrerenderedPageFiles = { initial: string[]; hydrated: string[] };

/** The prerendered public pages with the files each loads, as the prerender wrote them (apps/web/scripts/prerender.mjs). */
function readPrerenderedPages(distDir: string): Record<string, PrerenderedPageFiles> {
  const pagesPath = join(distDir, 'prerendered/pages.json');
  if (!existsSync(pagesPath)) throw new Error(`No ${pagesPath}; run npm run build first.`);
  return JSON.parse(readFileSync(pagesPath, 'utf8')) as Record<string, PrerenderedPageFiles>;
}

/** The addresses of the prerendered public pages, for Lighthouse. */
export function publicPagePaths(distDir: string): string[] {
  return Object.keys(readPrerenderedPages(distDir));
}

/** Reads Vite's build manifest to know exactly which files each route loads, and gzips them as a server would. */
export function measureBundles(distDir: string): BundleReport {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No build manifest at ${manifestPath}; run npm run build first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file) ?? 0;
  };
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const jsBytes = (files: Iterable<string>) =>
    [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + sizeOf(f), 0);

  // index.html's entry (main.tsx) holds the app; the prerendered public pages start from src/first-use.ts,
  // which loads the same app on first use (decision 031).
  const entryKey = 'index.html';
  if (!manifest[entryKey]) throw new Error('The build manifest has no index.html entry.');
  const entryFiles = closure(entryKey);
  const appKey = 'src/app/start.tsx';
  const routeKeys = [
    ...new Set(
      Object.values(manifest)
        .filter((chunk) => entryFiles.has(chunk.file))
        .flatMap((chunk) => chunk.dynamicImports ?? []),
    ),
  ].filter((key) => key !== appKey);
  const routes = routeKeys.map((key) => {
    const files = closure(key);
    const added = [...files].filter((file) => !entryFiles.has(file));
    return { chunk: key, ownKb: kb(sizeOf(manifest[key]?.file ?? '')), addedOnVisitKb: kb(jsBytes(added)) };
  });
  const prerendered = readPrerenderedPages(distDir);
  const publicPages = Object.entries(prerendered).map(([page, { initial, hydrated }]) => ({
    page,
    kb: kb(jsBytes(new Set(initial))),
    targetKb: PUBLIC_PAGE_TARGET_KB,
    hydratedKb: kb(jsBytes(new Set(hydrated))),
  }));

  const shellFiles = new Set(entryFiles);
  for (const key of SHELL_MODULES) closure(key, shellFiles);
  // After signing in on /signin, the browser already holds what that page loaded.
  const signInFiles = new Set(prerendered['/signin']?.hydrated ?? []);
  const signedInPages = routeKeys
    .filter((key) => key.startsWith('src/features/') && !NOT_SIGNED_IN.test(key))
    .map((key) => {
      const files = closure(key, new Set(shellFiles));
      return {
        page: key.replace(/^src\/features\//, ''),
        kb: kb(jsBytes(files)),
        targetKb: SIGNED_IN_PAGE_TARGET_KB,
        afterSignInKb: kb(jsBytes([...files].filter((file) => !signInFiles.has(file)))),
      };
    });

  return {
    initialLandingKb: kb(jsBytes(new Set(prerendered['/']?.initial ?? []))),
    entryKb: kb(jsBytes(entryFiles)),
    routes,
    publicPages,
    signedInPages,
  };
}

const againstTarget = ({ page, kb: size, targetKb, hydratedKb, afterSignInKb }: PageLoad) => ({
  page,
  'JS KB (gzip)': size,
  ...(hydratedKb !== undefined && { 'once hydrated KB': hydratedKb }),
  ...(afterSignInKb !== undefined && { 'downloaded after /signin KB': afterSignInKb }),
  'target KB': targetKb,
  met: size <= targetKb ? 'yes' : 'NO',
});

export function printBundleReport(report: BundleReport): void {
  console.log('\n== JavaScript size (gzip -9) ==');
  console.log(`Initial load of / (prerendered; the app comes on first use): ${report.initialLandingKb} KB`);
  console.log(`Entry with the app (app/start.tsx: React, router, MUI): ${report.entryKb} KB`);
  console.table(
    report.routes.map((route) => ({
      'route chunk': route.chunk.replace(/^src\//, ''),
      'own KB': route.ownKb,
      'added on first visit KB': route.addedOnVisitKb,
    })),
  );
  console.log(
    '\nPublic pages, opened first (prerendered): JS loaded at first, and once hydrated (the app comes on' +
      ' first use):',
  );
  console.table(report.publicPages.map(againstTarget));
  console.log(
    '\nSigned-in pages, opened first after sign-in (entry, route guard, shell, store and the page):',
  );
  console.table(report.signedInPages.map(againstTarget));
}
