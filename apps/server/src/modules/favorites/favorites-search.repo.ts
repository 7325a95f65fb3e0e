import type { FavoritesSort, SearchFacetName } from '@lantern/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.ts';
import { favorites, searchCards, searchDocuments } from '../../db/schema.ts';
import type { CardRow } from '../cards/index.ts';
import {
  type CountedSearch,
  countFromBitmaps,
  countParts,
  documentWhere,
  facetLabels,
  labelCounts,
  type ResolvedSearch,
  type SearchCriteria,
} from '../search/index.ts';

/**
 * Search inside one user's favorites. The rules are the main search's, over its documents d (documentWhere: listed
 * and unexpired, the text, the facets, students' student content, a station's opt-outs) and its cards
 * (search_cards); only the set searched differs: the user's favorites. Paged in SQL, so a user with thousands of
 * favorites gets one page of cards, never all of them.
 */

const d = alias(searchDocuments, 'd');

export interface FavoriteCardRow {
  favoriteId: number;
  resourceId: number;
  favoritedAt: Date;
  card: CardRow;
}

const matching = (userId: string, criteria: SearchCriteria, resolved: ResolvedSearch): SQL | undefined =>
  and(eq(favorites.userId, userId), sql`${documentWhere(criteria, resolved)}`);

/**
 * One page of the matching favorites, in the asked order. With withTotal, the same statement also counts every
 * match (count(*) OVER ()): by title every match is joined and sorted anyway, so the count costs next to nothing
 * there, where a second statement would join them all again. total is null when the page is empty (past the end).
 */
export async function favoritesPage(
  orm: Orm,
  userId: string,
  criteria: SearchCriteria,
  resolved: ResolvedSearch,
  sort: FavoritesSort,
  { withTotal = false }: { withTotal?: boolean } = {},
): Promise<{ rows: FavoriteCardRow[]; total: number | null }> {
  const page = orm
    .select({
      favoriteId: favorites.id,
      resourceId: favorites.resourceId,
      favoritedAt: favorites.createdAt,
      sortTitle: d.sortTitle,
      total: (withTotal ? sql<string | number>`count(*) OVER ()` : sql<null>`NULL::bigint`).as('total'),
    })
    .from(favorites)
    .innerJoin(d, eq(d.resourceId, favorites.resourceId))
    .where(matching(userId, criteria, resolved))
    .orderBy(
      ...(sort === 'title'
        ? [asc(d.sortTitle), asc(favorites.resourceId)]
        : [desc(favorites.createdAt), desc(favorites.id)]),
    )
    .limit(criteria.count)
    .offset(criteria.start)
    .as('page');
  const rows = await orm
    .select({
      favoriteId: page.favoriteId,
      resourceId: page.resourceId,
      favoritedAt: page.favoritedAt,
      total: page.total,
      card: sql<CardRow>`${searchCards.card}`,
    })
    .from(page)
    .innerJoin(searchCards, eq(searchCards.resourceId, page.resourceId))
    .orderBy(
      ...(sort === 'title'
        ? [asc(page.sortTitle), asc(page.resourceId)]
        : [desc(page.favoritedAt), desc(page.favoriteId)]),
    );
  const total = withTotal && rows[0] ? Number(rows[0].total) : null;
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

/** How many favorites match, without facet counts. */
async function countOnly(orm: Orm, userId: string, criteria: SearchCriteria, resolved: ResolvedSearch) {
  const [row] = await orm
    .select({ n: count() })
    .from(favorites)
    .innerJoin(d, eq(d.resourceId, favorites.resourceId))
    .where(matching(userId, criteria, resolved));
  return Number(row?.n ?? 0);
}

/** Counts of every facet id among the matching favorites' documents (as the main search counts, in one pass). */
async function facetIdCounts(orm: Orm, userId: string, criteria: SearchCriteria, resolved: ResolvedSearch) {
  const ids = orm
    .select({ id: sql<number>`unnest(${d.facetIds})`.as('id') })
    .from(favorites)
    .innerJoin(d, eq(d.resourceId, favorites.resourceId))
    .where(matching(userId, criteria, resolved))
    .as('ids');
  return orm.select({ id: ids.id, n: sql<number>`count(*)::int` }).from(ids).groupBy(ids.id);
}

/** The resource ids of the user's favorites, in one row. */
async function favoriteIds(orm: Orm, userId: string): Promise<number[]> {
  const [row] = await orm
    .select({ ids: sql<string[] | null>`array_agg(${favorites.resourceId})` })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return (row?.ids ?? []).map(Number);
}

/** One part's counts: from the search bitmaps among the favorites when they can answer, else from the documents. */
async function countPart(
  orm: Orm,
  userId: string,
  ids: Promise<number[]>,
  part: { criteria: SearchCriteria; names: SearchFacetName[] },
  resolved: ResolvedSearch,
  labels: Promise<Awaited<ReturnType<typeof facetLabels>>>,
): Promise<CountedSearch> {
  const fromBitmaps = await countFromBitmaps(orm, part.criteria, part.names, resolved, { within: await ids });
  if (fromBitmaps) return fromBitmaps;
  const rows = await facetIdCounts(orm, userId, part.criteria, resolved);
  return labelCounts(rows, part.names, await labels);
}

/**
 * The total and the facet counts of criteria.facetBy over the user's favorites. As in the main search (countParts),
 * a facet with values selected is counted without its own selection, so its other values stay offered. Counting
 * in SQL unnests every favorite's facet ids (≈ 20 ms of CPU for 5,000 favorites on PGlite); the search bitmaps
 * (decision 0010) restricted to the favorites' ids count the same in a few milliseconds, for the searches they can
 * answer (no q, or q of counted words only).
 */
export async function countFavorites(
  orm: Orm,
  userId: string,
  criteria: SearchCriteria,
  resolved: ResolvedSearch,
): Promise<CountedSearch> {
  const ids = favoriteIds(orm, userId);
  if (!criteria.facetBy.length) {
    // The total alone, from the bitmaps too when they can answer: cheaper than joining every favorite in SQL.
    const fromBitmaps = await countFromBitmaps(orm, criteria, [], resolved, { within: await ids });
    return fromBitmaps ?? { total: await countOnly(orm, userId, criteria, resolved), facets: {} };
  }
  const labels = facetLabels(orm, resolved.version);
  // The parts' selected ids come from resolved.groups, looked up once for the whole selection.
  const parts = await Promise.all(
    countParts(criteria).map((part) =>
      countPart(
        orm,
        userId,
        ids,
        { criteria: part.criteria, names: part.names as SearchFacetName[] },
        resolved,
        labels,
      ),
    ),
  );
  const facets: CountedSearch['facets'] = {};
  for (const counted of parts) Object.assign(facets, counted.facets);
  return { total: parts[0]?.total ?? 0, facets };
}
