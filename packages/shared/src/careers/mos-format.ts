import { z } from 'zod';
import type { Branch } from '../core/branches';

/**
 * Military occupation code formats, branch by branch (decision 013 §2). The shapes were measured on the
 * VA's list of 1,889 codes (luMOC.csv) and each service's published classification; Space Force is not in that
 * list, so its shapes follow its own AFSC-style specialty codes (5C0X1, 13S).
 */

export const MOS_MESSAGES = {
  required: 'MOS code is required',
  unknown: 'We do not recognize that MOS code yet',
  translateRequired: 'MOS code is required.',
  translationNotFound:
    'We could not find a translation for that MOS code. Double-check the code and try again.',
  translationNetwork: 'We had trouble contacting the translation service. Please try again later.',
  translationError: 'Translation service returned an error.',
} as const;

/** The spec's pattern: two digits, a letter, then up to two letters or digits. */
export const SPEC_MOS_PATTERN = /^\d{2}[A-Z][A-Z0-9]{0,2}$/;

/** The six services that have their own codes; the Guard and Reserves use their parent services' codes. */
export type CodeFormatFamily = 'ARMY' | 'MARINES' | 'NAVY' | 'AIR_FORCE' | 'COAST_GUARD' | 'SPACE_FORCE';

/** Air Force and Space Force: optional prefix letter, career field, skill level (or X), shred letter. */
const AFSC_PATTERNS = [
  /^[A-Z]?\d[A-Z]\d[0-9X][0-9A-Z][A-Z]?$/, // enlisted: 3D0X2, 1A8X1, 4J0XA, K1A1X1, 3D052, 1A1X1A
  /^[A-Z]?\d{2}[A-Z](?:[0-9X][0-9A-Z]{0,2})?$/, // officer: 17D, 11F3, 11F3B, 11FXX, 62E3G
];

const FORMATS: Record<CodeFormatFamily, { patterns: RegExp[]; example: string }> = {
  ARMY: {
    patterns: [
      // Enlisted MOS and officer AOC, with an optional one-character suffix or a two-character additional skill
      // identifier (68WM6, 66C7T); five characters ending in two digits (11B12) is no Army form.
      /^\d{2}[A-Z](?:[A-Z0-9]|[A-Z][A-Z0-9]|\d[A-Z])?$/,
      /^\d{3}[A-Z]$/, // warrant officer MOS: 255A, 915A
    ],
    example: '11B',
  },
  MARINES: { patterns: [/^\d{4}$/], example: '0311' },
  NAVY: {
    patterns: [
      /^[A-Z]{2,3}(?:\((?:NUC|SUB|SURF)\))?$/, // ratings: HM, ABH, ET(NUC)
      /^\d{3,4}$/, // officer and warrant designators: 111 or 1110, 7110
    ],
    example: 'HM',
  },
  AIR_FORCE: { patterns: AFSC_PATTERNS, example: '3D0X2' },
  COAST_GUARD: {
    patterns: [
      /^[A-Z]{2,3}$/, // ratings: BM, AST
      /^\d{2,3}$/, // officer (04) and warrant (010) specialty codes
    ],
    example: 'BM',
  },
  SPACE_FORCE: { patterns: AFSC_PATTERNS, example: '5C0X1' },
};

/**
 * Which services' formats a chosen branch accepts. The Army National Guard and Air National Guard use Army and
 * Air Force codes; every service has a reserve component. Their message stays the spec's Army message.
 */
export const FORMAT_FAMILIES_FOR: Record<Branch, readonly CodeFormatFamily[]> = {
  ARMY: ['ARMY'],
  NAVY: ['NAVY'],
  AIR_FORCE: ['AIR_FORCE'],
  MARINES: ['MARINES'],
  COAST_GUARD: ['COAST_GUARD'],
  SPACE_FORCE: ['SPACE_FORCE'],
  NATIONAL_GUARD: ['ARMY', 'AIR_FORCE'],
  RESERVES: ['ARMY', 'AIR_FORCE', 'NAVY', 'MARINES', 'COAST_GUARD'],
};

const messageFor = (example: string): string => `Enter a valid MOS code (e.g. ${example})`;
const familiesFor = (branch?: Branch | null): readonly CodeFormatFamily[] =>
  branch ? FORMAT_FAMILIES_FOR[branch] : ['ARMY'];

/** The spec's rule for the MOS input: trimmed and upper-cased. */
export function normalizeMosCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The format message for a branch; no branch, the Guard and the Reserves get the spec's Army message. */
export function mosFormatMessage(branch?: Branch | null): string {
  const families = familiesFor(branch);
  const [first] = families;
  return messageFor(families.length === 1 && first ? FORMATS[first].example : FORMATS.ARMY.example);
}

export function isValidMosCodeFormat(code: string, branch?: Branch | null): boolean {
  const normalized = normalizeMosCode(code);
  return familiesFor(branch).some((family) =>
    FORMATS[family].patterns.some((pattern) => pattern.test(normalized)),
  );
}

/**
 * Null when the code has a valid shape for the branch, otherwise the branch's message. It checks shape only: check
 * "required" first (mosCodeSchema does), and whether the catalogue knows the code afterwards (MOS_MESSAGES.unknown).
 */
export function validateMosCodeFormat(code: string, branch?: Branch | null): string | null {
  return isValidMosCodeFormat(code, branch) ? null : mosFormatMessage(branch);
}

/** A required MOS code for forms and routes: trimmed, upper-cased, then checked against the branch's formats. */
export function mosCodeSchema(branch?: Branch | null) {
  return z
    .string({ error: MOS_MESSAGES.required })
    .trim()
    .toUpperCase()
    .min(1, { error: MOS_MESSAGES.required, abort: true })
    .refine((code) => isValidMosCodeFormat(code, branch), { error: mosFormatMessage(branch) });
}
