import type { CatalogueBranch, OccupationKind, OccupationReference } from '@waypoint/shared';

/** One entry of `GET /api/mos`: what the MOS combobox lists. */
export interface MosSuggestion {
  code: string;
  title: string;
  branch: CatalogueBranch;
  kind: OccupationKind;
  /** The first sentence of the description. */
  description: string;
}

/** A federal (OPM) occupational series a veteran with this code may apply to. */
export interface FederalSeries {
  series: string;
  title: string;
}

/** `GET /api/mos/{code}`: the spec's occupation reference entry plus the server's announcement. */
export interface MosTranslation extends OccupationReference {
  kind: OccupationKind;
  announcement: string;
  federalSeries: FederalSeries[];
}
