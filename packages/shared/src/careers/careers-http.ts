import { z } from 'zod';
import { BRANCHES } from '../core/branches';
import { safeLine } from '../core/text';
import { CATALOGUE_BRANCHES, DEMAND_LEVELS, MATCH_TYPES, OCCUPATION_KINDS } from './catalogue-types';
import { MOS_SEARCH_LIMITS } from './mos-search-limits';

export { MOS_SEARCH_LIMITS };

/** The careers API's query-string messages. */
export const CAREERS_QUERY_MESSAGES = {
  branch: `Choose a service branch: ${BRANCHES.join(', ')}.`,
  limit: `limit must be a whole number from 1 to ${MOS_SEARCH_LIMITS.maxLimit}.`,
  queryLength: `Search with at most ${MOS_SEARCH_LIMITS.maxQueryLength} characters.`,
  yearsOfService: 'Years of service must be a whole number, 0 or more.',
  kind: `kind must be one of ${OCCUPATION_KINDS.join(', ')}.`,
} as const;

const branch = z.enum(BRANCHES, { error: CAREERS_QUERY_MESSAGES.branch });
// A cleared number field arrives as `yearsOfService=`; it means "not given", not zero.
const yearsOfService = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: CAREERS_QUERY_MESSAGES.yearsOfService })
    .int(CAREERS_QUERY_MESSAGES.yearsOfService)
    .min(0, CAREERS_QUERY_MESSAGES.yearsOfService)
    .optional(),
);

export const mosSuggestionsQuerySchema = z.object({
  query: safeLine({ trim: false })
    .max(MOS_SEARCH_LIMITS.maxQueryLength, CAREERS_QUERY_MESSAGES.queryLength)
    .default('')
    .describe('Code prefix or words'),
  branch: branch.optional().describe('National Guard and Reserves search Army and Air Force codes'),
  limit: z.coerce
    .number({ error: CAREERS_QUERY_MESSAGES.limit })
    .int(CAREERS_QUERY_MESSAGES.limit)
    .min(1, CAREERS_QUERY_MESSAGES.limit)
    .max(MOS_SEARCH_LIMITS.maxLimit, CAREERS_QUERY_MESSAGES.limit)
    .default(MOS_SEARCH_LIMITS.defaultLimit),
});

export const mosTranslationParamsSchema = z.object({
  code: safeLine().describe('e.g. 11B, 0311, HM, 3D0X2'),
});

export const mosTranslationQuerySchema = z.object({
  branch: branch.default('ARMY'),
  yearsOfService: yearsOfService.describe('With 8 or more, leadership paths come first'),
  kind: z
    .enum(OCCUPATION_KINDS, { error: CAREERS_QUERY_MESSAGES.kind })
    .optional()
    .describe('When a code exists for several personnel categories; enlisted first otherwise'),
});

export const mosTranslationsQuerySchema = z.object({
  codes: safeLine().describe('Comma-separated codes, e.g. 11B,68W'),
  branch: branch.default('ARMY'),
  yearsOfService: yearsOfService.describe('With 8 or more, leadership paths come first'),
});

export const mosSuggestionSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    branch: z.enum(CATALOGUE_BRANCHES),
    kind: z.enum(OCCUPATION_KINDS),
    description: z.string().describe('The first sentence of the description'),
  })
  .meta({ id: 'MosSuggestion' });

const careerPathSchema = z
  .object({
    title: z.string(),
    summary: z.string(),
    salaryRange: z.string().describe('e.g. "$64,470–$119,690"'),
    demand: z.enum(DEMAND_LEVELS),
    demandSource: z.string().describe('Where the demand rating comes from, e.g. "O*NET Bright Outlook"'),
    nextSteps: z.array(z.string()).describe("The occupation's own next steps"),
    soc: z.string().describe('SOC 2018 code (or OEWS aggregate), e.g. "11-9161"'),
    wageRelease: z
      .string()
      .describe(
        'What salaryRange is and where it comes from, e.g. "middle 50% of earners, BLS OEWS May 2024, national"',
      ),
    matchType: z.enum(MATCH_TYPES).describe("How close the code's duties are, strongest first"),
    matchBasis: z.string().describe('Why the code leads to this occupation'),
  })
  .meta({ id: 'CareerPath' });

/** A federal (OPM) occupational series a veteran with this code may apply to. */
export const federalSeriesSchema = z.object({ series: z.string(), title: z.string() });

/** A code of the same field, offered when a code has no career paths mapped yet. */
export const codeOfSameFieldSchema = z.object({
  code: z.string(),
  title: z.string(),
  careerPathCount: z.number().int(),
});

const mergedFields = {
  jobTitles: z.array(z.string()),
  careerPaths: z.array(careerPathSchema),
  demandSummary: z.string(),
  announcement: z
    .string()
    .describe('"{n} civilian career matches available for MOS {code}. Demand outlook: {demandSummary}"'),
};

// Fields in the order a reader expects them; the serializer writes them in this order.
export const mosTranslationSchema = z
  .object({
    code: z.string(),
    branch: z.enum(CATALOGUE_BRANCHES),
    title: z.string(),
    kind: z.enum(OCCUPATION_KINDS),
    description: z.string(),
    ...mergedFields,
    federalSeries: z.array(federalSeriesSchema).describe('OPM series (XWALK)'),
    codeNextSteps: z.array(z.string()).describe("The code's own advice, beside every path's own steps"),
    codesOfSameField: z
      .array(codeOfSameFieldSchema)
      .describe(
        'Only for a code without career paths: codes of the same service, personnel category and field (same leading characters) that have paths',
      ),
  })
  .meta({ id: 'MosTranslation' });

export const mosTranslationSetSchema = z
  .object({
    translations: z.array(mosTranslationSchema),
    merged: z.object(mergedFields).describe('Every code together, career paths de-duplicated by title'),
    notFound: z.array(z.string()).describe('Codes with a valid format the catalogue does not know'),
  })
  .meta({ id: 'MosTranslationSet' });

export type MosSuggestionsQuery = z.input<typeof mosSuggestionsQuerySchema>;
/** One entry of `GET /api/mos`: what every MOS combobox lists. */
export type MosSuggestion = z.infer<typeof mosSuggestionSchema>;
export type FederalSeries = z.infer<typeof federalSeriesSchema>;
export type CodeOfSameField = z.infer<typeof codeOfSameFieldSchema>;
/** `GET /api/mos/{code}`: the occupation reference entry plus the server's announcement. */
export type MosTranslation = z.infer<typeof mosTranslationSchema>;
export type MosTranslationSet = z.infer<typeof mosTranslationSetSchema>;
