import { SEARCH_PAGE_SIZE, searchReplySchema } from '@lantern/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { type SearchMode, type SearchState, searchApiQuery, searchStart } from './search-url.ts';

/** One page of /api/v2/search/ for the page's address; the previous page stays shown while the next loads. */
export function useSearchResults(state: SearchState, mode: SearchMode) {
  const query = searchApiQuery(state, mode, { start: searchStart(state.page), count: SEARCH_PAGE_SIZE });
  return useQuery({
    queryKey: ['search', query],
    queryFn: ({ signal }) => apiRequest(`/api/v2/search/?${query}`, searchReplySchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
