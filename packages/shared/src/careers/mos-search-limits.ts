/**
 * How `GET /api/mos` may be asked: the registration list shows 6, the profile form 10, at most 25. Apart from the
 * zod schemas (`./careers-http`) so the MOS comboboxes can read them without loading zod.
 */
export const MOS_SEARCH_LIMITS = { defaultLimit: 6, maxLimit: 25, maxQueryLength: 100 } as const;
