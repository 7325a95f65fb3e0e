import { searchFavoritesPath, searchFavoritesReplySchema } from '@lantern/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { type FavoritesView, searchFavoritesParams } from './favorites-query.ts';

/**
 * The favorites as cards: GET /api/v2/lesson-builder/search-favorites/ (issue 16), one page at a time
 * so a teacher with thousands of favorites waits for one page only. Pages that change favorites
 * invalidate FAVORITE_CARDS_KEY once the change is settled.
 */
export const FAVORITE_CARDS_KEY = ['favorites', 'cards'] as const;

export function favoriteCardsQueryOptions(view: FavoritesView, student: boolean, limit?: number) {
  const params = searchFavoritesParams(view, { limit, student }).toString();
  return queryOptions({
    queryKey: [...FAVORITE_CARDS_KEY, params],
    queryFn: ({ signal }) =>
      apiRequest(`${searchFavoritesPath}?${params}`, searchFavoritesReplySchema, { signal }),
    placeholderData: keepPreviousData,
    // Every favorite change invalidates it; no time-based staleness on top.
    staleTime: 0,
  });
}
export function useFavoriteCards(view: FavoritesView, limit?: number) {
  const { student } = useExperienceMode();
  return useQuery(favoriteCardsQueryOptions(view, student, limit));
}
