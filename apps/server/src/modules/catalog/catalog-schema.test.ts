import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as assetsSchema from '../../db/assets-schema.ts';
import * as catalogSchema from '../../db/catalog-schema.ts';
import * as collectionsSchema from '../../db/collections-schema.ts';
import * as homepageSchema from '../../db/homepage-schema.ts';
import * as standardsSchema from '../../db/standards-schema.ts';
import { sharedTestDatabase } from '../../test/test-database.ts';

/** The catalog's drizzle mirror must match migrations 0002 and 0003 (the source of truth): same tables, columns, nullability. */
const CATALOG_SCHEMAS = [catalogSchema, assetsSchema, collectionsSchema, standardsSchema, homepageSchema];

describe('catalog drizzle schema', () => {
  it('mirrors every catalog table and column of the migration', async () => {
    const database = await sharedTestDatabase();
    const tables = (CATALOG_SCHEMAS.flatMap((schema) => Object.values(schema)) as unknown[]).filter(
      (value): value is PgTable =>
        typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
    );
    const actual = await database.withConnection(async (connection) => {
      const { rows } = await connection.query<{
        table_name: string;
        column_name: string;
        is_nullable: string;
      }>(
        `SELECT table_name, column_name, is_nullable FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = ANY($1::text[])`,
        [tables.map((table) => getTableConfig(table).name)],
      );
      return rows;
    });
    const fromSql = actual.map(
      (row) => `${row.table_name}.${row.column_name}:${row.is_nullable === 'YES' ? 'null' : 'not null'}`,
    );
    const fromDrizzle = tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column) => {
        const inPrimaryKey = column.primary || config.primaryKeys.some((key) => key.columns.includes(column));
        return `${config.name}.${column.name}:${column.notNull || inPrimaryKey ? 'not null' : 'null'}`;
      });
    });
    expect(tables.length).toBeGreaterThan(35);
    expect(fromDrizzle.sort()).toEqual(fromSql.sort());
  });
});
