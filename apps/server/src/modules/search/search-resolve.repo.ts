import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { bitmapsWillCount } from './search-bitmaps.repo.ts';
import { groupByName, tsQuery } from './search-conditions.ts';
import type { SearchCriteria } from './search-criteria.ts';
import {
  alignedQuery,
  collectionIdsQuery,
  filterIdsQuery,
  type ResolvedIds,
} from './search-document-filters.ts';
import { type CacheStamp, cachedCounts, cacheLookupColumn, countParts } from './search-facet-cache.repo.ts';
import type { CountedSearch } from './search-facets.repo.ts';

/** What a search's statements need to know first, looked up in one round trip. */
export interface ResolvedSearch extends ResolvedIds, CacheStamp {
  /** Cached counts of the search's count parts (countParts), by key; not looked up when the bitmaps will count. */
  cached: Map<string, CountedSearch>;
  /** q as a tsquery in text form ('scienc' & 'water'); null for an empty q. */
  queryText: string | null;
}

/**
 * q → its tsquery text, which no catalog change alters: what this process knows of q before the statement, so that
 * a search the bitmaps count skips the shared cache. The latest few are kept.
 */
const queryTexts = new Map<string, string>();
const REMEMBERED_QUERY_TEXTS = 1_000;

export async function resolveSearch(orm: Orm, criteria: SearchCriteria): Promise<ResolvedSearch> {
  const groups: { name: string; query: SQL }[] = [];
  for (const [name, values] of groupByName(criteria.selected)) {
    const query = filterIdsQuery(name, values);
    if (query) groups.push({ name, query });
  }
  if (criteria.collectionSlug) {
    groups.push({ name: 'collection', query: collectionIdsQuery(criteria.collectionSlug) });
  }
  const excluded = [...groupByName(criteria.excluded)].flatMap(([name, values]) => {
    const query = filterIdsQuery(name, values);
    return query ? [query] : [];
  });
  const knownText = criteria.q ? queryTexts.get(criteria.q) : null;
  const columns = [
    sql`v.version::text AS version`,
    sql`now()::text AS read_at`,
    bitmapsWillCount(orm, knownText)
      ? sql`NULL::json AS cached`
      : cacheLookupColumn(countParts(criteria).map((part) => part.key)),
    criteria.q ? sql`ARRAY(${alignedQuery(criteria.q)}) AS aligned` : sql`'{}'::bigint[] AS aligned`,
    criteria.q && knownText === undefined
      ? sql`(${tsQuery(criteria.q)})::text AS query_text`
      : sql`NULL::text AS query_text`,
    excluded.length
      ? sql`ARRAY(${sql.join(excluded, sql` UNION `)}) AS excluded`
      : sql`'{}'::int[] AS excluded`,
    ...groups.map(({ query }, i) => sql`ARRAY(${query}) AS ${sql.raw(`g${i}`)}`),
  ];
  const [row] = await rowsOf<Record<string, unknown>>(
    orm,
    sql`SELECT ${sql.join(columns, sql`, `)} FROM search_catalog_version v`,
  );
  if (!row) throw new Error('search_catalog_version has no row');
  if (criteria.q && knownText === undefined) {
    if (queryTexts.size >= REMEMBERED_QUERY_TEXTS) queryTexts.clear();
    queryTexts.set(criteria.q, String(row.query_text));
  }
  const numbers = (value: unknown) => ((value as unknown[] | null) ?? []).map(Number);
  return {
    version: String(row.version),
    readAt: String(row.read_at),
    cached: cachedCounts(row.cached),
    aligned: numbers(row.aligned),
    queryText: knownText === undefined ? ((row.query_text as string | null) ?? null) : knownText,
    excluded: numbers(row.excluded),
    groups: Object.fromEntries(groups.map(({ name }, i) => [name, numbers(row[`g${i}`])])),
  };
}
