import type { Database, SqlConnection } from '../../db/client.ts';

/**
 * Multi-row writes pass one JSON array per statement and expand it with json_to_recordset: one round trip
 * per table whatever the row count, no parameter-count limit, and the same SQL on PGlite and PostgreSQL.
 */
export async function insertRows(
  connection: SqlConnection,
  sql: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  await connection.query(sql, [JSON.stringify(rows)]);
}

/** Runs work in one transaction on one connection; rolls back on any error. */
export async function inTransaction<T>(
  database: Database,
  work: (connection: SqlConnection) => Promise<T>,
): Promise<T> {
  return database.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      const result = await work(connection);
      await connection.exec('COMMIT');
      return result;
    } catch (error) {
      await connection.exec('ROLLBACK');
      throw error;
    }
  });
}
