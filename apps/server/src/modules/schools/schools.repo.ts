import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRows } from '../../db/sql-rows.ts';

/**
 * The typeahead lists (docs/decisions/0032). A district search over all states finds, for each search word, the
 * districts having a word that starts with it through the word index (a range on a "C"-collated btree), so it
 * never scans every name; within one state, and for the schools of one district, the rows are few (found by
 * their index) and their folded names are matched directly.
 * Names starting with the search come first, then by name. Hand-tuned statements: queryRows.
 */

/** The largest code point: 'abc' <= word < 'abc' || U+10FFFF is "word starts with abc" in byte order. */
const MAX_CHAR = String.fromCodePoint(0x10ffff);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const districtRow = z.object({
  district_guid: z.string(),
  name: z.string(),
  state: z.string(),
  total: column.int8,
});
export type DistrictRow = z.output<typeof districtRow>;

const schoolRow = z.object({ id: z.string(), name: z.string(), city: z.string(), total: column.int8 });
export type SchoolRow = z.output<typeof schoolRow>;

const countRow = z.object({ total: column.int8 });

export interface Page<Row> {
  rows: Row[];
  count: number;
}

async function paged<Row extends { total: number }>(
  orm: Orm,
  rowSchema: z.ZodType<Row>,
  select: SQL,
  from: SQL,
  order: SQL,
  limit: number,
  offset: number,
): Promise<Page<Row>> {
  const rows = await queryRows(
    orm,
    rowSchema,
    sql`SELECT ${select}, count(*) OVER () AS total ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
  if (rows.length > 0 || offset === 0) return { rows, count: rows[0]?.total ?? 0 };
  // Past the end the window has no row to count on: count on its own.
  const [counted] = await queryRows(orm, countRow, sql`SELECT count(*) AS total ${from}`);
  return { rows, count: counted?.total ?? 0 };
}

const startsWithPhrase = (column: SQL, words: string[]) =>
  sql`(${column} LIKE ${`${escapeLike(` ${words.join(' ')}`)}%`}) DESC`;

export function searchDistricts(
  orm: Orm,
  query: { state: string; words: string[]; limit: number; offset: number },
): Promise<Page<DistrictRow>> {
  const conditions: SQL[] = [sql`TRUE`];
  if (query.state) {
    // One state has at most a couple of thousand districts (its index finds them): matching their names
    // directly is cheaper than the word index, which spans every state.
    conditions.push(sql`d.state = ${query.state}`);
    for (const word of query.words) conditions.push(sql`d.search_name LIKE ${`% ${escapeLike(word)}%`}`);
  } else {
    for (const word of query.words) {
      conditions.push(sql`d.district_guid IN (SELECT w.district_guid FROM school_district_words w
        WHERE w.word >= ${word} AND w.word < ${word + MAX_CHAR})`);
    }
  }
  const from = sql`FROM school_districts d WHERE ${sql.join(conditions, sql` AND `)}`;
  const order =
    query.words.length > 0
      ? sql`${startsWithPhrase(sql`d.search_name`, query.words)}, d.search_name, d.district_guid`
      : query.state
        ? sql`d.state, d.search_name, d.district_guid`
        : sql`d.search_name, d.district_guid`;
  return paged(
    orm,
    districtRow,
    sql`d.district_guid, d.name, d.state`,
    from,
    order,
    query.limit,
    query.offset,
  );
}

export function searchSchools(
  orm: Orm,
  query: { districtGuid: string; words: string[]; limit: number; offset: number },
): Promise<Page<SchoolRow>> {
  const conditions: SQL[] = [sql`s.district_guid = ${query.districtGuid}`];
  for (const word of query.words) conditions.push(sql`s.search_name LIKE ${`% ${escapeLike(word)}%`}`);
  const from = sql`FROM schools s WHERE ${sql.join(conditions, sql` AND `)}`;
  const order =
    query.words.length > 0
      ? sql`s.district_guid, ${startsWithPhrase(sql`s.search_name`, query.words)}, s.search_name, s.id`
      : sql`s.district_guid, s.search_name, s.id`;
  return paged(orm, schoolRow, sql`s.id, s.name, s.city`, from, order, query.limit, query.offset);
}

const districtInfoRow = z.object({ district_guid: z.string(), name: z.string(), state: z.string() });
export type DistrictInfo = z.output<typeof districtInfoRow>;
const schoolInfoRow = z.object({ id: z.string(), name: z.string(), district_guid: z.string() });
export type SchoolInfo = z.output<typeof schoolInfoRow>;

export async function districtById(orm: Orm, guid: string): Promise<DistrictInfo | undefined> {
  const [row] = await queryRows(
    orm,
    districtInfoRow,
    sql`SELECT district_guid, name, state FROM school_districts WHERE district_guid = ${guid}`,
  );
  return row;
}

export async function schoolById(orm: Orm, id: string): Promise<SchoolInfo | undefined> {
  const [row] = await queryRows(
    orm,
    schoolInfoRow,
    sql`SELECT id, name, district_guid FROM schools WHERE id = ${id}`,
  );
  return row;
}
