import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Adds <link rel="modulepreload"> for the app's chunk (`app/start.tsx`: React, the router, MUI) and its imports
 * to index.html. The entry (`main.tsx`) is only the small start-up that decides when to load it (decision 031);
 * every page index.html serves needs the app at once, so it downloads with the entry instead of one round trip
 * after it. The prerendered public pages put their own preloads in its place (scripts/prerender.mjs).
 */
function preloadApp(): Plugin {
  return {
    name: 'waypoint:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/app/start.tsx'));
        if (!app) throw new Error('The build has no chunk for app/start.tsx');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loaded = new Set<string>();
        const collect = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported);
        };
        collect(entry.fileName);
        const alreadyLoaded = new Set(loaded);
        collect(app.fileName);
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
  plugins: [react(), preloadApp()],
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
  },
});
