import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { subjects } from '../../db/schema.ts';
import { type CardRow, cardRows } from '../cards/index.ts';
import { countFromBitmaps } from './search-bitmaps.repo.ts';
import { tsQuery } from './search-conditions.ts';
import type { SearchCriteria } from './search-criteria.ts';
import { bigintArray, documentWhere, listedDocument } from './search-document-filters.ts';
import { type CountPart, countParts, storeFacetCache } from './search-facet-cache.repo.ts';
import { type CountedSearch, countFacets } from './search-facets.repo.ts';
import { POPULAR_FIRST, RANKED_CANDIDATES } from './search-popular-order.repo.ts';
import { type ResolvedSearch, resolveSearch } from './search-resolve.repo.ts';
import { standardRankedPage } from './standard-ranking.ts';

/** SQL of the search and subject-tree calls. Everything else about search lives in the service. */

// Cards and visibleResource live in the cards module; re-exported here for callers written before it.
export { type CardRow, cardColumn, cardRows, visibleResource } from '../cards/index.ts';
export { whereClause } from './search-conditions.ts';
export type { SearchCriteria } from './search-criteria.ts';
export { type ResolvedSearch, resolveSearch } from './search-resolve.repo.ts';

function orderBy(criteria: SearchCriteria): SQL {
  switch (criteria.rankBy) {
    case 'newest':
      return sql`d.published_at DESC NULLS LAST, d.resource_id DESC`;
    case 'title':
      return sql`d.sort_title, d.resource_id`;
    case 'popularity':
      return sql`d.popularity DESC, d.resource_id`;
    default:
      return POPULAR_FIRST;
  }
}

/**
 * From this many matches on, a page walks an ordering index and stops after the page, which is cheapest
 * when matches are dense. With fewer, walking the index can visit most of the catalog to find the few
 * matches, so the matches are fetched first (through the text and facet indexes) and sorted in memory:
 * the OFFSET 0 fence keeps the planner from choosing the walk on a wrong guess of how many there are.
 */
const DENSE_MATCHES = 5_000;

/**
 * Of the candidates matching by captions alone, the most popular this many are ranked by their caption words, and
 * the rest follow them in popularity order. Ranking reads the caption vector, the longest column and most of the
 * cost (about 9 µs a document at 100,000 resources on PGlite, nearly all of it reading the vector).
 */
export const RANKED_CAPTION_MATCHES = 100;

/**
 * Positions start+1 to end of the candidates in relevance order: matches with the words in the title or
 * description first, by their rank there, then matches by captions alone, by their rank in
 * the captions (the first RANKED_CAPTION_MATCHES of them). When title matches fill the page, no caption vector is
 * read at all.
 */
function rankedCandidates(candidates: SQL, rankText: string, start: number, end: number): SQL {
  const query = tsQuery(rankText);
  return sql`SELECT resource_id, position FROM (
      SELECT d.resource_id, row_number() OVER (ORDER BY d.in_title DESC,
        CASE WHEN d.in_title THEN ts_rank(d.search_vector, ${query})
          WHEN d.by_popularity <= ${RANKED_CAPTION_MATCHES} THEN ts_rank(d.caption_vector, ${query}) ELSE -1 END DESC,
        d.popularity DESC, d.resource_id) AS position
      FROM (SELECT d.*, count(*) FILTER (WHERE d.in_title) OVER () AS in_titles,
          row_number() OVER (PARTITION BY d.in_title ORDER BY ${POPULAR_FIRST}) AS by_popularity
        FROM (SELECT d.resource_id, d.search_vector, d.caption_vector, d.popularity, d.published_at,
            d.search_vector @@ ${query} AS in_title
          FROM ${candidates}) d) d
      WHERE d.in_title OR d.in_titles < ${end}
    ) ranked WHERE position > ${start} AND position <= ${end}`;
}

/** The ids of one page, with their position. */
function pageIds(
  criteria: SearchCriteria,
  { total, matchIds, popularIds, popularTitleIds }: PageCount,
  resolved: ResolvedSearch,
): SQL {
  const filtered = documentWhere(criteria, resolved);
  const source = matchIds
    ? sql`search_documents d WHERE d.resource_id = ANY (${bigintArray(matchIds)}) AND ${listedDocument}`
    : total >= DENSE_MATCHES
      ? sql`search_documents d WHERE ${filtered}`
      : sql`(SELECT * FROM search_documents d WHERE ${filtered} OFFSET 0) d`;
  const { start, count } = criteria;
  if (!criteria.q || criteria.rankBy !== 'relevance') {
    return sql`SELECT d.resource_id, row_number() OVER () AS position FROM (
      SELECT d.resource_id FROM ${source} ORDER BY ${orderBy(criteria)}
      LIMIT ${count} OFFSET ${start}) d`;
  }
  // A standard code in q: what it reaches comes first (decision 0049).
  if (resolved.standards) return standardRankedPage(source, criteria, resolved.standards);
  const parts: SQL[] = [];
  const end = start + count;
  if (start < RANKED_CANDIDATES) {
    // The candidates themselves when the count found them (search-popular-order.repo.ts): read, not searched for.
    // When those with q's words in the title or description fill the page, the others are not even read.
    const ranked =
      popularTitleIds && popularTitleIds.length >= end && !criteria.rankText ? popularTitleIds : popularIds;
    const candidates = ranked
      ? sql`search_documents d WHERE d.resource_id = ANY (${bigintArray(ranked)}) AND ${listedDocument}`
      : sql`${source} ORDER BY ${POPULAR_FIRST} LIMIT ${RANKED_CANDIDATES}`;
    parts.push(rankedCandidates(candidates, criteria.rankText ?? criteria.q, start, end));
  }
  if (end > RANKED_CANDIDATES) {
    const from = Math.max(start, RANKED_CANDIDATES);
    parts.push(sql`SELECT d.resource_id, ${from} + row_number() OVER () AS position FROM (
      SELECT d.resource_id FROM ${source} ORDER BY ${POPULAR_FIRST}
      LIMIT ${end - from} OFFSET ${from}) d`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

/** What the count knew that finds the page: see CountedSearch. */
type PageCount = Pick<CountedSearch, 'total' | 'matchIds' | 'popularIds' | 'popularTitleIds'>;

/**
 * The cards of one page: ids from the documents with their cards (search_cards, migration 0019), in one statement.
 * total is the number of matches (from countSearch), which decides how the page is found; matchIds and popularIds,
 * when the count knew them, are the matches themselves and the ones relevance ranks.
 */
export async function searchPage(
  orm: Orm,
  criteria: SearchCriteria,
  counted: PageCount,
  resolved: ResolvedSearch,
): Promise<CardRow[]> {
  if (counted.total === 0) return [];
  return cardRows(
    orm,
    sql`SELECT c.card FROM (${pageIds(criteria, counted, resolved)}) page
      JOIN search_cards c ON c.resource_id = page.resource_id
      ORDER BY page.position`,
  );
}

/** Results at least this many are worth caching their counts; smaller ones are cheap to count again. */
const CACHE_MIN_TOTAL = 1000;

export interface CountOptions {
  /** Results with at least this many matches keep their counts in the cache (tests lower it). */
  cacheMinTotal?: number;
}

/** Counts from the bitmaps when they can answer (in memory, per catalog version), else the cache or the documents. */
async function countOne(
  orm: Orm,
  { criteria, names, key }: CountPart,
  options: CountOptions,
  resolved: ResolvedSearch,
): Promise<CountedSearch> {
  const fromBitmaps = await countFromBitmaps(orm, criteria, names, resolved);
  if (fromBitmaps) return fromBitmaps;
  const hit = resolved.cached.get(key);
  if (hit) return hit;
  const counted = await countFacets(orm, criteria, names, resolved.version, resolved);
  if (counted.total >= (options.cacheMinTotal ?? CACHE_MIN_TOTAL)) {
    await storeFacetCache(orm, key, resolved, counted);
  }
  return counted;
}

/**
 * The total and the facet counts of facet_by (see countParts). resolved comes from resolveSearch(criteria), looked
 * up here when not given.
 */
export async function countSearch(
  orm: Orm,
  criteria: SearchCriteria,
  options: CountOptions = {},
  resolved?: ResolvedSearch,
): Promise<CountedSearch> {
  const ids = resolved ?? (await resolveSearch(orm, criteria));
  const [main, ...disjunctive] = await Promise.all(
    countParts(criteria).map((part) => countOne(orm, part, options, ids)),
  );
  if (!main) throw new Error('no count');
  const facets: CountedSearch['facets'] = {};
  for (const name of criteria.facetBy) facets[name] = [];
  for (const part of [main, ...disjunctive]) Object.assign(facets, part.facets);
  return {
    total: main.total,
    facets,
    ...(main.matchIds ? { matchIds: main.matchIds } : {}),
    ...(main.popularIds ? { popularIds: main.popularIds } : {}),
    ...(main.popularTitleIds ? { popularTitleIds: main.popularTitleIds } : {}),
  };
}

export interface SubjectRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  path: string;
  results_count: number;
}

/**
 * Every subject with the number of visible resources tagged with it or any of its descendants: the
 * whole-catalog subject facet (documents list their subjects' ancestors), so it shares the count cache.
 * audience: a student's (true), or an audience's own filters (audienceFilters: the add-on view, a station's opt-outs).
 */
export async function subjectsWithCounts(
  orm: Orm,
  audience: boolean | Pick<SearchCriteria, 'selected' | 'excluded'>,
): Promise<SubjectRow[]> {
  const filters =
    typeof audience === 'boolean'
      ? { selected: audience ? [{ name: 'student_content' as const, value: 'true' }] : [], excluded: [] }
      : audience;
  const [rows, counted] = await Promise.all([
    orm
      .select({
        id: subjects.id,
        parent_id: subjects.parentId,
        name: subjects.name,
        slug: subjects.slug,
        path: subjects.path,
      })
      .from(subjects)
      .orderBy(subjects.sortOrder, subjects.name, subjects.id),
    countSearch(orm, {
      q: '',
      ...filters,
      collectionSlug: null,
      rankBy: 'relevance',
      start: 0,
      count: 0,
      facetBy: ['subject'],
    }),
  ]);
  const counts = new Map((counted.facets.subject ?? []).map((entry) => [entry.value, entry.count]));
  return rows.map((row) => ({ ...row, results_count: counts.get(String(row.id)) ?? 0 }));
}
