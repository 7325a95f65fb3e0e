import type { SQL } from 'drizzle-orm';
import type { Orm } from '../../apps/server/src/db/client.ts';

/**
 * The rows of a statement, typed as the caller says and not checked: the naive baselines and the benches' own
 * set-up read through this one place. Lantern's repositories parse their rows instead (`db/sql-rows.ts`).
 */
export async function rawRows<T>(orm: Orm, query: SQL): Promise<T[]> {
  return ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
}
