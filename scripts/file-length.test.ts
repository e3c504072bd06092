import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** No product file passes this many lines: a larger one is split by operation, table or group. */
const MAX_LINES = 300;
/** What is built, installed or generated, not written. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage']);
const isProductSource = (name: string) =>
  /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.includes('.generated.');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : sources(path);
    }
    return entry.isFile() && isProductSource(entry.name) ? [path] : [];
  });
}

const lineCount = (path: string) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n').length;

describe('file length', () => {
  const files = ['apps', 'packages'].flatMap((folder) => sources(join(root, folder)));

  it('finds the product sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((path) => relative(root, path))).toContain('apps/api/src/app.ts');
  });

  it(`keeps every non-test .ts and .tsx file under apps/ and packages/ at ${MAX_LINES} lines or fewer`, () => {
    const over = files
      .map((path) => ({ file: relative(root, path), lines: lineCount(path) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(over).toEqual([]);
  });
});
