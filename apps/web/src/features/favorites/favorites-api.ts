import {
  createFavoriteReplySchema,
  type Favorite,
  type FavoritesReply,
  favoritesReplySchema,
} from '@lantern/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { getPageConfig } from '../../lib/page-config.ts';

/**
 * The signed-in user's favorites (spec 2 Favorites, spec 3 §7): one cached list, changed optimistically
 * by add and remove and rolled back when the server refuses. Visitors have no favorites and fetch nothing.
 */

export const FAVORITES_PATHS = {
  list: '/api/v2/favorites/',
  create: '/api/v2/favorite/',
  remove: (id: number) => `/api/v2/favorite/${id}/`,
} as const;

export const favoritesQueryKey = ['favorites', 'list'] as const;

/** Stands in for a favorite whose id the server has not answered yet; never sent anywhere. */
const PENDING_ID = -1;

export function useFavorites() {
  return useQuery({
    queryKey: favoritesQueryKey,
    queryFn: ({ signal }) => apiRequest(FAVORITES_PATHS.list, favoritesReplySchema, { signal }),
    enabled: getPageConfig().isLoggedIn,
  });
}

type ListSnapshot = { previous: FavoritesReply | undefined };

async function changeList(
  queryClient: QueryClient,
  change: (objects: Favorite[]) => Favorite[],
): Promise<ListSnapshot> {
  // A list request in flight would overwrite the optimistic change with what the server had before.
  await queryClient.cancelQueries({ queryKey: favoritesQueryKey });
  const previous = queryClient.getQueryData<FavoritesReply>(favoritesQueryKey);
  if (previous)
    queryClient.setQueryData<FavoritesReply>(favoritesQueryKey, { objects: change(previous.objects) });
  return { previous };
}

function restoreList(queryClient: QueryClient, snapshot: ListSnapshot | undefined) {
  if (snapshot?.previous) queryClient.setQueryData(favoritesQueryKey, snapshot.previous);
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
    onMutate: ({ resourceId, resourceCode }) =>
      changeList(queryClient, (objects) => [
        {
          id: PENDING_ID,
          lo_id: resourceId,
          resource_code: resourceCode,
          created_at: new Date().toISOString(),
        },
        ...objects.filter((favorite) => favorite.lo_id !== resourceId),
      ]),
    onSuccess: (created) => {
      const current = queryClient.getQueryData<FavoritesReply>(favoritesQueryKey);
      if (!current) return;
      queryClient.setQueryData<FavoritesReply>(favoritesQueryKey, {
        objects: [created, ...current.objects.filter((favorite) => favorite.lo_id !== created.lo_id)],
      });
    },
    onError: (_error, _input, snapshot) => restoreList(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
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
    onMutate: ({ resourceId }) =>
      changeList(queryClient, (objects) => objects.filter((favorite) => favorite.lo_id !== resourceId)),
    onError: (_error, _input, snapshot) => restoreList(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
