import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { idsColumn } from '../../db/sql-rows.ts';
import { bitmapsWillCount } from './search-bitmap-terms.ts';
import { groupByName, tsQuery } from './search-conditions.ts';
import type { SearchCriteria } from './search-criteria.ts';
import {
  alignedQuery,
  captionPhraseResources,
  collectionIdsQuery,
  filterIdsQuery,
  isQuotedPhrase,
  ordersWords,
  type ResolvedIds,
} from './search-document-filters.ts';
import { type CacheStamp, cachedCounts, cacheLookupColumn, countParts } from './search-facet-cache.repo.ts';
import type { CountedSearch } from './search-facets.repo.ts';
import { type StandardTiers, standardTierColumns, standardTiers } from './standard-ranking.ts';

/** What a search's statements need to know first, looked up in one round trip. */
export interface ResolvedSearch extends ResolvedIds, CacheStamp {
  /** Cached counts of the search's count parts (countParts), by key; not looked up when the bitmaps will count. */
  cached: Map<string, CountedSearch>;
  /** q as a tsquery in text form ('scienc' & 'water'); null for an empty q. */
  queryText: string | null;
  /** Resources the standard codes in q reach, ranked first; null when q names no code. */
  standards: StandardTiers | null;
}

/**
 * q → its tsquery text, which no catalog change alters: what this process knows of q before the statement, so that
 * a search the bitmaps count skips the shared cache. The latest few are kept.
 */
const queryTexts = new Map<string, string>();
const REMEMBERED_QUERY_TEXTS = 1_000;

/**
 * The resolve row's columns are mapped by hand: it runs before every search, and its id arrays (aligned resources,
 * a collection's facet ids) can be long, where a zod parse walks every element
 * (docs/decisions/0018-typed-sql-and-one-transaction-helper.md).
 */
function textColumn(row: Record<string, unknown>, name: string): string {
  const value = row[name];
  if (typeof value !== 'string') throw new Error(`resolveSearch: ${name} is not text`);
  return value;
}

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
    criteria.q ? sql`ARRAY(${alignedQuery(criteria)}) AS aligned` : sql`'{}'::bigint[] AS aligned`,
    criteria.q && isQuotedPhrase(criteria.q)
      ? sql`CASE WHEN ${ordersWords(criteria.q)} THEN ARRAY(${captionPhraseResources(criteria.q)}) END AS caption_phrase`
      : sql`NULL::bigint[] AS caption_phrase`,
    criteria.q && knownText === undefined
      ? sql`(${tsQuery(criteria.q)})::text AS query_text`
      : sql`NULL::text AS query_text`,
    excluded.length
      ? sql`ARRAY(${sql.join(excluded, sql` UNION `)}) AS excluded`
      : sql`'{}'::int[] AS excluded`,
    ...groups.map(({ query }, i) => sql`ARRAY(${query}) AS ${sql.raw(`g${i}`)}`),
    ...standardTierColumns(criteria),
  ];
  const {
    rows: [row],
  } = await orm.execute(sql`SELECT ${sql.join(columns, sql`, `)} FROM search_catalog_version v`);
  if (!row) throw new Error('search_catalog_version has no row');
  const queryText = row.query_text === null ? null : textColumn(row, 'query_text');
  if (criteria.q && knownText === undefined) {
    if (queryTexts.size >= REMEMBERED_QUERY_TEXTS) queryTexts.clear();
    queryTexts.set(criteria.q, String(queryText));
  }
  return {
    version: textColumn(row, 'version'),
    readAt: textColumn(row, 'read_at'),
    cached: cachedCounts(row.cached),
    aligned: idsColumn(row, 'aligned'),
    ...(row.caption_phrase === null ? {} : { captionPhrase: idsColumn(row, 'caption_phrase') }),
    queryText: knownText === undefined ? queryText : knownText,
    excluded: idsColumn(row, 'excluded'),
    groups: Object.fromEntries(groups.map(({ name }, i) => [name, idsColumn(row, `g${i}`)])),
    standards: standardTiers(row, criteria.q),
  };
}
