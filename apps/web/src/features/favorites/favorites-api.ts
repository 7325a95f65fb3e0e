import { createFavoriteReplySchema, FAVORITE_LOOKUP_MAX, favoritesReplySchema } from '@lantern/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { getPageConfig } from '../../lib/page-config.ts';

/**
 * The signed-in user's favorites (spec 2 Favorites, spec 3 §7), one resource at a time: a card asks whether its
 * resource is a favorite, and the cards rendered together are asked about in one lookup
 * (GET /api/v2/favorites/?lo_ids=…, at most FAVORITE_LOOKUP_MAX ids a request), so no page downloads the whole
 * list (a teacher may have thousands). Add and remove change the answer at once and roll it back when the server
 * refuses. Visitors have no favorites and fetch nothing.
 */

export const FAVORITES_PATHS = {
  list: '/api/v2/favorites/',
  create: '/api/v2/favorite/',
  remove: (id: number) => `/api/v2/favorite/${id}/`,
} as const;

/** The cached answer for one resource: the user's favorite id, or null when it is not a favorite. */
export const favoriteOfKey = (resourceId: number) => ['favorites', 'of', resourceId] as const;

/** Stands in for a favorite whose id the server has not answered yet; never sent anywhere. */
const PENDING_ID = -1;

type Waiter = { resolve: (favoriteId: number | null) => void; reject: (error: unknown) => void };
let waiting = new Map<number, Waiter[]>();
let flushScheduled = false;

/** Sends the ids asked about since the last flush, FAVORITE_LOOKUP_MAX a request, and answers each asker. */
function flushLookups() {
  const batch = waiting;
  waiting = new Map();
  flushScheduled = false;
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += FAVORITE_LOOKUP_MAX) {
    const chunk = ids.slice(start, start + FAVORITE_LOOKUP_MAX);
    const answer = (settle: (waiter: Waiter, id: number) => void) => {
      for (const id of chunk) for (const waiter of batch.get(id) ?? []) settle(waiter, id);
    };
    apiRequest(`${FAVORITES_PATHS.list}?lo_ids=${chunk.join(',')}`, favoritesReplySchema).then(
      (reply) => {
        const found = new Map(reply.objects.map((favorite) => [favorite.lo_id, favorite.id]));
        answer((waiter, id) => waiter.resolve(found.get(id) ?? null));
      },
      (error: unknown) => answer((waiter) => waiter.reject(error)),
    );
  }
}

/** Whether one resource is a favorite; the cards that render in the same turn share one request. */
function lookUpFavorite(resourceId: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    waiting.set(resourceId, [...(waiting.get(resourceId) ?? []), { resolve, reject }]);
    if (flushScheduled) return;
    flushScheduled = true;
    setTimeout(flushLookups, 0);
  });
}

const favoriteOfQuery = (resourceId: number) => ({
  queryKey: favoriteOfKey(resourceId),
  queryFn: () => lookUpFavorite(resourceId),
  // Every change made here updates the answer; another tab's changes show within a minute.
  staleTime: 60_000,
});

/**
 * The user's favorite id for one resource (null: not a favorite; undefined: not known yet). With enabled false
 * nothing is asked (a card that waits for the user to come near it); visitors never ask.
 */
export function useFavoriteOf(resourceId: number, enabled = true) {
  return useQuery({ ...favoriteOfQuery(resourceId), enabled: enabled && getPageConfig().isLoggedIn });
}

/** The answer for one resource now, asking the server when it is not known (a click before the lookup). */
export function fetchFavoriteOf(queryClient: QueryClient, resourceId: number): Promise<number | null> {
  return queryClient.fetchQuery(favoriteOfQuery(resourceId));
}

type OneSnapshot = { resourceId: number; previous: number | null | undefined };

/** Sets the answer for one resource at once, keeping what it was to restore on failure. */
async function changeOne(
  queryClient: QueryClient,
  resourceId: number,
  favoriteId: number | null,
): Promise<OneSnapshot> {
  // A lookup in flight would overwrite the change with what the server had before.
  await queryClient.cancelQueries({ queryKey: favoriteOfKey(resourceId) });
  const previous = queryClient.getQueryData<number | null>(favoriteOfKey(resourceId));
  queryClient.setQueryData(favoriteOfKey(resourceId), favoriteId);
  return { resourceId, previous };
}

function restoreOne(queryClient: QueryClient, snapshot: OneSnapshot | undefined) {
  if (!snapshot) return;
  if (snapshot.previous === undefined)
    void queryClient.invalidateQueries({ queryKey: favoriteOfKey(snapshot.resourceId) });
  else queryClient.setQueryData(favoriteOfKey(snapshot.resourceId), snapshot.previous);
}

export interface AddFavoriteInput {
  /** The resource's id (lo_id). */
  resourceId: number;
  resourceCode: string;
}

/** POST /api/v2/favorite/: the resource shows as a favorite at once; the server's id replaces the stand-in. */
export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resourceId }: AddFavoriteInput) =>
      apiRequest(FAVORITES_PATHS.create, createFavoriteReplySchema, {
        method: 'POST',
        body: { lo_id: resourceId },
      }),
    onMutate: ({ resourceId }) => changeOne(queryClient, resourceId, PENDING_ID),
    onSuccess: (created) => queryClient.setQueryData(favoriteOfKey(created.lo_id), created.id),
    onError: (_error, _input, snapshot) => restoreOne(queryClient, snapshot),
  });
}

export interface RemoveFavoriteInput {
  favoriteId: number;
  resourceId: number;
}

/** DELETE /api/v2/favorite/{id}/: the favorite disappears at once and comes back if the server refuses. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ favoriteId }: RemoveFavoriteInput) =>
      apiRequest(FAVORITES_PATHS.remove(favoriteId), z.unknown(), { method: 'DELETE' }),
    onMutate: ({ resourceId }) => changeOne(queryClient, resourceId, null),
    onError: (_error, _input, snapshot) => restoreOne(queryClient, snapshot),
  });
}
