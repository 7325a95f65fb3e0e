/**
 * The school picker's typeahead (issue 18): district search (with and without a state) and school search inside a
 * district over a CCD-size directory (19,000 districts, 100,000 schools, generated from the real sample's name
 * patterns: schools-data.ts), through the real service path (listDistricts / listSchools: count and one page of
 * 30), against a naive baseline in the same run: `name ILIKE '%…%'` with a separate count. The queries are what a
 * teacher types: the first 1 to 8 characters of real names, one or two words. Prints p50/p95/p99 per call and one
 * summary line per database. Target: p95 ≤ 20 ms.
 *
 *   npm run bench:schools                                    PGlite and PostgreSQL
 *   npm run bench:schools -- --db=pglite --districts=5000 --schools=20000     a quick run
 *   options: --db=pglite|postgres|both  --districts=<n>  --schools=<n>  --runs=<per call>
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { refreshPlannerStatistics } from '../apps/server/src/db/planner-statistics.ts';
import { listDistricts, listSchools } from '../apps/server/src/modules/schools/schools.service.ts';
import {
  type BenchDb,
  cpuTime,
  databaseKinds,
  ms,
  option,
  percentile,
  printLoad,
  runOnEach,
  targetMet,
  time,
  timingHeader,
  timingRow,
} from './lib/measure.ts';
import { saveResult } from './lib/repo.ts';
import { printTable } from './lib/table.ts';
import { type BenchDirectory, generateDirectory, loadDirectory } from './schools-data.ts';
import { openBenchDatabase } from './search-database.ts';

const DISTRICTS = Number(option('districts', '19000'));
const SCHOOLS = Number(option('schools', '100000'));
const RUNS = Number(option('runs', '200'));
const DBS = databaseKinds();
const TARGET_P95_MS = 20;

/** What a teacher has typed after 1–8 characters of a real name (one word, or into the second). */
function typed(names: string[], i: number): string {
  const name = names[(i * 7919) % names.length] as string;
  return name.slice(0, 1 + (i % 8)).trimEnd() || name.slice(0, 1);
}

function naiveDistricts(orm: Orm, state: string, search: string) {
  const where = sql`WHERE name ILIKE ${`%${search}%`} ${state ? sql`AND state = ${state}` : sql``}`;
  return Promise.all([
    orm.execute(sql`SELECT district_guid, name, state FROM school_districts ${where} ORDER BY name LIMIT 30`),
    orm.execute(sql`SELECT count(*) FROM school_districts ${where}`),
  ]);
}
function naiveSchools(orm: Orm, district: string, search: string) {
  const where = sql`WHERE district_guid = ${district} AND name ILIKE ${`%${search}%`}`;
  return Promise.all([
    orm.execute(sql`SELECT id, name, city FROM schools ${where} ORDER BY name LIMIT 30`),
    orm.execute(sql`SELECT count(*) FROM schools ${where}`),
  ]);
}

interface Call {
  name: string;
  real: (i: number) => Promise<unknown>;
  naive: (i: number) => Promise<unknown>;
}

function calls(orm: Orm, directory: BenchDirectory): Call[] {
  const path = '/bench/';
  const state = (i: number) => directory.states[i % directory.states.length] as string;
  const someDistrict = (i: number) =>
    directory.data.districts[(i * 104_729) % directory.data.districts.length]!;
  return [
    {
      name: 'districts, all states, typed prefix',
      real: (i) => listDistricts(orm, path, { search: typed(directory.districtNames, i) }),
      naive: (i) => naiveDistricts(orm, '', typed(directory.districtNames, i)),
    },
    {
      name: 'districts of a state, typed prefix',
      real: (i) => listDistricts(orm, path, { state: state(i), search: typed(directory.districtNames, i) }),
      naive: (i) => naiveDistricts(orm, state(i), typed(directory.districtNames, i)),
    },
    {
      name: 'districts of a state, no search, page 2',
      real: (i) => listDistricts(orm, path, { state: state(i), offset: 30 }),
      naive: (i) => naiveDistricts(orm, state(i), ''),
    },
    {
      name: 'schools of the biggest district, typed',
      real: (i) => listSchools(orm, path, directory.bigDistrict, { search: typed(directory.schoolNames, i) }),
      naive: (i) => naiveSchools(orm, directory.bigDistrict, typed(directory.schoolNames, i)),
    },
    {
      name: 'schools of a district, typed',
      real: (i) =>
        listSchools(orm, path, someDistrict(i).districtGuid, { search: typed(directory.schoolNames, i) }),
      naive: (i) => naiveSchools(orm, someDistrict(i).districtGuid, typed(directory.schoolNames, i)),
    },
  ];
}

async function benchOne(kind: BenchDb) {
  const { database, dispose } = await openBenchDatabase(kind);
  try {
    const started = performance.now();
    const directory = generateDirectory(DISTRICTS, SCHOOLS);
    await loadDirectory(database.orm, directory);
    await refreshPlannerStatistics(database);
    console.log(
      `\n${kind}: ${directory.data.districts.length} districts, ${directory.data.schools.length} schools, generated and loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const rows = [timingHeader()];
    const all: number[] = [];
    const allCpu: number[] = [];
    const naiveAll: number[] = [];
    for (const call of calls(database.orm, directory)) {
      for (let i = 0; i < 5; i++) await call.real(i);
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        times.push(await time(() => call.real(i)));
        if (kind === 'pglite') cpu.push(await cpuTime(() => call.real(i)));
      }
      allCpu.push(...cpu);
      const naive: number[] = [];
      for (let i = 0; i < RUNS; i++) naive.push(await time(() => call.naive(i)));
      all.push(...times);
      naiveAll.push(...naive);
      rows.push(timingRow(call.name, times, cpu, naive));
    }
    printTable(
      `School picker typeahead on ${kind} (ms; real service path vs naive ILIKE '%…%'; cpu: this process's CPU time, PGlite only)`,
      rows,
    );
    const load = printLoad();
    // Wall time on an idle machine; on a busy one (load above the core count), the CPU time is the fairer figure.
    const p95 = percentile(all, 95);
    const cpuP95 = percentile(allCpu, 95);
    saveResult(`schools-${kind}`, { districts: DISTRICTS, schools: SCHOOLS, runs: RUNS, load, rows });
    return [
      `schools-bench db=${kind} districts=${directory.data.districts.length} schools=${directory.data.schools.length}`,
      `p50=${ms(percentile(all, 50))} p95=${ms(p95)} baseline_p95=${ms(percentile(naiveAll, 95))}`,
      `cpu_p95=${ms(cpuP95)}`,
      `target_p95<=${TARGET_P95_MS}: wall ${targetMet(p95, TARGET_P95_MS)}, cpu ${targetMet(cpuP95, TARGET_P95_MS)}`,
    ].join(' ');
  } finally {
    await dispose();
  }
}

await runOnEach(DBS, benchOne);
