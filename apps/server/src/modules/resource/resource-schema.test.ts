import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  organizationMembers,
  resourceCodeRedirects,
  resourceQuestionAnswers,
  resourceRatings,
  resourceSessionViews,
} from '../../db/resource-schema.ts';
import { sharedTestDatabase } from '../../test/test-database.ts';

/** The drizzle mirror must match migration 0020 (the source of truth): same columns and nullability. */
describe('resource drizzle schema', () => {
  it('mirrors the tables of migration 0020', async () => {
    const database = await sharedTestDatabase();
    const tables = [
      resourceCodeRedirects,
      organizationMembers,
      resourceSessionViews,
      resourceRatings,
      resourceQuestionAnswers,
    ].map((table) => getTableConfig(table));
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
      table.columns.map((column) => `${table.name}.${column.name}:${column.notNull ? 'not null' : 'null'}`),
    );
    expect(fromDrizzle.sort()).toEqual(fromSql.sort());
  });

  it('refuses ratings outside 1-5 and unknown answers in the database too', async () => {
    const database = await sharedTestDatabase();
    await database.withConnection(async (connection) => {
      const { rows } = await connection.query<{ definition: string }>(
        `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
         WHERE conrelid IN ('resource_ratings'::regclass, 'resource_question_answers'::regclass) AND contype = 'c'`,
      );
      const definitions = rows.map((row) => row.definition).join(' ');
      expect(definitions).toContain('rating >= 1');
      expect(definitions).toContain('rating <= 5');
      expect(definitions).toContain('very_useful');
    });
  });
});
