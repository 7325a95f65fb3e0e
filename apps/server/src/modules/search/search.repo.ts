import type { SearchFacetName, SearchFilter } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { tsQuery } from './search-conditions.ts';
import type { SearchCriteria } from './search-criteria.ts';
import { documentWhere } from './search-document-filters.ts';
import { lookupFacetCache, storeFacetCache } from './search-facet-cache.repo.ts';
import type { CountedSearch } from './search-facets.repo.ts';
import { countWithKeptCounts } from './search-kept-counts.repo.ts';

/** SQL of the search and subject-tree calls. Everything else about search lives in the service. */

export { visibleResource, whereClause } from './search-conditions.ts';
export type { SearchCriteria } from './search-criteria.ts';

export interface CardRow {
  resource_code: string;
  title: string;
  media_type: string;
  description: string;
  duration_seconds: number | null;
  poster: string | null;
  grades: string[];
  subjects: { id: number; title: string }[];
  languages: string[];
  project: string | null;
  brand: string | null;
  support_materials_count: number;
}

/** The columns of a resource card (CardRow) over resources r: search, homepage, recommendations, resource links. */
export const cardColumns = sql`r.resource_code, r.title, r.media_type, r.description, r.duration_seconds,
  coalesce(r.search_display_image_path, r.poster_path) AS poster,
  (SELECT coalesce(json_agg(g.grade_band ORDER BY gb.sort_order), '[]'::json)
     FROM resource_grades g JOIN grade_bands gb ON gb.code = g.grade_band WHERE g.resource_id = r.id) AS grades,
  (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.name) ORDER BY s.sort_order, s.id), '[]'::json)
     FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id WHERE rs.resource_id = r.id) AS subjects,
  (SELECT coalesce(json_agg(l.name ORDER BY rl.sort_order, l.sort_order), '[]'::json)
     FROM resource_languages rl JOIN languages l ON l.code = rl.language_code WHERE rl.resource_id = r.id) AS languages,
  (SELECT p.title FROM projects p WHERE p.id = r.project_id) AS project,
  (SELECT o.name FROM resource_attributions a JOIN organizations o ON o.id = a.organization_id
     WHERE a.resource_id = r.id AND a.role = 'brand' ORDER BY a.sort_order, o.id LIMIT 1) AS brand,
  (SELECT count(*) FROM support_materials m WHERE m.resource_id = r.id)::int AS support_materials_count`;

const POPULAR_FIRST = sql`d.popularity DESC, d.published_at DESC NULLS LAST, d.resource_id`;

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
 * Relevance ranks at most this many matches: the most popular ones (ts_rank weighs title words, A, above
 * description words, B). A very common word matches most of the catalog, and ranking every match would
 * grow with it; matches past the candidates follow in popularity order. Up to this many matches, the
 * ranking is exact.
 */
export const RANKED_CANDIDATES = 500;

/**
 * From this many matches on, a page walks an ordering index and stops after the page, which is cheapest
 * when matches are dense. With fewer, walking the index can visit most of the catalog to find the few
 * matches, so the matches are fetched first (through the text and facet indexes) and sorted in memory:
 * the OFFSET 0 fence keeps the planner from choosing the walk on a wrong guess of how many there are.
 */
const DENSE_MATCHES = 5_000;

/** The ids of one page, with their position. */
function pageIds(criteria: SearchCriteria, total: number): SQL {
  const filtered = documentWhere(criteria);
  const source =
    total >= DENSE_MATCHES
      ? sql`search_documents d WHERE ${filtered}`
      : sql`(SELECT * FROM search_documents d WHERE ${filtered} OFFSET 0) d`;
  const { start, count } = criteria;
  if (!criteria.q || criteria.rankBy !== 'relevance') {
    return sql`SELECT d.resource_id, row_number() OVER () AS position FROM (
      SELECT d.resource_id FROM ${source} ORDER BY ${orderBy(criteria)}
      LIMIT ${count} OFFSET ${start}) d`;
  }
  const parts: SQL[] = [];
  const end = start + count;
  if (start < RANKED_CANDIDATES) {
    parts.push(sql`SELECT resource_id, position FROM (
      SELECT c.resource_id, row_number() OVER (
        ORDER BY ts_rank(c.search_vector, ${tsQuery(criteria.q)}) DESC, c.popularity DESC, c.resource_id) AS position
      FROM (SELECT d.resource_id, d.search_vector, d.popularity FROM ${source}
        ORDER BY ${POPULAR_FIRST} LIMIT ${RANKED_CANDIDATES}) c
    ) ranked WHERE position > ${start} AND position <= ${end}`);
  }
  if (end > RANKED_CANDIDATES) {
    const from = Math.max(start, RANKED_CANDIDATES);
    parts.push(sql`SELECT d.resource_id, ${from} + row_number() OVER () AS position FROM (
      SELECT d.resource_id FROM ${source} ORDER BY ${POPULAR_FIRST}
      LIMIT ${end - from} OFFSET ${from}) d`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * The cards of one page: ids from the documents, then the card fields of those few resources. total is
 * the number of matches (from countSearch), which decides how the page is found.
 */
export async function searchPage(orm: Orm, criteria: SearchCriteria, total: number): Promise<CardRow[]> {
  if (total === 0) return [];
  return rowsOf<CardRow>(
    orm,
    sql`
    WITH page AS (${pageIds(criteria, total)})
    SELECT ${cardColumns}
    FROM page JOIN resources r ON r.id = page.resource_id
    ORDER BY page.position`,
  );
}

/** Results at least this many are worth caching their counts; smaller ones are cheap to count again. */
const CACHE_MIN_TOTAL = 1000;

const sortedFilters = (filters: SearchFilter[]) =>
  filters.map((f) => `${f.name}:${f.value}`).sort((a, b) => a.localeCompare(b));

function cacheKey(criteria: SearchCriteria, names: SearchFacetName[]): string {
  return JSON.stringify([
    criteria.q,
    sortedFilters(criteria.selected),
    sortedFilters(criteria.excluded),
    criteria.collectionSlug,
    [...names].sort(),
  ]);
}

export interface CountOptions {
  /** Results with at least this many matches keep their counts in the cache (tests lower it). */
  cacheMinTotal?: number;
}

async function countCached(
  orm: Orm,
  criteria: SearchCriteria,
  names: SearchFacetName[],
  options: CountOptions,
): Promise<CountedSearch> {
  const key = cacheKey(criteria, names);
  const lookup = await lookupFacetCache(orm, key);
  if (lookup.hit) return lookup.hit;
  // Kept counts still subtract expired and excluded documents per query; a cache hit is one row.
  const { counted } = await countWithKeptCounts(orm, criteria, names, lookup.version);
  if (counted.total >= (options.cacheMinTotal ?? CACHE_MIN_TOTAL)) {
    await storeFacetCache(orm, key, lookup, counted);
  }
  return counted;
}

/**
 * The total and the facet counts of facet_by. A facet with selected values of its own is counted without
 * them (the other values stay offered with the counts they would add); every other filter applies.
 */
export async function countSearch(
  orm: Orm,
  criteria: SearchCriteria,
  options: CountOptions = {},
): Promise<CountedSearch> {
  const selectedNames = new Set<string>(criteria.selected.map((filter) => filter.name));
  const plain = criteria.facetBy.filter((name) => !selectedNames.has(name));
  const own = criteria.facetBy.filter((name) => selectedNames.has(name));
  const [main, ...disjunctive] = await Promise.all([
    countCached(orm, criteria, plain, options),
    ...own.map((name) =>
      countCached(
        orm,
        { ...criteria, selected: criteria.selected.filter((filter) => filter.name !== name) },
        [name],
        options,
      ),
    ),
  ]);
  if (!main) throw new Error('no count');
  const facets: CountedSearch['facets'] = {};
  for (const name of criteria.facetBy) facets[name] = [];
  for (const part of [main, ...disjunctive]) Object.assign(facets, part.facets);
  return { total: main.total, facets };
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
 */
export async function subjectsWithCounts(orm: Orm, studentOnly: boolean): Promise<SubjectRow[]> {
  const [rows, counted] = await Promise.all([
    rowsOf<Omit<SubjectRow, 'results_count'>>(
      orm,
      sql`SELECT a.id, a.parent_id, a.name, a.slug, a.path FROM subjects a ORDER BY a.sort_order, a.name, a.id`,
    ),
    countSearch(orm, {
      q: '',
      selected: studentOnly ? [{ name: 'student_content', value: 'true' }] : [],
      excluded: [],
      collectionSlug: null,
      rankBy: 'relevance',
      start: 0,
      count: 0,
      facetBy: ['subject'],
    }),
  ]);
  const counts = new Map((counted.facets.subject ?? []).map((entry) => [entry.value, entry.count]));
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    results_count: counts.get(String(row.id)) ?? 0,
  }));
}
