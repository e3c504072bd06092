import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
// By path, with its extension, so Vite bundles it into the config: Node cannot import the shared TypeScript.
import { publicContactFrom } from '../../packages/shared/src/contact/public-contact.ts';

/**
 * The public contact details (CONTACT_PHONE, CONTACT_EMAIL, CONTACT_ADDRESS; docs/operations.md) go into the pages
 * at build time, as `import.meta.env.CONTACT_*` (`envPrefix` below): the landing page is prerendered (decision
 * 031), so they must be in its HTML. An unusable value fails the build. What the build used is written to
 * `public-contact.json`, which the server compares with its own configuration at start, and `npm start` with the
 * environment to decide whether to build again.
 */
function publicContact(): Plugin {
  const { contact, problems } = publicContactFrom(process.env);
  return {
    name: 'waypoint:public-contact',
    apply: 'build',
    buildStart() {
      if (problems.length > 0) this.error(problems.join('\n'));
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'public-contact.json',
        source: `${JSON.stringify(contact, null, 2)}\n`,
      });
    },
  };
}

/**
 * Adds <link rel="modulepreload"> to index.html for the signed-in area's layout (the shell gate, the shell with its
 * session check, the store, what the loaders start the first requests with) and their imports. index.html answers only the pages that are not prerendered (the
 * public ones load their own HTML, decision 031): the signed-in pages, opened from a link or a bookmark. Without
 * it the browser learns of the shell only after the entry has downloaded and run, one round trip later; with
 * it they download with the entry, and only the page's own chunk comes after.
 */
function preloadSignedInShell(): Plugin {
  const SHELL_MODULES = [
    '/app/shell/shell-gate.tsx',
    '/app/shell/signed-in-layout.tsx',
    '/stores/store.ts',
    // What the routes' loaders start with (app/router.tsx): the session check, and the dashboard's figures.
    '/app/session/prefetch-session.ts',
    '/features/dashboard/api/prefetch-dashboard.ts',
  ];
  return {
    name: 'waypoint:preload-signed-in-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const shell = SHELL_MODULES.map((path) =>
          chunks.find((chunk) => chunk.facadeModuleId?.endsWith(path)),
        );
        if (shell.some((chunk) => !chunk)) return [];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loaded = new Set<string>();
        const collect = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported);
        };
        collect(entry.fileName);
        const alreadyLoaded = new Set(loaded);
        for (const chunk of shell) collect(chunk!.fileName);
        return [...loaded]
          .filter((fileName) => !alreadyLoaded.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Marks every browser chunk with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and
 * later; other engines read a comment). Chrome then compiles the chunk's functions on the thread that streams the
 * download, instead of on the main thread the first time each runs: on a signed-in page opened first, that
 * compiling was a large part of the long tasks between the loading page and the page (decision 051). A chunk is
 * downloaded only when what it holds is about to run (the entry's, the shell's, the page's, a dialog's on open), so
 * every chunk qualifies. Written into the finished files (a minifier drops comments), as their first line; the
 * file names' hashes are of the files without it, which is as unique.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
function compileHints(): Plugin {
  return {
    name: 'waypoint:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}
/**
 * The public routes' own modules, loaded on a prerendered page's first use (app/router.tsx, layout-routes.tsx;
 * `/crisis-resources` opens in the shell gate, which shows the public frame to a visitor).
 */
const PUBLIC_PAGE =
  /[\\/]src[\\/](app[\\/](landing-route|store-layout|shell[\\/]shell-gate)|features[\\/](auth|legal|contact|crisis|landing)[\\/]|features[\\/]documents[\\/]shared-document-page)/;

/**
 * The browser's chunks, in a few larger files rather than about seventy small ones (decision 042): over HTTP/1.1
 * the browser fetches six files at a time, so on a phone network every six more files cost another round trip.
 * Modules are placed by who loads them, read from the module graph; the rest stays split as Rolldown splits it
 * (each page, and what only some pages share):
 *
 * - `app`: what the entry loads statically (`main.tsx` → `app/start.tsx`: React, the router, MUI's core), which
 *   every prerendered public page also loads on first use (decision 031). What `first-use.ts` imports stays out,
 *   so that entry stays a few hundred bytes and pulls no other chunk at first load.
 * - `shared`: what the signed-in layout shares with the public pages (MUI's buttons, dialogs and the like, the
 *   store and the API client sign-in uses). A public page loads it on first use, and so has it already when the
 *   visitor signs in.
 * - `signed-in-layout`, then `signed-in`: the rest of what the shell, the store and the routes' loaders import
 *   (what `preloadSignedInShell` preloads), which every signed-in page loads first. The layout is apart because
 *   the public frame's account menu loads it without the store.
 */
function chunkGroups(): Rolldown.CodeSplittingOptions {
  const moduleId = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const appEntry = moduleId('./src/main.tsx');
  const firstUseEntry = moduleId('./src/first-use.ts');
  const layout = moduleId('./src/app/shell/signed-in-layout.tsx');
  const signedInData = [
    './src/stores/store.ts',
    './src/app/session/prefetch-session.ts',
    './src/features/dashboard/api/prefetch-dashboard.ts',
  ].map(moduleId);
  type Graph = Parameters<Rolldown.CodeSplittingNameFunction>[1];
  const closure = (graph: Graph, roots: string[], dynamic = false) => {
    const found = new Set<string>();
    const pending = [...roots];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      const info = graph.getModuleInfo(id);
      pending.push(...(info?.importedIds ?? []), ...((dynamic && info?.dynamicallyImportedIds) || []));
    }
    return found;
  };
  // One build makes one chunking pass; the graph is read once, on the first module the groups are asked about.
  let chunkOf: Map<string, string | null> | undefined;
  const place = (graph: Graph) => {
    const placed = new Map<string, string | null>();
    const layer = (modules: Iterable<string>, chunk: string | null) => {
      for (const module of modules) if (!placed.has(module)) placed.set(module, chunk);
    };
    layer([appEntry, ...closure(graph, [firstUseEntry])], null);
    layer(closure(graph, [appEntry]), 'app');
    const publicPages = [...closure(graph, [appEntry], true)].filter((module) => PUBLIC_PAGE.test(module));
    const signedIn = closure(graph, [layout, ...signedInData]);
    const publicModules = closure(graph, publicPages);
    layer(
      [...publicModules].filter((module) => signedIn.has(module)),
      'shared',
    );
    layer(publicModules, null);
    layer(closure(graph, [layout]), 'signed-in-layout');
    layer(closure(graph, signedInData), 'signed-in');
    return placed;
  };
  const name: Rolldown.CodeSplittingNameFunction = (id, graph) => {
    chunkOf ??= place(graph);
    // The entries and what is imported dynamically (the app, the shell, each page) keep a chunk of their own, named
    // by their module as the manifest, the prerender and the preload above look them up.
    const info = graph.getModuleInfo(id);
    if (!info || info.isEntry || info.dynamicImporters.length > 0) return null;
    return chunkOf.get(id) ?? null;
  };
  return { groups: [{ name }], includeDependenciesRecursively: false };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadSignedInShell(), publicContact(), ...(isSsrBuild ? [] : [compileHints()])],
  // Only these reach the browser bundle: the API base, and the public contact details (public by definition).
  envPrefix: ['VITE_', 'CONTACT_'],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // npm run bench reads the manifest to report exactly what each route loads.
    manifest: true,
    // The server's CSP forbids inline script; the preload polyfill is the only inline script Vite would emit.
    modulePreload: { polyfill: false },
    // The second entry: every prerendered public page loads the app on first use (decision 031).
    rolldownOptions: {
      input: { index: 'index.html', 'first-use': 'src/first-use.ts' },
      // The server build of the prerender is one program, read from disk: no chunk groups.
      ...(!isSsrBuild && { output: { codeSplitting: chunkGroups() } }),
    },
  },
}));
