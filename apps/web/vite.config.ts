import { defineConfig, type Plugin } from 'vite';
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
 * Adds <link rel="modulepreload"> for the landing page's chunk and its imports to index.html. Without it the
 * browser learns about them only after the entry has downloaded and run, one round trip later; `/` is the front
 * door, so its chunks load alongside the entry. Other routes pay only the download of a few kilobytes.
 */
function preloadLandingPage(): Plugin {
  return {
    name: 'waypoint:preload-landing-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // The `/` route's module: the landing page with the contact section (not the contact form, lazy).
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/app/landing-route.tsx'));
        if (!landing) return [];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loaded = new Set<string>();
        const collect = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported);
        };
        collect(entry.fileName);
        const alreadyLoaded = new Set(loaded);
        collect(landing.fileName);
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

export default defineConfig({
  plugins: [react(), preloadLandingPage(), publicContact()],
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
    rolldownOptions: { input: { index: 'index.html', 'first-use': 'src/first-use.ts' } },
  },
});
