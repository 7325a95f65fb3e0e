import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres, pgliteDataPath } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** Opens the configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const unlock = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite({ dataDir: pgliteDataPath(config.dataDir) });
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
