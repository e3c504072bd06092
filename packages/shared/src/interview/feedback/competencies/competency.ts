/** One thing an interview question can ask about (competencies/index.ts says how they are read). */
export interface Competency {
  /** How the feedback names it: "The question asks about handling conflict." */
  name: string;
  cues: readonly string[];
  evidence: readonly string[];
}
