import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Orm } from '../../db/client.ts';
import { parseSchoolCsv } from './schools-csv.ts';
import { alreadyLoaded, checksumOf, type LoadResult, loadSchoolData } from './schools-load.ts';

/** The committed NCES sample (seed/data/schools/README.md: sources, licence, attribution). */
export const SEED_SCHOOLS_DIR = path.join(import.meta.dirname, '../../seed/data/schools');
const SEED_FILES = ['districts.csv', 'schools.csv'] as const;

/**
 * Loads the committed districts and schools at start (and `npm run seed`). Idempotent and cheap once done: a
 * file whose checksum is recorded in school_data_loads is skipped without being parsed; a changed file is
 * upserted (schools-load.ts), so a newer sample reaches an existing data dir.
 */
export async function seedSchools(orm: Orm, dir = SEED_SCHOOLS_DIR): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const file of SEED_FILES) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const source = `seed:${file}`;
    const checksum = checksumOf(text);
    if (await alreadyLoaded(orm, source, checksum)) continue;
    results.push(await loadSchoolData(orm, parseSchoolCsv(text), { source, checksum }));
  }
  return results;
}
