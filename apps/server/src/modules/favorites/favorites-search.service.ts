import {
  FAVORITES_DEFAULT_FACETS,
  FAVORITES_PAGE_SIZE,
  type SearchFavoritesQuery,
  type SearchFavoritesReply,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { type Audience, presentCard } from '../cards/index.ts';
import { resolveSearch, searchCriteria } from '../search/index.ts';
import { countFavorites, favoritesPage } from './favorites-search.repo.ts';

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * GET /api/v2/lesson-builder/search-favorites/: the caller's favorites that match, one page of cards, the count and
 * the facet counts. The query is parsed by the main search's own rules (searchCriteria): the same facets, the same
 * 400s for bad ones, the same audience rule (cards/audience.ts).
 */
export async function searchFavorites(
  orm: Orm,
  userId: string,
  query: SearchFavoritesQuery,
  audience: Audience,
): Promise<SearchFavoritesReply> {
  const criteria = searchCriteria(
    {
      q: query.q,
      selected_facet: query.selected_facet,
      excluded_facet: asList(query.excluded_facet),
      facet_by: query.facet_by ?? [...FAVORITES_DEFAULT_FACETS],
      start: query.offset ?? 0,
      count: query.limit ?? FAVORITES_PAGE_SIZE,
    },
    audience,
  );
  const resolved = await resolveSearch(orm, criteria);
  const sort = query.sort ?? 'recent';
  const [counted, rows] = await Promise.all([
    countFavorites(orm, userId, criteria, resolved),
    favoritesPage(orm, userId, criteria, resolved, sort),
  ]);
  return {
    count: counted.total,
    objects: rows.map((row) => ({
      ...presentCard(row.card),
      lo_id: Number(row.resourceId),
      favorite_id: Number(row.favoriteId),
      favorited_at: row.favoritedAt.toISOString(),
    })),
    facets: counted.facets,
  };
}
