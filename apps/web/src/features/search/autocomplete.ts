import {
  AUTOCOMPLETE_MIN_LENGTH,
  type AutocompleteSuggestion,
  autocompleteReplySchema,
  TIMINGS,
} from '@lantern/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { type SearchMode, setModeParams } from './search-mode.ts';

/**
 * Header search suggestions (GET /api/v2/search_autocomplete/, spec 1 §7). Kept free of heavy imports:
 * the header search box is part of every page's first load.
 */

/** The query string for a typed text in a mode: the server applies the same student and add-on rules as to search. */
export function autocompleteApiQuery(text: string, mode: SearchMode): string {
  const params = new URLSearchParams({ q: text });
  setModeParams(params, mode);
  return params.toString();
}

/** Whether a text is long enough to ask for suggestions (shorter text matches too much). */
export const wantsSuggestions = (text: string) => text.trim().length >= AUTOCOMPLETE_MIN_LENGTH;

/** A suggestion is searched as the exact title: wrapped in quotes, so the search treats it as a phrase. */
export function suggestionSearchText(title: string): string {
  return `"${title.replaceAll('"', '').trim()}"`;
}

/** What choosing a suggestion searches: a standard's code (decision 0049), else the quoted title. */
export function suggestionQuery(suggestion: AutocompleteSuggestion): string {
  if (suggestion.object_type === 'standard' && suggestion.code) return suggestion.code;
  return suggestionSearchText(suggestion.title);
}

/** The option an arrow key moves to in a list of `count` (−1: none, the text box itself). */
export function nextActiveIndex(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** One empty list, so 'no suggestions' keeps its identity between renders. */
const NO_SUGGESTIONS: AutocompleteSuggestion[] = [];

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The suggestions for one autocomplete query string. */
export function autocompleteQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['autocomplete', query],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v2/search_autocomplete/?${query}`, autocompleteReplySchema, { signal }),
    // Suggestions are a help, not content: a failure just shows none.
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Suggestions for the typed text, asked for once typing pauses (typeahead debounce, spec 3 §9). */
export function useAutocomplete(text: string, mode: SearchMode, enabled: boolean) {
  const settled = useDebounced(text.trim(), TIMINGS.typeaheadDebounceMs);
  const query = autocompleteApiQuery(settled, mode);
  const active = enabled && wantsSuggestions(settled) && settled === text.trim();
  const result = useQuery({ ...autocompleteQueryOptions(query), enabled: active });
  return active && result.data ? result.data.objects : NO_SUGGESTIONS;
}
