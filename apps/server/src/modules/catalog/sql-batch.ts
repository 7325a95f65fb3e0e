import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';

/**
 * A list or a batch of rows as one json parameter, expanded in SQL by json_to_recordset or
 * json_array_elements_text: one round trip per table whatever the row count, no parameter-count
 * limit, and the same SQL on PGlite and PostgreSQL.
 */
export const jsonParameter = (value: unknown): SQL => sql`${JSON.stringify(value)}::json`;

/** Runs `statement` with the rows as its json parameter; nothing when there are no rows. */
export async function insertRows(
  tx: Orm,
  statement: (json: SQL) => SQL,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(statement(jsonParameter(rows)));
}
