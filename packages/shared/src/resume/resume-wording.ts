/** The resume's own wording hint; the military terms live in `wording/military-terms/`. */
export const QUANTIFY_HINT =
  'Add a number to show the result: people led, money saved, time cut or percent improved.';

/** A bullet with words but no digit: it could say how much, how many or how fast. */
export function needsNumber(bullet: string): boolean {
  return bullet.trim().length > 0 && !/\d/.test(bullet);
}
