import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from './client.ts';

/**
 * Hand-tuned statements (what the query builder cannot say, or says slower) run through here: every
 * row is parsed by a zod row schema at the repository edge, so a repository returns the type it
 * checked, not one it hoped for. Plain reads and writes use the query builder instead
 * (docs/decisions/0018-typed-sql-and-one-transaction-helper.md).
 */
export async function queryRows<Row extends z.ZodType>(
  orm: Orm,
  row: Row,
  query: SQL,
): Promise<z.output<Row>[]> {
  const { rows } = await orm.execute(query);
  return rows.map((value) => row.parse(value));
}

/** The first row of a hand-tuned statement, or undefined when it has none. */
export async function queryRow<Row extends z.ZodType>(
  orm: Orm,
  row: Row,
  query: SQL,
): Promise<z.output<Row> | undefined> {
  const { rows } = await orm.execute(query);
  return rows.length === 0 ? undefined : row.parse(rows[0]);
}

/**
 * An int[] or bigint[] column of a row mapped by hand (long id arrays, where a zod parse would walk every element):
 * numbers on PGlite; on node-postgres bigint elements are strings.
 */
export function idsColumn(row: Record<string, unknown> | undefined, name: string): number[] {
  const value = row?.[name];
  if (!Array.isArray(value)) throw new Error(`${name} is not an array of ids`);
  return value.map(Number);
}

/**
 * Column types whose value differs between the drivers; the rest (text, int4, boolean, json) are
 * plain zod types. Nullable columns add `.nullable()`.
 */
export const column = {
  /** bigint ids, count(*), sum(): node-postgres answers a string, PGlite a number. */
  int8: z.coerce.number<string | number>().int(),
  /** float8 and numeric casts: numeric is a string on both drivers, float8 a number. */
  float: z.coerce.number<string | number>(),
  /** timestamptz: raw statements get the text on both drivers (Drizzle turns their parsers off). */
  timestamp: z.union([z.string(), z.date()]).transform((value) => new Date(value)),
};

/**
 * A json / json_agg column built by json_build_object in the same statement: JSON numbers are
 * numbers on both drivers, so its shape is the statement's. Only that it is an object or array is
 * checked here; give T the shape the statement builds.
 */
export function jsonColumn<T extends object>() {
  return z.custom<T>((value) => typeof value === 'object' && value !== null, 'expected a JSON column');
}
