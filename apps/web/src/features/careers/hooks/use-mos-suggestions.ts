import { useEffect } from 'react';
import { useLazySearchMosQuery } from '../api/search-mos';
import type { MosSuggestion } from '../api/mos-types';

/** Wait for a pause in typing before asking the server. */
export const SUGGESTION_DELAY_MS = 200;
/** The spec's suggestion lists show at most 6 entries. */
export const SUGGESTION_LIMIT = 6;

const NONE: MosSuggestion[] = [];

/** Suggestions for what is typed in the MOS field; a request still running when the text changes is aborted. */
export function useMosSuggestions(text: string): { suggestions: MosSuggestion[]; loading: boolean } {
  const query = text.trim();
  const [search, { data, isFetching, isError }] = useLazySearchMosQuery();

  useEffect(() => {
    if (!query) return undefined;
    let request: ReturnType<typeof search> | undefined;
    const timer = window.setTimeout(() => {
      request = search({ query, limit: SUGGESTION_LIMIT }, true);
    }, SUGGESTION_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      request?.abort();
    };
  }, [query, search]);

  // While the next list loads, the previous one stays up so the popup does not flicker between keystrokes.
  if (!query) return { suggestions: NONE, loading: false };
  return { suggestions: isError || !data ? NONE : data, loading: isFetching };
}
