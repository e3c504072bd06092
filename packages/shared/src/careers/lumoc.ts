import type { CatalogueBranch, OccupationKind } from './catalogue-types';

/**
 * The VA's military occupation list (luMOC.csv) names services and personnel categories its own way.
 * Its data says "Marines"; its documentation says "Marine Corps": both map to MARINES.
 */
export const LUMOC_SERVICE_TO_BRANCH: Readonly<Record<string, CatalogueBranch>> = {
  Army: 'ARMY',
  Navy: 'NAVY',
  'Air Force': 'AIR_FORCE',
  Marines: 'MARINES',
  'Marine Corps': 'MARINES',
  'Coast Guard': 'COAST_GUARD',
};

export const LUMOC_CATEGORY_TO_KIND: Readonly<Record<string, OccupationKind>> = {
  Enlisted: 'enlisted',
  'Warrant Officer': 'warrant',
  Officer: 'officer',
};

/**
 * The code luMOC uses for a catalogue entry. The catalogue keeps the forms people write: Navy designators with
 * their fourth (component) digit (1110, luMOC 111) and Air Force officer specialties without placeholder levels
 * (11F, luMOC 11FXX).
 */
export function lumocCodeFor(entry: { branch: CatalogueBranch; kind: OccupationKind; code: string }): string {
  if (entry.branch === 'NAVY' && /^\d{4}$/.test(entry.code)) return entry.code.slice(0, 3);
  if (entry.branch === 'AIR_FORCE' && entry.kind === 'officer' && /^\d{2}[A-Z]$/.test(entry.code)) {
    return `${entry.code}XX`;
  }
  return entry.code;
}
