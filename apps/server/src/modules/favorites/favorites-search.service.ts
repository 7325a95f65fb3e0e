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
  // By title without facet counts (what the favorites page asks), the page's own statement counts the matches;
  // otherwise the count comes apart (from the bitmaps where they can answer), and the recent page stops early.
  const totalInPage = sort === 'title' && criteria.facetBy.length === 0;
  const [counted, page] = await Promise.all([
    totalInPage ? null : countFavorites(orm, userId, criteria, resolved),
    favoritesPage(orm, userId, criteria, resolved, sort, { withTotal: totalInPage }),
  ]);
  const total = counted?.total ?? page.total ?? (await countFavorites(orm, userId, criteria, resolved)).total;
  const rows = page.rows;
  return {
    count: total,
    objects: rows.map((row) => ({
      ...presentCard(row.card),
      lo_id: Number(row.resourceId),
      favorite_id: Number(row.favoriteId),
      favorited_at: row.favoritedAt.toISOString(),
    })),
    facets: counted?.facets ?? {},
  };
}
