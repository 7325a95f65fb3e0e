import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { groupByName, tsQuery } from './search-conditions.ts';
import type { SearchCriteria } from './search-criteria.ts';
import {
  alignedQuery,
  collectionIdsQuery,
  filterIdsQuery,
  type ResolvedIds,
} from './search-document-filters.ts';
import { type CacheStamp, cachedCounts, cacheLookupColumns, countParts } from './search-facet-cache.repo.ts';
import type { CountedSearch } from './search-facets.repo.ts';

/** What a search's statements need to know first, looked up in one round trip. */
export interface ResolvedSearch extends ResolvedIds, CacheStamp {
  /** Cached counts of the search's count parts (countParts), by key. */
  cached: Map<string, CountedSearch>;
  /**
   * The bitmap keys of q's words when q is words only (no phrase, negation or alternative) and every word is a
   * counted term (migration 0018); [] for an empty q; null when the search bitmaps cannot answer q.
   */
  termKeys: string[] | null;
}

/** A tsquery of plain lexemes joined by AND, as text ('scienc' & 'water'), and one lexeme of it. */
const LEXEME_CONJUNCTION = "^'[^'\\\\]+'( & '[^'\\\\]+')*$";
const QUOTED_LEXEME = "'([^'\\\\]+)'";

const termKeys = (q: string): SQL => sql`(
  SELECT CASE WHEN bool_and(t.term IS NOT NULL) THEN array_agg('t:' || m.lexeme) END
  FROM (SELECT (regexp_matches(x.query, ${QUOTED_LEXEME}, 'g'))[1] AS lexeme
    FROM (SELECT (${tsQuery(q)})::text AS query) x WHERE x.query ~ ${LEXEME_CONJUNCTION}) m
  LEFT JOIN search_counted_terms t ON t.term = m.lexeme)`;

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
  const columns = [
    sql`v.version::text AS version`,
    cacheLookupColumns(countParts(criteria).map((part) => part.key)),
    criteria.q ? sql`ARRAY(${alignedQuery(criteria.q)}) AS aligned` : sql`'{}'::bigint[] AS aligned`,
    criteria.q ? sql`${termKeys(criteria.q)} AS term_keys` : sql`'{}'::text[] AS term_keys`,
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
  const numbers = (value: unknown) => ((value as unknown[] | null) ?? []).map(Number);
  return {
    version: String(row.version),
    nextExpiry: (row.next_expiry as string | null) ?? null,
    cached: cachedCounts(row.cached),
    aligned: numbers(row.aligned),
    termKeys: (row.term_keys as string[] | null) ?? null,
    excluded: numbers(row.excluded),
    groups: Object.fromEntries(groups.map(({ name }, i) => [name, numbers(row[`g${i}`])])),
  };
}
