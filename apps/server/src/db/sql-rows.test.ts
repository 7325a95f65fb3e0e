import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sharedTestDatabase } from '../test/test-database.ts';
import { column, jsonColumn, queryRow, queryRows } from './sql-rows.ts';
import { inTransaction } from './transaction.ts';

/** The drivers disagree on bigint (a string on node-postgres) and give raw timestamptz as text: rows agree after parsing. */
describe('queryRows', () => {
  it('answers the same types on PGlite and PostgreSQL', async () => {
    const { orm } = await sharedTestDatabase();
    const row = await queryRow(
      orm,
      z.object({
        id: column.int8,
        n: column.int8,
        average: column.float,
        at: column.timestamp,
        missing: column.int8.nullable(),
        parts: jsonColumn<{ id: number }[]>(),
      }),
      sql`SELECT 3000000000::bigint AS id, count(*) AS n, 2.50::numeric AS average,
        '2026-11-25T10:00:00Z'::timestamptz AS at, NULL::bigint AS missing,
        json_build_array(json_build_object('id', 3000000000::bigint)) AS parts
        FROM (VALUES (1), (2)) v (x)`,
    );
    expect(row).toEqual({
      id: 3_000_000_000,
      n: 2,
      average: 2.5,
      at: new Date('2026-11-25T10:00:00Z'),
      missing: null,
      parts: [{ id: 3_000_000_000 }],
    });
  });

  it('refuses a row that is not what the statement says it returns', async () => {
    const { orm } = await sharedTestDatabase();
    await expect(queryRows(orm, z.object({ n: z.number() }), sql`SELECT 'x' AS n`)).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });
});

describe('inTransaction', () => {
  it('commits when the work resolves and leaves nothing when it throws', async () => {
    const { orm } = await sharedTestDatabase();
    await orm.execute(sql`CREATE TABLE transaction_probe (x int)`);
    await inTransaction(orm, (tx) => tx.execute(sql`INSERT INTO transaction_probe VALUES (1)`));
    await expect(
      inTransaction(orm, async (tx) => {
        await tx.execute(sql`INSERT INTO transaction_probe VALUES (2)`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const rows = await queryRows(
      orm,
      z.object({ x: z.number() }),
      sql`SELECT x FROM transaction_probe ORDER BY x`,
    );
    expect(rows).toEqual([{ x: 1 }]);
  });
});
