import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
