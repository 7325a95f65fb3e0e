import { PAGE_SIZES, searchReplySchema } from '@lantern/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { type SearchMode, searchApiQuery } from '../search/index.ts';

export { useSubjectTree } from './subject-tree-query.ts';

/**
 * Browse results (spec 1 §4 "results loading"): the first 12, then each 'Load more' fetches the reply's
 * next_uri as it is and appends its objects; the total and the next address come from the last reply.
 */
export function browseResultsQueryOptions(selected: readonly string[], mode: SearchMode, enabled = true) {
  const first = searchApiQuery({ q: '', selected: [...selected], excluded: [], rankBy: null }, mode, {
    start: 0,
    count: PAGE_SIZES.browse,
    facets: false,
  });
  return infiniteQueryOptions({
    queryKey: ['browse', first],
    initialPageParam: `/api/v2/search/?${first}`,
    queryFn: ({ pageParam, signal }) => apiRequest(pageParam, searchReplySchema, { signal }),
    // Only same-site API addresses are followed.
    getNextPageParam: (last) => (last.meta.next_uri?.startsWith('/api/') ? last.meta.next_uri : undefined),
    enabled,
  });
}
export function useBrowseResults(selected: readonly string[], mode: SearchMode, enabled = true) {
  return useInfiniteQuery(browseResultsQueryOptions(selected, mode, enabled));
}
