import type { Branch, OccupationReference } from '@waypoint/shared';
import { apiRequest } from '../../../lib/api-client';

export interface TimedTranslation {
  /** The spec's occupation reference entry: job titles and career paths (the suggestion cards). */
  translation: OccupationReference;
  /** How long the translation took, shown as the spec's "generation time in ms". */
  elapsedMs: number;
}

/** `GET /api/mos/{code}?branch=`, timed with performance.now(); a 404 means the catalogue lacks the code. */
export async function getMosTranslation(code: string, branch: Branch): Promise<TimedTranslation> {
  const started = performance.now();
  const path = `/mos/${encodeURIComponent(code)}?${new URLSearchParams({ branch }).toString()}`;
  const translation = await apiRequest<OccupationReference>(path);
  return { translation, elapsedMs: Math.round(performance.now() - started) };
}
