import { useEffect, useState } from 'react';
import type { Branch } from '@waypoint/shared';
import { searchMosSuggestions, type MosSuggestion } from '../api/search-mos-suggestions';
import { MOS_DEBOUNCE_MS, MOS_MIN_QUERY, mergeSuggestions } from './mos-built-ins';

interface Result {
  key: string;
  suggestions: MosSuggestion[];
}

/**
 * Suggestions for what is typed: nothing under 2 characters; otherwise, 300 ms after the last keystroke, the
 * matching built-ins at once and the server's matches when they arrive (built-ins alone if the call fails).
 */
export function useMosSuggestions(query: string, branch: Branch | ''): MosSuggestion[] {
  const [result, setResult] = useState<Result>({ key: '', suggestions: [] });
  const term = query.trim();
  const key = `${branch}|${term}`;
  const active = term.length >= MOS_MIN_QUERY;

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setResult({ key, suggestions: mergeSuggestions(term, branch, []) });
      searchMosSuggestions({ query: term, branch, signal: controller.signal })
        .then((fromServer) => setResult({ key, suggestions: mergeSuggestions(term, branch, fromServer) }))
        // Superseded (aborted) or failed: the built-ins already shown are what the person gets.
        .catch(() => undefined);
    }, MOS_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [active, branch, key, term]);

  // Answers for an earlier query or branch are never shown.
  return active && result.key === key ? result.suggestions : [];
}
