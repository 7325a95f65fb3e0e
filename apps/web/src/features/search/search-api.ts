import { SEARCH_PAGE_SIZE, searchCollectionsReplySchema, searchReplySchema } from '@lantern/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { type SearchMode, type SearchState, searchApiQuery, searchStart } from './search-url.ts';

/**
 * One page of /api/v2/search/ for the page's address; the previous page stays shown while the next
 * loads. `facetsOnly` asks for the least (one result) when only the facet counts are wanted.
 */
export function searchResultsQueryOptions(state: SearchState, mode: SearchMode, facetsOnly = false) {
  const query = searchApiQuery(
    state,
    mode,
    facetsOnly ? { start: 0, count: 1 } : { start: searchStart(state.page), count: SEARCH_PAGE_SIZE },
  );
  return queryOptions({
    queryKey: ['search', query],
    queryFn: ({ signal }) => apiRequest(`/api/v2/search/?${query}`, searchReplySchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
export function useSearchResults(state: SearchState, mode: SearchMode, facetsOnly = false) {
  return useQuery(searchResultsQueryOptions(state, mode, facetsOnly));
}

/** /api/v2/search_collections/ for a query string from collectionSearchQuery; off when that is null. */
export function collectionResultsQueryOptions(query: string | null) {
  return queryOptions({
    queryKey: ['search-collections', query],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v2/search_collections/?${query}`, searchCollectionsReplySchema, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
export function useCollectionResults(query: string | null) {
  return useQuery(collectionResultsQueryOptions(query));
}
