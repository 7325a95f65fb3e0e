import type { SQL } from 'drizzle-orm';
import type { Orm } from './client.ts';

/** Rows of a raw query; node-postgres and PGlite both answer { rows }. */
export async function rowsOf<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
