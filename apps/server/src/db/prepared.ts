import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Orm } from './client.ts';

/**
 * Statements run by name, so that a connection plans them once. Worth it for a fixed statement that is costly to
 * plan and cheap to run: the search cards (six correlated subqueries) took longer to plan than to run, about
 * 8 ms of PGlite's 10 per page. node-postgres prepares a named statement on each pooled connection the first time;
 * PGlite's query API has no names, so its single session gets an SQL PREPARE and EXECUTE, whose arguments are
 * literals: hence the one parameter kind allowed, a list of ids.
 */

const preparedInPglite = new WeakMap<PGlite, Set<string>>();

/** Rows of statement (one parameter, $1: a bigint[] of ids) prepared as name. */
export async function preparedRowsByIds<T>(
  orm: Orm,
  name: string,
  statement: SQL,
  ids: number[],
): Promise<T[]> {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error(`${name}: ids must be integers`);
  const list = `{${ids.join(',')}}`;
  const { sql: text } = (
    orm as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } }
  ).dialect.sqlToQuery(statement);
  const client = (orm as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    const prepared = preparedInPglite.get(client) ?? new Set<string>();
    preparedInPglite.set(client, prepared);
    if (!prepared.has(name)) {
      await client.exec(`PREPARE ${name} (bigint[]) AS ${text}`);
      prepared.add(name);
    }
    return (await client.query<T>(`EXECUTE ${name} ('${list}')`)).rows;
  }
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: [list] })).rows;
}
