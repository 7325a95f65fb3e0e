import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { CountedSearch } from './search-facets.repo.ts';

/**
 * Facet counts of large result sets (whole-catalog browse, very common words) kept in the database, so
 * every server process shares them and sees a change at once: an entry counts only while the catalog
 * version it was computed at is current (triggers bump it on every catalog write) and no listed
 * resource has expired since (valid_until is the next expiry at computing time).
 */

export interface CacheLookup {
  /** The catalog version and next expiry read before computing: what a new entry is stamped with. */
  version: string;
  nextExpiry: string | null;
  hit: CountedSearch | null;
}

export async function lookupFacetCache(orm: Orm, key: string): Promise<CacheLookup> {
  const [row] = await rowsOf<{
    version: string;
    next_expiry: string | null;
    total: number | null;
    facets: CountedSearch['facets'] | string | null;
  }>(
    orm,
    sql`SELECT v.version::text AS version,
      (SELECT min(d.expires_at)::text FROM search_documents d WHERE d.listed AND d.expires_at > now()) AS next_expiry,
      c.total, c.facets
    FROM search_catalog_version v
    LEFT JOIN search_facet_cache c ON c.cache_key = ${key} AND c.catalog_version = v.version
      AND (c.valid_until IS NULL OR c.valid_until > now())`,
  );
  if (!row) throw new Error('search_catalog_version has no row');
  const facets = typeof row.facets === 'string' ? JSON.parse(row.facets) : row.facets;
  return {
    version: row.version,
    nextExpiry: row.next_expiry,
    hit: row.total === null || facets === null ? null : { total: Number(row.total), facets },
  };
}

/**
 * Stores counts computed after lookup. Entries of older catalog versions are dropped on the way, and so
 * are day-old ones, so that a quiet catalog does not collect every query ever asked.
 */
export async function storeFacetCache(orm: Orm, key: string, lookup: CacheLookup, counted: CountedSearch) {
  await orm.execute(sql`DELETE FROM search_facet_cache
    WHERE catalog_version < ${lookup.version}::bigint OR computed_at < now() - interval '1 day'`);
  await orm.execute(sql`INSERT INTO search_facet_cache (cache_key, catalog_version, valid_until, total, facets)
    VALUES (${key}, ${lookup.version}::bigint, ${lookup.nextExpiry}::timestamptz, ${counted.total},
      ${JSON.stringify(counted.facets)}::jsonb)
    ON CONFLICT (cache_key) DO UPDATE SET catalog_version = excluded.catalog_version,
      valid_until = excluded.valid_until, total = excluded.total, facets = excluded.facets, computed_at = now()
    WHERE search_facet_cache.catalog_version <= excluded.catalog_version`);
}
