import type { Orm, Tx } from './client.ts';

/**
 * The one way to run several statements as one: Drizzle's transaction, on one connection of either
 * driver, committed when `work` resolves and rolled back when it throws. Called on an open
 * transaction it nests as a savepoint. Repository functions take `Orm`, which a `Tx` is, so the same
 * function runs inside or outside a transaction (docs/decisions/0018).
 */
export function inTransaction<T>(orm: Orm, work: (tx: Tx) => Promise<T>): Promise<T> {
  return orm.transaction(work);
}
