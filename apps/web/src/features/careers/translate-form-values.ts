import type { Branch } from '@waypoint/shared/core/branches';
// The module, not the package index: the index also carries the catalogue's Zod schemas, which this screen
// never runs (they would add ~50 kB to its chunk).
import { explainMosCodeFormat, MOS_MESSAGES, normalizeMosCode } from '@waypoint/shared/careers/mos-format';
import type { GetMosTranslationArgs } from '../../components/career-kit/api/get-mos-translation';
import { ruleSchema } from '../../lib/forms/form-schema';
import { parseSpecializations } from './specializations';

export interface TranslateFormValues {
  mosCode: string;
  branch: Branch;
  /** As typed; a number input gives '' when empty. */
  yearsOfService: string;
  rank: string;
  specializations: string;
}

export type TranslateFormErrors = Partial<Record<'mosCode' | 'yearsOfService', string>>;

/** The spec's reset state: branch ARMY, every other field empty. */
export const DEFAULT_VALUES: TranslateFormValues = {
  mosCode: '',
  branch: 'ARMY',
  yearsOfService: '',
  rank: '',
  specializations: '',
};

/** What a submit asks for: the translation request, and the specializations that order its career paths. */
export interface TranslateRequest {
  args: GetMosTranslationArgs;
  specializations: string[];
}

export const YEARS_OF_SERVICE_MESSAGE = 'Years of service must be a whole number, 0 or more.';

/**
 * Checks what the browser can check before asking the server: required, the branch's code format (naming the
 * service a code of another format belongs to), years ≥ 0.
 * Plain rules rather than a Zod schema, so this screen does not load zod; the value is the request to send and
 * the specializations to order its career paths by.
 */
export const translateFormSchema = ruleSchema<TranslateFormValues, TranslateRequest>((values) => {
  const errors: TranslateFormErrors = {};
  const code = normalizeMosCode(values.mosCode);
  const mosError = code ? explainMosCodeFormat(code, values.branch) : MOS_MESSAGES.translateRequired;
  if (mosError) errors.mosCode = mosError;

  const yearsText = values.yearsOfService.trim();
  const years = Number(yearsText);
  if (yearsText && !(Number.isInteger(years) && years >= 0)) errors.yearsOfService = YEARS_OF_SERVICE_MESSAGE;

  if (errors.mosCode || errors.yearsOfService) return { fieldErrors: errors };
  return {
    value: {
      args: { code, branch: values.branch, ...(yearsText && { yearsOfService: years }) },
      specializations: parseSpecializations(values.specializations),
    },
  };
});
