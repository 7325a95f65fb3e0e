/**
 * A fresh, migrated database for the search benchmark: in-memory PGlite, or PostgreSQL — a new database
 * on DATABASE_URL when given (the user must be allowed to CREATE DATABASE), else a throwaway cluster in a
 * temp dir (initdb as the postgres user when running as root, as the API tests do). Dropped afterwards.
 */
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { adminQuery, startThrowawayCluster, withDatabase } from '../apps/server/src/test/postgres-cluster.ts';

export interface BenchDatabase {
  database: Database;
  dispose(): Promise<void>;
}

export async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const database = await openPglite({});
    await migrate(database);
    return { database, dispose: () => database.close() };
  }
  const cluster = process.env.DATABASE_URL ? null : await startThrowawayCluster('lantern-search-bench-pg-');
  const adminUrl = process.env.DATABASE_URL || (cluster?.url as string);
  const name = `lantern_search_bench_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openPostgres(withDatabase(adminUrl, name), 4);
  await migrate(database);
  return {
    database,
    dispose: async () => {
      await database.close();
      if (cluster) return cluster.stop();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
