import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIST_FILE = fileURLToPath(new URL('./breached-passwords.txt', import.meta.url));

let breached: ReadonlySet<string> | undefined;

/**
 * One password per line, compared lower-cased. Any list in that shape works (SecLists, or HIBP's plain-text
 * top passwords); see docs/decisions/009-auth.md. Loaded once, on first use.
 */
export function loadBreachedPasswords(file: string = LIST_FILE): ReadonlySet<string> {
  const entries = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean);
  return new Set(entries);
}

export function isBreachedPassword(password: string): boolean {
  breached ??= loadBreachedPasswords();
  return breached.has(password.normalize('NFC').toLowerCase());
}
