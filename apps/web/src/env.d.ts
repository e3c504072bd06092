// Typed Vite environment: only VITE_- and CONTACT_-prefixed variables reach the browser bundle (vite.config.ts).
interface ImportMetaEnv {
  /** Base of the product API; defaults to `/api` (same origin, proxied by Vite in development). */
  readonly VITE_API_BASE_URL?: string;
  /** The public contact details the pages show (vite.config.ts, docs/operations.md); unset: the contact form. */
  readonly CONTACT_PHONE?: string;
  readonly CONTACT_EMAIL?: string;
  readonly CONTACT_ADDRESS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
