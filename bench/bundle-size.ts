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
export type BundleReport = { initialLandingKb: number; entryKb: number; routes: RouteChunkSize[] };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

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

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk.');
  const entryFiles = closure(entryKey);
  const routeKeys = manifest[entryKey]?.dynamicImports ?? [];
  const routes = routeKeys.map((key) => {
    const files = closure(key);
    const added = [...files].filter((file) => !entryFiles.has(file));
    return { chunk: key, ownKb: kb(sizeOf(manifest[key]?.file ?? '')), addedOnVisitKb: kb(jsBytes(added)) };
  });
  const landingKey = routeKeys.find((key) => key.endsWith('app/landing-route.tsx'));
  const initial = new Set(entryFiles);
  if (landingKey) for (const file of closure(landingKey)) initial.add(file);
  return { initialLandingKb: kb(jsBytes(initial)), entryKb: kb(jsBytes(entryFiles)), routes };
}

export function printBundleReport(report: BundleReport): void {
  console.log('\n== JavaScript size (gzip -9) ==');
  console.log(`Initial load of / (entry + landing chunk and their imports): ${report.initialLandingKb} KB`);
  console.log(`Entry alone: ${report.entryKb} KB`);
  console.table(
    report.routes.map((route) => ({
      'route chunk': route.chunk.replace(/^src\//, ''),
      'own KB': route.ownKb,
      'added on first visit KB': route.addedOnVisitKb,
    })),
  );
}
