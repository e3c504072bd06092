import type { Branch } from '../core/branches';
import type { CatalogueBranch } from './catalogue-types';
import { FORMAT_FAMILIES_FOR, normalizeMosCode } from './mos-format';

export interface CatalogueKey {
  branch: CatalogueBranch;
  code: string;
}

/** Other ways the same occupation is written, mapped to the form the catalogue stores. */
function variantsOf(code: string, branch: CatalogueBranch): string[] {
  switch (branch) {
    case 'NAVY': {
      // Designators (1xxx–7xxx): 111 or 1115 (reserve) are the 1110 community.
      const designator = /^([1-7]\d{2})\d?$/.exec(code);
      return designator ? [`${designator[1]}0`] : [];
    }
    case 'AIR_FORCE':
    case 'SPACE_FORCE': {
      // Enlisted 3D052 / K3D0X2A → 3D0X2; officer 11F3B / 11FXX → 11F.
      const enlisted = /^[A-Z]?(\d[A-Z]\d)[0-9X](\d)[A-Z]?$/.exec(code);
      if (enlisted) return [`${enlisted[1]}X${enlisted[2]}`];
      const officer = /^[A-Z]?(\d{2}[A-Z])[0-9X][0-9A-Z]{0,2}$/.exec(code);
      return officer?.[1] ? [officer[1]] : [];
    }
    case 'ARMY': {
      // An MOS with a skill identifier (68WM6) falls back to the MOS itself (68W).
      const withSuffix = /^(\d{2}[A-Z])[A-Z0-9]{1,2}$/.exec(code);
      return withSuffix?.[1] ? [withSuffix[1]] : [];
    }
    default:
      return [];
  }
}

/**
 * The (branch, code) pairs to look up for what a person typed, most exact first. The Guard and Reserves search
 * the services whose formats they accept; no branch searches the Army, as the spec's single pattern implies.
 */
export function catalogueLookupKeys(code: string, branch?: Branch | null): CatalogueKey[] {
  const normalized = normalizeMosCode(code);
  const families = branch ? FORMAT_FAMILIES_FOR[branch] : (['ARMY'] as const);
  const keys = families.flatMap((family) =>
    [normalized, ...variantsOf(normalized, family)].map((variant) => ({ branch: family, code: variant })),
  );
  const seen = new Set<string>();
  return keys.filter((key) => {
    const id = `${key.branch}:${key.code}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
