import {
  catalogueLookupKeys,
  type Branch,
  type CatalogueBranch,
  type CatalogueKey,
  type OccupationKind,
} from '@waypoint/shared';

/**
 * The services whose codes a chosen branch searches, in order. The rule: the National Guard and the Reserves
 * use Army and Air Force codes (the Army first, as most Guard and Reserve members are soldiers); no branch means the
 * Army, as the spec's single code pattern implies.
 */
export function searchBranchesFor(branch: Branch | undefined): CatalogueBranch[] {
  if (!branch) return ['ARMY'];
  if (branch === 'NATIONAL_GUARD' || branch === 'RESERVES') return ['ARMY', 'AIR_FORCE'];
  return [branch];
}

/** The (branch, code) pairs to look up for what a person typed, most exact first, limited to the searched services. */
export function lookupKeysFor(code: string, branch: Branch | undefined): CatalogueKey[] {
  const searched = searchBranchesFor(branch);
  // The shared keys cover every service whose format the branch accepts (all five for the Reserves); keep ours.
  return catalogueLookupKeys(code, branch ?? 'ARMY').filter((key) => searched.includes(key.branch));
}

/** When a code exists for several personnel categories, a lookup without a kind shows the enlisted one first. */
export const KIND_ORDER: Record<OccupationKind, number> = { enlisted: 0, warrant: 1, officer: 2 };
