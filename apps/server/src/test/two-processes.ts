import type { FastifyInstance } from 'fastify';
import { type BuildTestAppOptions, buildTestApp } from './test-app.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Two app instances on one database, as two processes behind a load balancer would run: on
 * PostgreSQL each has its own connection pool on the same server database; on PGlite (one
 * connection by nature) they share it. `restart` builds a third instance on the same database
 * after closing the first, as a restarted process would.
 */
export async function twoAppsOnOneDatabase(options: Omit<BuildTestAppOptions, 'database'> = {}) {
  const database: TestDatabase = await openTestDatabase({ poolSize: 10 });
  const second = database.openAnotherPool ? await database.openAnotherPool(10) : database;
  const first = await buildTestApp({ ...options, database });
  const other = await buildTestApp({ ...options, database: second });
  return {
    apps: [first, other] as [FastifyInstance, FastifyInstance],
    database,
    restart: async (app: FastifyInstance): Promise<FastifyInstance> => {
      await app.close();
      const pool = database.openAnotherPool ? await database.openAnotherPool(10) : database;
      return buildTestApp({ ...options, database: pool });
    },
  };
}
