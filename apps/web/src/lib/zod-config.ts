// Zod compiles object parsers with `new Function` when it may; to find out, it tries once, and the CSP
// (script-src 'self', no 'unsafe-eval', decision 007) reports that try as a violation, which Lighthouse counts
// against best practices. The web app's schemas are small: the interpreted parser is fast enough. This is what
// `z.config({ jitless: true })` sets: zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by
// every copy of zod), so the entries set it there without downloading zod. Imported first by the entries, before
// any schema is built (the choice is read when a schema is created).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
