import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { foldWords, searchNameOf } from './school-names.ts';
import { type SchoolData, SchoolDataError } from './schools-csv.ts';

/**
 * Writes parsed school data (schools-csv.ts) in one transaction: upserts by NCES id, so loading the same file
 * twice changes nothing and a newer file updates names and places. Rows are never deleted (a teacher's record
 * may name them). Batches of BATCH rows through json_to_recordset keep a full CCD file (~100k schools) to a
 * few hundred statements. An advisory lock makes two loaders (two servers seeding at once) take turns.
 */

const BATCH = 2000;
const LOAD_LOCK_KEY = 4_242_180_055;

export interface LoadCounts {
  added: number;
  updated: number;
  unchanged: number;
}
export interface LoadResult {
  districts: LoadCounts;
  schools: LoadCounts;
}

const changedRow = z.object({ id: z.string(), inserted: z.boolean() });
const idRow = z.object({ id: z.string() });

export const checksumOf = (text: string) => createHash('sha256').update(text).digest('hex');

function* batches<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += BATCH) yield rows.slice(start, start + BATCH);
}

function tally(counts: LoadCounts, changed: { inserted: boolean }[], batchSize: number) {
  const added = changed.filter((row) => row.inserted).length;
  counts.added += added;
  counts.updated += changed.length - added;
  counts.unchanged += batchSize - changed.length;
}

async function upsertDistricts(
  orm: Orm,
  data: SchoolData,
  counts: LoadCounts,
  progress: (done: number) => void,
) {
  let done = 0;
  for (const batch of batches(data.districts)) {
    const json = JSON.stringify(
      batch.map((d) => ({ ...d, search_name: searchNameOf(d.name), district_guid: d.districtGuid })),
    );
    // A district found in a schools file (no city or ZIP there) keeps the city and ZIP it has.
    const keepPlace = data.kind === 'schools';
    const changed = await queryRows(
      orm,
      changedRow,
      sql`INSERT INTO school_districts AS d (district_guid, name, state, city, zip, search_name)
        SELECT r.district_guid, r.name, r.state, r.city, r.zip, r.search_name
        FROM json_to_recordset(${json}::json) AS r(district_guid text, name text, state text, city text, zip text, search_name text)
        ON CONFLICT (district_guid) DO UPDATE SET name = excluded.name, state = excluded.state,
          city = CASE WHEN ${keepPlace} THEN d.city ELSE excluded.city END,
          zip = CASE WHEN ${keepPlace} THEN d.zip ELSE excluded.zip END,
          search_name = excluded.search_name, updated_at = now()
        WHERE (d.name, d.state) IS DISTINCT FROM (excluded.name, excluded.state)
          OR (NOT ${keepPlace} AND (d.city, d.zip) IS DISTINCT FROM (excluded.city, excluded.zip))
        RETURNING d.district_guid AS id, (xmax = 0) AS inserted`,
    );
    tally(counts, changed, batch.length);
    if (changed.length > 0) {
      const ids = changed.map((row) => row.id);
      const names = new Map(batch.map((d) => [d.districtGuid, d.name]));
      const words = ids.flatMap((id) =>
        [...new Set(foldWords(names.get(id) ?? ''))].map((word) => ({ word, district_guid: id })),
      );
      await orm.execute(sql`DELETE FROM school_district_words WHERE district_guid IN
        (SELECT value FROM json_array_elements_text(${JSON.stringify(ids)}::json))`);
      await orm.execute(sql`INSERT INTO school_district_words (word, district_guid)
        SELECT r.word, r.district_guid FROM json_to_recordset(${JSON.stringify(words)}::json) AS r(word text, district_guid text)
        ON CONFLICT DO NOTHING`);
    }
    done += batch.length;
    progress(done);
  }
}

async function checkDistrictsExist(orm: Orm, data: SchoolData) {
  const wanted = [...new Set(data.schools.map((s) => s.districtGuid))];
  const found = new Set<string>();
  for (const batch of batches(wanted)) {
    const rows = await queryRows(
      orm,
      idRow,
      sql`SELECT district_guid AS id FROM school_districts WHERE district_guid IN
        (SELECT value FROM json_array_elements_text(${JSON.stringify(batch)}::json))`,
    );
    for (const row of rows) found.add(row.id);
  }
  const orphan = data.schools.find((school) => !found.has(school.districtGuid));
  if (orphan) {
    throw new SchoolDataError(
      `Line ${orphan.line}: school ${orphan.id} belongs to district ${orphan.districtGuid}, which is not loaded. Import the districts file first, or a schools file with an LEA_NAME column.`,
    );
  }
}

async function upsertSchools(
  orm: Orm,
  data: SchoolData,
  counts: LoadCounts,
  progress: (done: number) => void,
) {
  let done = 0;
  for (const batch of batches(data.schools)) {
    const json = JSON.stringify(
      batch.map((s) => ({
        id: s.id,
        district_guid: s.districtGuid,
        name: s.name,
        state: s.state,
        city: s.city,
        zip: s.zip,
        level: s.level,
        search_name: searchNameOf(s.name),
      })),
    );
    const changed = await queryRows(
      orm,
      changedRow,
      sql`INSERT INTO schools AS s (id, district_guid, name, state, city, zip, level, search_name)
        SELECT r.id, r.district_guid, r.name, r.state, r.city, r.zip, r.level, r.search_name
        FROM json_to_recordset(${json}::json)
          AS r(id text, district_guid text, name text, state text, city text, zip text, level text, search_name text)
        ON CONFLICT (id) DO UPDATE SET district_guid = excluded.district_guid, name = excluded.name,
          state = excluded.state, city = excluded.city, zip = excluded.zip, level = excluded.level,
          search_name = excluded.search_name, updated_at = now()
        WHERE (s.district_guid, s.name, s.state, s.city, s.zip, s.level)
          IS DISTINCT FROM (excluded.district_guid, excluded.name, excluded.state, excluded.city, excluded.zip, excluded.level)
        RETURNING s.id, (xmax = 0) AS inserted`,
    );
    tally(counts, changed, batch.length);
    done += batch.length;
    progress(done);
  }
}

export interface LoadOptions {
  /** Recorded in school_data_loads with the checksum (the seed skips a file loaded already). */
  source: string;
  checksum: string;
  onProgress?: (message: string) => void;
}

export async function loadSchoolData(orm: Orm, data: SchoolData, options: LoadOptions): Promise<LoadResult> {
  const say = options.onProgress ?? (() => {});
  const result: LoadResult = {
    districts: { added: 0, updated: 0, unchanged: 0 },
    schools: { added: 0, updated: 0, unchanged: 0 },
  };
  await inTransaction(orm, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOAD_LOCK_KEY})`);
    await upsertDistricts(tx, data, result.districts, (done) =>
      say(`districts ${done.toLocaleString('en-US')}/${data.districts.length.toLocaleString('en-US')}`),
    );
    if (data.schools.length > 0) {
      await checkDistrictsExist(tx, data);
      await upsertSchools(tx, data, result.schools, (done) =>
        say(`schools ${done.toLocaleString('en-US')}/${data.schools.length.toLocaleString('en-US')}`),
      );
    }
    await tx.execute(sql`INSERT INTO school_data_loads (source, checksum, districts, schools)
      VALUES (${options.source}, ${options.checksum}, ${data.districts.length}, ${data.schools.length})
      ON CONFLICT (source) DO UPDATE SET checksum = excluded.checksum, districts = excluded.districts,
        schools = excluded.schools, loaded_at = now()`);
  });
  return result;
}

/** Whether this exact file was loaded under this source name already. */
export async function alreadyLoaded(orm: Orm, source: string, checksum: string): Promise<boolean> {
  const rows = await queryRows(
    orm,
    idRow,
    sql`SELECT source AS id FROM school_data_loads WHERE source = ${source} AND checksum = ${checksum}`,
  );
  return rows.length > 0;
}
