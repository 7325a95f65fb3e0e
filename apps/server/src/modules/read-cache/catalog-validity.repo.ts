import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRow } from '../../db/sql-rows.ts';

/** How long what the cached public reads show stays as it is (docs/decisions/0014). */
export interface CatalogValidity {
  /** The catalog version (migration 0013): moves with every write to a table a cached reply shows. */
  version: string;
  /** The next moment something changes with no write (ms since the epoch): a resource expires, an ad starts or ends. */
  changesAt: number;
}

/** version is cast to text (a bigint: exact on both drivers), changes_at to float8. */
const validityRow = z.object({ version: z.string(), changes_at: z.number().nullable() });

/** One statement: the version and the next expiry or ad boundary (each an index look-up, migration 0035). */
export async function readCatalogValidity(orm: Orm): Promise<CatalogValidity> {
  const row = await queryRow(
    orm,
    validityRow,
    sql`SELECT v.version::text AS version, (extract(epoch FROM least(
        (SELECT min(r.expiration_date) FROM resources r WHERE r.expiration_date > now()),
        (SELECT min(a.starts_at) FROM promo_ads a WHERE a.starts_at > now()),
        (SELECT min(a.ends_at) FROM promo_ads a WHERE a.ends_at > now()))) * 1000)::float8 AS changes_at
      FROM search_catalog_version v`,
  );
  if (!row) throw new Error('search_catalog_version has no row');
  return {
    version: row.version,
    changesAt: row.changes_at ?? Number.POSITIVE_INFINITY,
  };
}
