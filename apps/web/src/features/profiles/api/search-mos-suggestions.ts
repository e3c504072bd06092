import type { Branch, CatalogueBranch } from '@waypoint/shared';
import { apiRequest } from '../../../lib/api-client';

/** One entry of `GET /api/mos`: what the MOS combobox lists. */
export interface MosSuggestion {
  code: string;
  title: string;
  branch: CatalogueBranch;
  description?: string;
}

export interface SearchMosArgs {
  query: string;
  branch: Branch | '';
  signal: AbortSignal;
}

export const MOS_SUGGESTION_LIMIT = 10;

/** `GET /api/mos?query=&branch=&limit=`: the server ranks the matches and knows which codes each branch uses. */
export function searchMosSuggestions({ query, branch, signal }: SearchMosArgs): Promise<MosSuggestion[]> {
  const params = new URLSearchParams({ query, limit: String(MOS_SUGGESTION_LIMIT) });
  if (branch) params.set('branch', branch);
  return apiRequest<MosSuggestion[]>(`/mos?${params.toString()}`, { signal });
}
