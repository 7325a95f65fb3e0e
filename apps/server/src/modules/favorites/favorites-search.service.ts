import {
  FAVORITES_DEFAULT_FACETS,
  FAVORITES_PAGE_SIZE,
  type SearchFavoritesQuery,
  type SearchFavoritesReply,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { resolveSearch } from '../search/search.repo.ts';
import { type SearchCaller, searchCriteria } from '../search/search.service.ts';
import { presentCard } from '../search/search-card.presenter.ts';
import { countFavorites, favoritesPage } from './favorites-search.repo.ts';

/** The add-on never lists Lesson Plans (spec 1 §6), as its search and homepage lists do. */
const ADD_ON_EXCLUDED = 'media_type:Lesson Plan';

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * GET /api/v2/lesson-builder/search-favorites/: the caller's favorites that match, one page of cards, the count and
 * the facet counts. The query is parsed by the main search's own rules (searchCriteria): the same facets, the same
 * 400s for bad ones, the same student and station rules.
 */
export async function searchFavorites(
  orm: Orm,
  userId: string,
  query: SearchFavoritesQuery,
  caller: SearchCaller & { addOn: boolean },
): Promise<SearchFavoritesReply> {
  const criteria = searchCriteria(
    {
      q: query.q,
      selected_facet: query.selected_facet,
      excluded_facet: [...asList(query.excluded_facet), ...(caller.addOn ? [ADD_ON_EXCLUDED] : [])],
      facet_by: query.facet_by ?? [...FAVORITES_DEFAULT_FACETS],
      start: query.offset ?? 0,
      count: query.limit ?? FAVORITES_PAGE_SIZE,
    },
    caller,
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
