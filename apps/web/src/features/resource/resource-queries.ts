import { isResourceRedirect, type ResourceDetailReply, resourceDetailReplySchema } from '@lantern/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { readResourceAddress, resourceApiPath } from './resource-load.ts';

/**
 * The resource page's calls as query options, shared by the page's hooks and the route loader
 * (docs/decisions/0021-resource-page-data.md): the loader starts the detail call while the page's code
 * is still loading, and the page then finds it in the cache instead of asking again.
 */

const DETAIL_KEY = 'resource';

/** The resource detail (or a redirect) for an API path; errors are not retried (they navigate). */
export function resourceDetailQuery(path: string) {
  return queryOptions<ResourceDetailReply, Error>({
    queryKey: [DETAIL_KEY, path],
    queryFn: ({ signal }) => apiRequest(path, resourceDetailReplySchema, { signal }),
    retry: (count, error) => !(error instanceof ApiRequestError) && count < 2,
  });
}

/** The route loader's work: start the detail call for the address; never wait for it, never fail. */
export function prefetchResourcePage(queryClient: QueryClient, url: URL, splat: string): null {
  const address = readResourceAddress(splat, url.search, getPageConfig().isStudent);
  if (address.code) void queryClient.prefetchQuery(resourceDetailQuery(resourceApiPath(address)));
  return null;
}

/**
 * After a favorite is added or removed, the cached details of that resource carry the new favorite_id: the
 * page reads whether it is a favorite from the detail reply alone (no favorites list is fetched).
 */
export function setCachedFavoriteId(queryClient: QueryClient, code: string, favoriteId: number | null) {
  queryClient.setQueriesData<ResourceDetailReply>({ queryKey: [DETAIL_KEY] }, (reply) =>
    reply && !isResourceRedirect(reply) && reply.resource_code === code
      ? { ...reply, favorite_id: favoriteId }
      : reply,
  );
}
