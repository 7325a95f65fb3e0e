import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Orm } from '../apps/server/src/db/client.ts';
import type {
  DistrictInput,
  SchoolData,
  SchoolInput,
} from '../apps/server/src/modules/schools/schools-csv.ts';
import { loadSchoolData } from '../apps/server/src/modules/schools/schools-load.ts';
import { repoRoot } from './lib/repo.ts';

/**
 * A CCD-size directory (19,000 districts, 100,000 schools by default) made from the real sample's name patterns
 * (apps/server/src/seed/data/schools): the first words of real names ('San', 'Lake', 'Mount', 'Abraham') are
 * joined to the real endings ('Unified', 'School District', 'Elementary', 'High School'), spread over the states
 * as the sample is, with a heavy tail of big districts as real ones have (one of 2,000 schools). Deterministic
 * (a seeded generator), loaded through the real loader.
 */

const dataDir = path.join(repoRoot, 'apps/server/src/seed/data/schools');

function rows(file: string): string[][] {
  // The sample's only quoted fields are names with commas; a simple split is enough for its patterns.
  return readFileSync(path.join(dataDir, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map(
      (line) =>
        line.match(/("[^"]*"|[^,]*)(,|$)/g)?.map((cell) => cell.replace(/,$/, '').replace(/"/g, '')) ?? [],
    );
}

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function patterns(names: string[]) {
  const heads = new Set<string>();
  const tails = new Set<string>();
  for (const name of names) {
    const words = name.split(/\s+/).filter(Boolean);
    if (words.length < 2) continue;
    const split = Math.max(1, words.length - (words.length > 3 ? 2 : 1));
    heads.add(words.slice(0, split).join(' '));
    tails.add(words.slice(split).join(' '));
  }
  return { heads: [...heads], tails: [...tails] };
}

export interface BenchDirectory {
  data: SchoolData;
  /** Real name starts to type, and the biggest district. */
  districtNames: string[];
  schoolNames: string[];
  bigDistrict: string;
  states: string[];
}

export function generateDirectory(districtCount: number, schoolCount: number): BenchDirectory {
  const districtRows = rows('districts.csv');
  const schoolRows = rows('schools.csv');
  const next = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
  const districtPatterns = patterns(districtRows.map((row) => row[1] ?? ''));
  const schoolPatterns = patterns(schoolRows.map((row) => row[1] ?? ''));
  const stateOfRow = districtRows.map((row) => row[2] ?? 'CA');
  const fips = new Map<string, string>();
  for (const row of districtRows) fips.set(row[2] ?? '', (row[0] ?? '').slice(0, 2));

  const districts: DistrictInput[] = [];
  const perStateCount = new Map<string, number>();
  for (let i = 0; i < districtCount; i++) {
    const state = pick(stateOfRow);
    const n = (perStateCount.get(state) ?? 0) + 1;
    perStateCount.set(state, n);
    districts.push({
      districtGuid: `${fips.get(state) ?? '06'}${String(n).padStart(5, '0')}`,
      name: `${pick(districtPatterns.heads)} ${pick(districtPatterns.tails)}`,
      state,
      city: '',
      zip: '',
    });
  }
  const unique = [...new Map(districts.map((d) => [d.districtGuid, d])).values()];
  const schools: SchoolInput[] = [];
  const perDistrict = new Map<string, number>();
  const bigDistrict = unique[0] as DistrictInput;
  for (let i = 0; i < schoolCount; i++) {
    // 2% of schools go to one big district (2,000 at CCD size), the rest spread unevenly.
    const district =
      i % 50 === 0 ? bigDistrict : (unique[Math.floor(next() ** 1.6 * unique.length)] as DistrictInput);
    const n = (perDistrict.get(district.districtGuid) ?? 0) + 1;
    perDistrict.set(district.districtGuid, n);
    if (n > 99_999) continue;
    schools.push({
      id: `${district.districtGuid}${String(n).padStart(5, '0')}`,
      districtGuid: district.districtGuid,
      name: `${pick(schoolPatterns.heads)} ${pick(schoolPatterns.tails)}`,
      state: district.state,
      city: '',
      zip: '',
      level: '',
      line: i + 2,
    });
  }
  return {
    data: { kind: 'schools', districts: unique, schools },
    districtNames: districtRows.map((row) => row[1] ?? '').filter(Boolean),
    schoolNames: schoolRows.map((row) => row[1] ?? '').filter(Boolean),
    bigDistrict: bigDistrict.districtGuid,
    states: [...perStateCount.keys()],
  };
}

export async function loadDirectory(orm: Orm, directory: BenchDirectory): Promise<void> {
  await loadSchoolData(orm, directory.data, { source: 'bench', checksum: 'bench' });
}
