import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react(), preloadLandingPage()],
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
