import { existsSync } from 'node:fs';

/**
 * For tests that read the reference files kept beside the repository (`../shared/data`, never shipped): whether
 * to skip them. In CI they never skip — CI carries the files, and a missing one fails the test that reads it;
 * elsewhere they skip with a warning naming the missing files and what goes unchecked.
 */
export function skipWithoutReferenceData(paths: readonly string[], unchecked: string): boolean {
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length === 0 || process.env.CI === 'true') return false;
  console.warn(`${missing.join(', ')} not found: skipping ${unchecked}`);
  return true;
}
