import type { SearchFacetName, SearchFilter } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { reachesStateStandards, type SearchCriteria } from './search-criteria.ts';
import { textArray } from './search-document-filters.ts';
import type { CountedSearch } from './search-facets.repo.ts';

/**
 * Facet counts of large result sets (whole-catalog browse, very common words) kept in the database, so
 * every server process shares them and sees a change at once: an entry counts only while the catalog
 * version it was computed at is current (triggers bump it on every catalog write) and no listed
 * resource has expired since (valid_until is the next expiry at computing time).
 */

/** The catalog version and the database's clock read before counting: what a new entry is stamped with. */
export interface CacheStamp {
  version: string;
  readAt: string;
}

const sortedFilters = (filters: SearchFilter[]) =>
  filters.map((f) => `${f.name}:${f.value}`).sort((a, b) => a.localeCompare(b));

/** One count of a search: its criteria, the facets it counts and its cache key. */
export interface CountPart {
  criteria: SearchCriteria;
  names: SearchFacetName[];
  key: string;
}

/**
 * The counts a search needs, the main one first. A facet with selected values of its own is counted without them
 * (the other values stay offered with the counts they would add); every other filter applies.
 */
export function countParts(criteria: SearchCriteria): CountPart[] {
  const selectedNames = new Set<string>(criteria.selected.map((filter) => filter.name));
  const parts = [
    { criteria, names: criteria.facetBy.filter((name) => !selectedNames.has(name)) },
    ...criteria.facetBy
      .filter((name) => selectedNames.has(name))
      .map((name) => ({
        criteria: { ...criteria, selected: criteria.selected.filter((filter) => filter.name !== name) },
        names: [name],
      })),
  ];
  return parts.map((part) => ({
    ...part,
    key: JSON.stringify([
      part.criteria.q,
      sortedFilters(part.criteria.selected),
      sortedFilters(part.criteria.excluded),
      part.criteria.collectionSlug,
      [...part.names].sort(),
      // A signed-in caller's q also reaches state standards: other matches, other counts.
      ...(reachesStateStandards(part.criteria) ? ['state-standards'] : []),
    ]),
  }));
}

/**
 * A column of the statement that resolves a search (over search_catalog_version v): the entries of keys computed
 * at the current version and not outlived by an expiry since.
 */
export const cacheLookupColumn = (keys: string[]): SQL => sql`
  (SELECT json_agg(json_build_object('key', c.cache_key, 'total', c.total, 'facets', c.facets))
    FROM search_facet_cache c WHERE c.cache_key = ANY (${textArray(keys)}) AND c.catalog_version = v.version
      AND (c.valid_until IS NULL OR c.valid_until > now())) AS cached`;

/** The entries read by cacheLookupColumns, by key. */
export function cachedCounts(value: unknown): Map<string, CountedSearch> {
  const entries = (typeof value === 'string' ? JSON.parse(value) : value) as
    | { key: string; total: number; facets: CountedSearch['facets'] | string }[]
    | null;
  return new Map(
    (entries ?? []).map((entry) => [
      entry.key,
      {
        total: Number(entry.total),
        facets: typeof entry.facets === 'string' ? JSON.parse(entry.facets) : entry.facets,
      },
    ]),
  );
}

/**
 * Stores counts computed after lookup. The entry is valid until the first expiry after the lookup read the
 * clock (found here: the planner's look at the expiry index costs a millisecond on PGlite, too much for every
 * search to pay when few store anything). Entries of older catalog versions are dropped on the way, and so
 * are day-old ones, so that a quiet catalog does not collect every query ever asked.
 */
export async function storeFacetCache(orm: Orm, key: string, lookup: CacheStamp, counted: CountedSearch) {
  await orm.execute(sql`DELETE FROM search_facet_cache
    WHERE catalog_version < ${lookup.version}::bigint OR computed_at < now() - interval '1 day'`);
  await orm.execute(sql`INSERT INTO search_facet_cache (cache_key, catalog_version, valid_until, total, facets)
    VALUES (${key}, ${lookup.version}::bigint,
      (SELECT min(d.expires_at) FROM search_documents d WHERE d.listed AND d.expires_at > ${lookup.readAt}::timestamptz),
      ${counted.total},
      ${JSON.stringify(counted.facets)}::jsonb)
    ON CONFLICT (cache_key) DO UPDATE SET catalog_version = excluded.catalog_version,
      valid_until = excluded.valid_until, total = excluded.total, facets = excluded.facets, computed_at = now()
    WHERE search_facet_cache.catalog_version <= excluded.catalog_version`);
}
