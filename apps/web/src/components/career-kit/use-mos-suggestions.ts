import { useEffect, useMemo } from 'react';
import type { MosSuggestion } from '@waypoint/shared/careers/careers-http';
import type { Branch } from '@waypoint/shared/core/branches';
import { useLazySearchMosQuery, type SearchMosArgs } from './api/search-mos';
import { mergeSuggestions, type MosComboboxPreset } from './mos-combobox-presets';

const NONE: readonly MosSuggestion[] = [];

export interface MosSuggestions {
  suggestions: readonly MosSuggestion[];
  /** A request for what is typed now is running. */
  loading: boolean;
}

const sameArgs = (a: SearchMosArgs, b: SearchMosArgs) =>
  a.query === b.query && a.limit === b.limit && a.branch === b.branch;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Whether a suggestion found for earlier text still fits what is typed now, as the server matches: every typed
 * word begins a word of its code, title or description.
 */
function stillMatches(suggestion: MosSuggestion, query: string): boolean {
  const words = wordsOf(`${suggestion.code} ${suggestion.title} ${suggestion.description}`);
  return wordsOf(query).every((typed) => words.some((word) => word.startsWith(typed)));
}

/**
 * Suggestions for what is typed, as the preset says: nothing under its minimum length; otherwise, after its pause
 * in typing, `GET /api/mos` (answered from the cache when asked before). A request still running when the text
 * or branch changes is aborted.
 */
export function useMosSuggestions(
  text: string,
  branch: Branch | '',
  preset: MosComboboxPreset,
): MosSuggestions {
  const query = text.trim();
  const searchBranch = preset.searchesBranch ? branch : '';
  const args = useMemo<SearchMosArgs | null>(
    () =>
      query.length >= preset.minChars
        ? { query, limit: preset.limit, ...(searchBranch && { branch: searchBranch }) }
        : null,
    [preset.limit, preset.minChars, query, searchBranch],
  );
  const [search, { data, currentData, originalArgs, isFetching, isError }] = useLazySearchMosQuery();

  useEffect(() => {
    if (!args) return undefined;
    let request: ReturnType<typeof search> | undefined;
    const timer = window.setTimeout(() => {
      request = search(args, true);
    }, preset.debounceMs);
    return () => {
      window.clearTimeout(timer);
      request?.abort();
    };
  }, [args, preset.debounceMs, search]);

  if (!args) return { suggestions: NONE, loading: false };
  if (preset.keepsListWhileLoading) {
    // The previous list stays up while the next one loads, so the popup does not flicker between keystrokes; but
    // only what still fits the text, so "medic" typed over "HM" never shows the hazardous-material codes first.
    const answered = isError || !data ? NONE : data;
    const current = originalArgs !== undefined && sameArgs(originalArgs, args) && currentData !== undefined;
    const shown = current ? answered : answered.filter((suggestion) => stillMatches(suggestion, query));
    return { suggestions: mergeSuggestions(preset, query, branch, shown), loading: isFetching };
  }
  // Answers for earlier text or another branch are never shown; the built-ins show as soon as the pause ends,
  // and stay alone when the server fails.
  if (!originalArgs || !sameArgs(originalArgs, args)) return { suggestions: NONE, loading: false };
  return { suggestions: mergeSuggestions(preset, query, branch, currentData ?? NONE), loading: isFetching };
}
