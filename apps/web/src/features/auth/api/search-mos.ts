import type { Branch, CatalogueBranch } from '@waypoint/shared';
import { apiRequest } from '../../../lib/api-client';

/** One entry of `GET /api/mos`. */
export interface MosSuggestion {
  code: string;
  title: string;
  branch: CatalogueBranch;
  /** The first sentence of the description. */
  description: string;
}

/** The spec lists at most 6 suggestions on registration. */
export const MOS_SUGGESTION_LIMIT = 6;

/** `GET /api/mos?query=&branch=&limit=6`: codes by prefix, then words of the title and description. */
export function searchMos(query: string, branch: Branch | '', signal: AbortSignal): Promise<MosSuggestion[]> {
  const params = new URLSearchParams({ query, limit: String(MOS_SUGGESTION_LIMIT) });
  if (branch) params.set('branch', branch);
  return apiRequest<MosSuggestion[]>(`/mos?${params.toString()}`, { signal });
}
