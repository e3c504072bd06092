import { FORMAT_FAMILIES_FOR, type Branch } from '@waypoint/shared';
import type { MosSuggestion } from '../api/search-mos-suggestions';

/** The spec's three built-in suggestions, always offered first when they match. */
export const BUILT_IN_MOS_SUGGESTIONS: readonly MosSuggestion[] = [
  { code: '11B', title: 'Infantry', branch: 'ARMY' },
  { code: '11C', title: 'Indirect Fire Infantryman', branch: 'ARMY' },
  { code: '11X', title: 'Infantry Enlistment Option', branch: 'ARMY' },
];

export const MOS_MIN_QUERY = 2;
export const MOS_DEBOUNCE_MS = 300;
export const MOS_BLUR_CLOSE_MS = 200;

/** A suggestion fits the chosen branch when that branch uses its service's codes (any, when none is chosen). */
export const fitsBranch = (suggestion: MosSuggestion, branch: Branch | ''): boolean =>
  !branch || FORMAT_FAMILIES_FOR[branch].includes(suggestion.branch);

export function matchesQuery(suggestion: MosSuggestion, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return suggestion.code.toLowerCase().includes(needle) || suggestion.title.toLowerCase().includes(needle);
}

const keyOf = (suggestion: MosSuggestion) => `${suggestion.branch}:${suggestion.code}`;

/** Built-ins first, then the server's answer without repeats, all filtered by branch. */
export function mergeSuggestions(query: string, branch: Branch | '', fromServer: readonly MosSuggestion[]) {
  const builtIns = BUILT_IN_MOS_SUGGESTIONS.filter((s) => matchesQuery(s, query) && fitsBranch(s, branch));
  const seen = new Set(builtIns.map(keyOf));
  const rest = fromServer.filter((s) => fitsBranch(s, branch) && !seen.has(keyOf(s)));
  return [...builtIns, ...rest];
}
