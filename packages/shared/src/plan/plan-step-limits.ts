/**
 * The veteran's own steps: at most this many, with titles this long. Apart from plan-http.ts (zod), so a form can
 * show the limit without loading its schema.
 */
export const PLAN_STEP_LIMITS = { customMax: 50, titleMax: 120 } as const;
