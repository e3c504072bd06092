import { BEHAVIORAL_COMPETENCIES } from './behavioral';
import { DELIVERY_COMPETENCIES } from './delivery';
import { TECHNICAL_COMPETENCIES } from './technical';
import { LEADERSHIP_COMPETENCIES } from './leadership';
import type { Competency } from './competency';

export type { Competency } from './competency';

/**
 * What an interview question asks about, read from its words. A competency applies to a question whose prompt
 * uses one of its `cues` (any form: "resolved" for "resolve"); an answer shows it when it uses one of its
 * `evidence` words (a phrase: its words in a row). At equal cues the earlier competency wins, so the specific
 * ones come before the broad ones (decisions, planning, leading). The lists cover the question bank's packs (behavioral, technical, leadership) and the words
 * people use when they tell such a story; a question no competency fits is judged by its key terms alone. The
 * groups' files keep that order: behavioral, delivery, technical, then leadership with the broadest last.
 */
export const COMPETENCIES: readonly Competency[] = [
  ...BEHAVIORAL_COMPETENCIES,
  ...DELIVERY_COMPETENCIES,
  ...TECHNICAL_COMPETENCIES,
  ...LEADERSHIP_COMPETENCIES,
];
