import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client.ts';
import { inTransaction } from './transaction.ts';

/** Arbitrary constant key of the advisory lock that bulk changes of the search bitmaps take turns on. */
const SEARCH_TERMS_LOCK_KEY = 4_242_170_004;

/**
 * Counting the terms (below) and indexing caption tracks both rewrite search bitmaps, row by row in no shared
 * order: two processes doing one each at once (two servers starting on one PostgreSQL) deadlocked. Each takes
 * this transaction-scoped lock first, so they take turns.
 */
export async function takeSearchTermsLock(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEARCH_TERMS_LOCK_KEY})`);
}

/**
 * Refreshes the planner's statistics after a bulk write. PGlite has no autovacuum, so without this
 * a freshly seeded catalog keeps the empty-table estimates (one row per table) and the planner
 * picks nested loops that run for tens of seconds on the homepage collections query; PostgreSQL's
 * autovacuum would get there eventually, but not before the first visitors.
 */
export async function refreshPlannerStatistics(database: Database): Promise<void> {
  await database.withConnection((connection) => connection.exec('ANALYZE'));
  // Words now in at least 2% of the catalog (and 1,000 resources) get search bitmaps (migration 0018).
  await inTransaction(database.orm, async (tx) => {
    await takeSearchTermsLock(tx);
    await tx.execute(sql`SELECT lantern_search_count_terms(greatest(1000,
      (SELECT count(*) FROM search_documents WHERE listed)::int / 50))`);
  });
}
