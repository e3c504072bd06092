import {
  MOS_MESSAGES,
  isValidMosCodeFormat,
  mosFormatMessage,
  normalizeMosCode,
  type Branch,
} from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import { mergeTranslations, type MergedTranslation, type MosTranslation } from './translation-builder';

/** Enough for a career that changed specialty a few times; the merge is shown on one screen. */
export const MAX_CODES_PER_REQUEST = 10;

export interface TranslateManyRequest {
  codes: string;
  branch?: Branch;
  yearsOfService?: number;
}

export interface TranslationSet {
  translations: MosTranslation[];
  merged: MergedTranslation;
  notFound: string[];
}

/** Several codes at once, each through `translate`; unknown ones are listed in `notFound` unless none is known at all. */
export async function translateMany(
  translate: (request: TranslateManyRequest & { code: string }) => Promise<MosTranslation>,
  request: TranslateManyRequest,
): Promise<TranslationSet> {
  const codes = [...new Set(request.codes.split(',').map(normalizeMosCode).filter(Boolean))];
  if (codes.length === 0)
    throw new AppError('VALIDATION', MOS_MESSAGES.translateRequired, {
      codes: MOS_MESSAGES.translateRequired,
    });
  if (codes.length > MAX_CODES_PER_REQUEST) {
    const message = `Translate at most ${MAX_CODES_PER_REQUEST} MOS codes at once.`;
    throw new AppError('VALIDATION', message, { codes: message });
  }
  const malformed = codes.filter((code) => !isValidMosCodeFormat(code, request.branch));
  if (malformed.length > 0) {
    const message = mosFormatMessage(request.branch);
    throw new AppError('VALIDATION', message, { codes: `${malformed.join(', ')}: ${message}` });
  }

  const translations = new Map<string, MosTranslation>();
  const notFound: string[] = [];
  for (const code of codes) {
    const translation = await translate({ ...request, code }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
      throw error;
    });
    if (!translation) notFound.push(code);
    // 111 and 1110 are one Navy designator: it is listed once.
    else translations.set(`${translation.branch}:${translation.kind}:${translation.code}`, translation);
  }
  if (translations.size === 0) throw new AppError('NOT_FOUND', MOS_MESSAGES.translationNotFound);
  const found = [...translations.values()];
  return { translations: found, merged: mergeTranslations(found), notFound };
}
