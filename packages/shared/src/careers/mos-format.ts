import { z } from 'zod';
import { BRANCH_LABELS, type Branch } from '../core/branches';

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
      /^[1-9]\d{2,3}$/, // officer and warrant designators: 111 or 1110, 7110 (never a leading 0, as Marine MOSs have)
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

/** A code of the branch's format; no branch, the Guard and the Reserves get the Army's. */
function exampleFor(branch?: Branch | null): string {
  const families = familiesFor(branch);
  const [first] = families;
  return families.length === 1 && first ? FORMATS[first].example : FORMATS.ARMY.example;
}

/** The format message for a branch; no branch, the Guard and the Reserves get the spec's Army message. */
export function mosFormatMessage(branch?: Branch | null): string {
  return messageFor(exampleFor(branch));
}

const fits = (normalized: string, family: CodeFormatFamily): boolean =>
  FORMATS[family].patterns.some((pattern) => pattern.test(normalized));

export function isValidMosCodeFormat(code: string, branch?: Branch | null): boolean {
  const normalized = normalizeMosCode(code);
  return familiesFor(branch).some((family) => fits(normalized, family));
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

/** The services whose formats a code fits, in the order of FORMATS (BM fits the Navy's and the Coast Guard's). */
export function servicesForMosCode(code: string): CodeFormatFamily[] {
  const normalized = normalizeMosCode(code);
  return (Object.keys(FORMATS) as CodeFormatFamily[]).filter((family) => fits(normalized, family));
}

/** "an Army", "a Marine Corps", "an Army National Guard": the branch's label without "U.S.", with its article. */
const codeOf = (branch: Branch): string => {
  const name = BRANCH_LABELS[branch].replace(/^U\.S\. /, '');
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
};

const orList = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}` : (items[0] ?? '');

/**
 * For a code that another service's format fits: "0311 is a U.S. Marine Corps code. Choose that branch or enter an
 * Army code (e.g. 11B)." Several services: "BM is a U.S. Navy or U.S. Coast Guard code. Choose one of those
 * branches or enter …".
 */
export function otherServiceMosMessage(
  code: string,
  services: readonly CodeFormatFamily[],
  branch?: Branch | null,
): string {
  const named = orList(services.map((service) => BRANCH_LABELS[service]));
  const choose = services.length > 1 ? 'Choose one of those branches' : 'Choose that branch';
  const example = exampleFor(branch);
  return `${normalizeMosCode(code)} is a ${named} code. ${choose} or enter ${codeOf(branch ?? 'ARMY')} code (e.g. ${example}).`;
}

/**
 * What the translation form says about a code's shape (null: it fits the branch). A code that fits another
 * service's format names that service (`otherServiceMosMessage`); any other gets the branch's format message.
 */
export function explainMosCodeFormat(code: string, branch?: Branch | null): string | null {
  if (isValidMosCodeFormat(code, branch)) return null;
  const services = servicesForMosCode(code);
  return services.length > 0 ? otherServiceMosMessage(code, services, branch) : mosFormatMessage(branch);
}
