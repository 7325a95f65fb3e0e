import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { favorites, resourceViews } from '../../db/engagement-schema.ts';
import { sharedTestDatabase } from '../../test/test-database.ts';

/** The drizzle mirror must match migration 0011 (the source of truth): same columns, nullability, keys. */
describe('engagement drizzle schema', () => {
  it('mirrors favorites and resource_views', async () => {
    const database = await sharedTestDatabase();
    const tables = [favorites, resourceViews].map((table) => getTableConfig(table));
    const actual = await database.withConnection(async (connection) => {
      const { rows } = await connection.query<{
        table_name: string;
        column_name: string;
        is_nullable: string;
      }>(
        `SELECT table_name, column_name, is_nullable FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = ANY($1::text[])`,
        [tables.map((table) => table.name)],
      );
      return rows;
    });
    const fromSql = actual.map(
      (row) => `${row.table_name}.${row.column_name}:${row.is_nullable === 'YES' ? 'null' : 'not null'}`,
    );
    const fromDrizzle = tables.flatMap((table) =>
      table.columns.map(
        (column) => `${table.name}.${column.name}:${column.notNull || column.primary ? 'not null' : 'null'}`,
      ),
    );
    expect(fromDrizzle.sort()).toEqual(fromSql.sort());
  });

  it('keeps one favorite per person and resource, and refuses a raw token as a view key', async () => {
    const database = await sharedTestDatabase();
    await database.withConnection(async (connection) => {
      const { rows } = await connection.query<{ definition: string }>(
        `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
         WHERE conrelid IN ('favorites'::regclass, 'resource_views'::regclass)`,
      );
      const definitions = rows.map((row) => row.definition);
      expect(definitions).toContain('UNIQUE (user_id, resource_id)');
      expect(definitions).toContain('FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE');
      expect(definitions).toContain('FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL');
      expect(definitions.some((d) => d.includes('session_key'))).toBe(true);
    });
  });
});
