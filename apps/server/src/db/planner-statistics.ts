import type { Database } from './client.ts';

/**
 * Refreshes the planner's statistics after a bulk write. PGlite has no autovacuum, so without this
 * a freshly seeded catalog keeps the empty-table estimates (one row per table) and the planner
 * picks nested loops that run for tens of seconds on the homepage collections query; PostgreSQL's
 * autovacuum would get there eventually, but not before the first visitors.
 */
export async function refreshPlannerStatistics(database: Database): Promise<void> {
  await database.withConnection((connection) => connection.exec('ANALYZE'));
  // Words now in at least 2% of the catalog (and 1,000 resources) get search bitmaps (migration 0018).
  await database.withConnection((connection) =>
    connection.exec(`SELECT lantern_search_count_terms(greatest(1000,
      (SELECT count(*) FROM search_documents WHERE listed)::int / 50))`),
  );
}
