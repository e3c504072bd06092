import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  CATALOGUE_BRANCHES,
  findMilitaryTerms,
  OCCUPATION_KINDS,
  type CatalogueBranch,
  type OccupationKind,
} from '@waypoint/shared';

/**
 * Resume bullets in civilian words for a military code: what the resume builder suggests a veteran add to their
 * experience. A code whose catalogue description uses military terms ("Fights as part of a rifle squad") has
 * bullets written for it in `catalogue/civilian-bullets.json`; any other code offers its description, one bullet
 * per sentence, leaving out a sentence the wording check would flag. So no suggestion is one the resume builder's
 * own check then tells the veteran to rewrite.
 */

const curatedSchema = z.array(
  z.object({
    branch: z.enum(CATALOGUE_BRANCHES),
    code: z.string().min(1),
    kind: z.enum(OCCUPATION_KINDS),
    bullets: z.array(z.string().min(1)).min(1),
    /** What the bullets restate: the code's duties in the catalogue's own description. */
    source: z.string().min(1),
    /** The day the bullets were last checked against that description. */
    checked: z.iso.date(),
  }),
);

export type CuratedBullets = z.infer<typeof curatedSchema>;

const keyOf = (branch: CatalogueBranch, kind: OccupationKind, code: string) => `${branch}:${kind}:${code}`;

let curated: ReadonlyMap<string, readonly string[]> | undefined;

/** The written bullets, read and checked once: data shipped with the code, the same on every instance. */
export function loadCuratedBullets(): CuratedBullets {
  const file = new URL('./catalogue/civilian-bullets.json', import.meta.url);
  return curatedSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

function curatedBullets(): ReadonlyMap<string, readonly string[]> {
  curated ??= new Map(
    loadCuratedBullets().map((entry) => [keyOf(entry.branch, entry.kind, entry.code), entry.bullets]),
  );
  return curated;
}

/** The description, one bullet per sentence, each ending in a full stop. */
export function descriptionToBullets(description: string): string[] {
  return description
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`));
}

/** The code's resume bullets in civilian words (see above); none when every sentence would be flagged. */
export function civilianBullets(occupation: {
  branch: CatalogueBranch;
  kind: OccupationKind;
  code: string;
  description: string;
}): string[] {
  const written = curatedBullets().get(keyOf(occupation.branch, occupation.kind, occupation.code));
  if (written) return [...written];
  return descriptionToBullets(occupation.description).filter(
    (bullet) => findMilitaryTerms(bullet).length === 0,
  );
}
