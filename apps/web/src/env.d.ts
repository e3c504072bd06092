// Typed Vite environment: only VITE_-prefixed variables reach the browser bundle.
interface ImportMetaEnv {
  /** Base of the product API; defaults to `/api` (same origin, proxied by Vite in development). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
