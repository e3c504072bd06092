import { z } from 'zod';
import { BRANCHES, CATALOGUE_BRANCHES, DEMAND_LEVELS, OCCUPATION_KINDS } from '@waypoint/shared';

export const DEFAULT_SUGGESTIONS = 6;
export const MAX_SUGGESTIONS = 25;
export const MAX_QUERY_LENGTH = 100;

export const BRANCH_MESSAGE = `Choose a service branch: ${BRANCHES.join(', ')}.`;
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_SUGGESTIONS}.`;
export const QUERY_LENGTH_MESSAGE = `Search with at most ${MAX_QUERY_LENGTH} characters.`;
export const YEARS_MESSAGE = 'Years of service must be a whole number, 0 or more.';
export const KIND_MESSAGE = `kind must be one of ${OCCUPATION_KINDS.join(', ')}.`;

const branch = z.enum(BRANCHES, { error: BRANCH_MESSAGE });
// A cleared number field arrives as `yearsOfService=`; it means "not given", not zero.
const yearsOfService = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce.number({ error: YEARS_MESSAGE }).int(YEARS_MESSAGE).min(0, YEARS_MESSAGE).optional(),
);

export const suggestionsQuerySchema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, QUERY_LENGTH_MESSAGE).default('').describe('Code prefix or words'),
  branch: branch.optional().describe('National Guard and Reserves search Army and Air Force codes'),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_SUGGESTIONS, LIMIT_MESSAGE)
    .default(DEFAULT_SUGGESTIONS),
});

export const translationParamsSchema = z.object({ code: z.string().describe('e.g. 11B, 0311, HM, 3D0X2') });

export const translationQuerySchema = z.object({
  branch: branch.default('ARMY'),
  yearsOfService: yearsOfService.describe('With 8 or more, leadership paths come first'),
  kind: z
    .enum(OCCUPATION_KINDS, { error: KIND_MESSAGE })
    .optional()
    .describe('When a code exists for several personnel categories; enlisted first otherwise'),
});

export const translationsQuerySchema = z.object({
  codes: z.string().describe('Comma-separated codes, e.g. 11B,68W'),
  branch: branch.default('ARMY'),
  yearsOfService: yearsOfService.describe('With 8 or more, leadership paths come first'),
});

export const suggestionSchema = z
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
    salaryRange: z.string().describe('e.g. "$62,000–$96,000"'),
    demand: z.enum(DEMAND_LEVELS),
    nextSteps: z.array(z.string()),
  })
  .meta({ id: 'CareerPath' });

const mergedFields = {
  jobTitles: z.array(z.string()),
  careerPaths: z.array(careerPathSchema),
  demandSummary: z.string(),
  announcement: z
    .string()
    .describe('"{n} civilian career matches available for MOS {code}. Demand outlook: {demandSummary}"'),
};

// Fields in the order a reader expects them; the serializer writes them in this order.
export const translationSchema = z
  .object({
    code: z.string(),
    branch: z.enum(CATALOGUE_BRANCHES),
    title: z.string(),
    kind: z.enum(OCCUPATION_KINDS),
    description: z.string(),
    ...mergedFields,
    federalSeries: z
      .array(z.object({ series: z.string(), title: z.string() }))
      .describe('OPM series (XWALK)'),
  })
  .meta({ id: 'MosTranslation' });

export const translationSetSchema = z
  .object({
    translations: z.array(translationSchema),
    merged: z.object(mergedFields).describe('Every code together, career paths de-duplicated by title'),
    notFound: z.array(z.string()).describe('Codes with a valid format the catalogue does not know'),
  })
  .meta({ id: 'MosTranslationSet' });
