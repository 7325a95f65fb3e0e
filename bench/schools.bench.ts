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
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { refreshPlannerStatistics } from '../apps/server/src/db/planner-statistics.ts';
import { listDistricts, listSchools } from '../apps/server/src/modules/schools/schools.service.ts';
import { saveResult } from './lib/repo.ts';
import { printTable } from './lib/table.ts';
import { type BenchDirectory, generateDirectory, loadDirectory } from './schools-data.ts';
import { openBenchDatabase } from './search-database.ts';

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const DISTRICTS = Number(option('districts', '19000'));
const SCHOOLS = Number(option('schools', '100000'));
const RUNS = Number(option('runs', '200'));
const DBS = option('db', 'both') === 'both' ? (['pglite', 'postgres'] as const) : [option('db', 'pglite')];
const TARGET_P95_MS = 20;

function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
const ms = (value: number) =>
  Number.isNaN(value) ? 'n/a' : value < 10 ? value.toFixed(2) : value.toFixed(1);

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * This process's CPU time over the call. With PGlite the database runs in this process, so this is the server's
 * own work, which a busy machine (other processes on the same cores) does not inflate as it inflates wall time.
 */
async function cpuTime(work: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

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

async function benchOne(kind: 'pglite' | 'postgres') {
  const { database, dispose } = await openBenchDatabase(kind);
  try {
    const started = performance.now();
    const directory = generateDirectory(DISTRICTS, SCHOOLS);
    await loadDirectory(database.orm, directory);
    await refreshPlannerStatistics(database);
    console.log(
      `\n${kind}: ${directory.data.districts.length} districts, ${directory.data.schools.length} schools, generated and loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const rows = [
      [
        'call',
        'runs',
        'p50',
        'p95',
        'p99',
        'cpu p50',
        'cpu p95',
        'baseline p50',
        'baseline p95',
        'p95 speedup',
      ],
    ];
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
      rows.push([
        call.name,
        String(times.length),
        ms(percentile(times, 50)),
        ms(percentile(times, 95)),
        ms(percentile(times, 99)),
        ms(percentile(cpu, 50)),
        ms(percentile(cpu, 95)),
        ms(percentile(naive, 50)),
        ms(percentile(naive, 95)),
        `${(percentile(naive, 95) / percentile(times, 95)).toFixed(1)}x`,
      ]);
    }
    printTable(
      `School picker typeahead on ${kind} (ms; real service path vs naive ILIKE '%…%'; cpu: this process's CPU time, PGlite only)`,
      rows,
    );
    const [load] = os.loadavg();
    console.log(`load average during the run: ${load?.toFixed(1)} on ${os.cpus().length} cores`);
    // Wall time on an idle machine; on a busy one (load above the core count), the CPU time is the fairer figure.
    const p95 = percentile(all, 95);
    const cpuP95 = percentile(allCpu, 95);
    saveResult(`schools-${kind}`, { districts: DISTRICTS, schools: SCHOOLS, runs: RUNS, load, rows });
    return [
      `schools-bench db=${kind} districts=${directory.data.districts.length} schools=${directory.data.schools.length}`,
      `p50=${ms(percentile(all, 50))} p95=${ms(p95)} baseline_p95=${ms(percentile(naiveAll, 95))}`,
      `cpu_p95=${ms(cpuP95)}`,
      `target_p95<=${TARGET_P95_MS}: wall ${p95 <= TARGET_P95_MS ? 'met' : 'NOT MET'}, cpu ${Number.isNaN(cpuP95) ? 'n/a' : cpuP95 <= TARGET_P95_MS ? 'met' : 'NOT MET'}`,
    ].join(' ');
  } finally {
    await dispose();
  }
}

const summaries: string[] = [];
for (const kind of DBS) summaries.push(await benchOne(kind as 'pglite' | 'postgres'));
console.log('');
for (const line of summaries) console.log(line);
