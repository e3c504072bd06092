import { useEffect, useState } from 'react';
import type { Branch } from '@waypoint/shared';
import { MOS_SUGGESTION_LIMIT, searchMos, type MosSuggestion } from '../api/search-mos';

/** A short pause in typing before asking the server. */
export const MOS_SEARCH_DELAY_MS = 150;

const NONE: MosSuggestion[] = [];

interface Result {
  key: string;
  suggestions: MosSuggestion[];
}

/**
 * At most 6 suggestions for the typed text and the chosen branch (spec: "Registration screen"). A request still
 * running when the text changes is aborted, and an answer for earlier text is never shown.
 */
export function useRegistrationMosSuggestions(text: string, branch: Branch | ''): MosSuggestion[] {
  const [result, setResult] = useState<Result>({ key: '', suggestions: NONE });
  const query = text.trim();
  const key = `${branch}|${query}`;

  useEffect(() => {
    if (!query) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchMos(query, branch, controller.signal)
        .then((suggestions) => setResult({ key, suggestions: suggestions.slice(0, MOS_SUGGESTION_LIMIT) }))
        // Superseded (aborted) or failed: no suggestions; the code can still be typed in full.
        .catch(() => undefined);
    }, MOS_SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [branch, key, query]);

  return query && result.key === key ? result.suggestions : NONE;
}
