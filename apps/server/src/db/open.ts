import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres, pgliteDataPath } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

export interface OpenOptions {
  /**
   * For an embedded database that does not exist yet: a data-directory dump to start it from (the prepared demo
   * database, seed/demo-snapshot.ts). Asked only then, under the data-dir lock; a database that exists is opened
   * as it is.
   */
  initialDump?: () => Blob | undefined;
}

export type OpenedDatabase = Database & {
  /** Whether the embedded database was just created from `initialDump`. */
  startedFromDump: boolean;
};

/** Opens the configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export async function openConfiguredDatabase(
  config: Config,
  options: OpenOptions = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) return { ...(await openPostgres(config.databaseUrl)), startedFromDump: false };
  const unlock = await lockDataDir(config.dataDir);
  try {
    const dataDir = pgliteDataPath(config.dataDir);
    const exists = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    const dump = exists ? undefined : options.initialDump?.();
    const database = await openPglite({ dataDir, loadDataDir: dump });
    return {
      ...database,
      startedFromDump: dump !== undefined,
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
