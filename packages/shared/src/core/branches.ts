/** Service branches as the spec names them; labels are what a person reads. */
export const BRANCHES = [
  'ARMY',
  'NAVY',
  'AIR_FORCE',
  'MARINES',
  'COAST_GUARD',
  'SPACE_FORCE',
  'NATIONAL_GUARD',
  'RESERVES',
] as const;

export type Branch = (typeof BRANCHES)[number];

export const BRANCH_LABELS: Record<Branch, string> = {
  ARMY: 'U.S. Army',
  NAVY: 'U.S. Navy',
  AIR_FORCE: 'U.S. Air Force',
  MARINES: 'U.S. Marine Corps',
  COAST_GUARD: 'U.S. Coast Guard',
  SPACE_FORCE: 'U.S. Space Force',
  NATIONAL_GUARD: 'Army National Guard',
  RESERVES: 'Reserve Component',
};

/** The spec's plain rule for enum values without a label: underscores display as spaces. */
export function displayEnum(value: string): string {
  return value.replace(/_/g, ' ');
}
