/**
 * Search speed: generates N resources into a fresh database and runs a fixed query mix through the real
 * search code path (the service functions /api/v2/search/ calls), then the same queries through a naive
 * baseline (ts_rank over every match, a GROUP BY per facet). Prints p50/p95/p99 per query class and one
 * summary line per database.
 *
 *   npm run bench:search                            100,000 resources, PGlite and PostgreSQL
 *   npm run bench:search -- --db=pglite --n=5000    a quick run
 *   options: --db=pglite|postgres|both  --n=<resources>  --runs=<per class>  --baseline-runs=<per class>
 *   PostgreSQL: DATABASE_URL (a fresh database is created on it), else a throwaway cluster.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_FACET_NAMES, type SearchQuery } from '@lantern/shared';
import type { Orm } from '../apps/server/src/db/client.ts';
import { refreshPlannerStatistics } from '../apps/server/src/db/planner-statistics.ts';
import { runSearch, searchCriteria } from '../apps/server/src/modules/search/search.service.ts';
import { type BenchDb, databaseKinds, ms, option, percentile, runOnEach, time } from './lib/measure.ts';
import { saveResult } from './lib/repo.ts';
import { printTable } from './lib/table.ts';
import { baselineSearch } from './search-baseline.ts';
import { generateCatalog } from './search-data.ts';
import { openBenchDatabase } from './search-database.ts';
import { type QueryClass, queryMix } from './search-queries.ts';

const N = Number(option('n', '100000'));
const RUNS = Number(option('runs', '60'));
const BASELINE_RUNS = Number(option('baseline-runs', '12'));
const DBS = databaseKinds();
if (!Number.isInteger(N) || N < 100) throw new Error('--n must be an integer of at least 100');

/** The real path: parse and check like the route, then the service. */
function realSearch(orm: Orm, query: SearchQuery, student: boolean) {
  const criteria = searchCriteria(
    { ...query, facet_by: SEARCH_FACET_NAMES.join(',') },
    { student, addOn: false, optOutOrganizationId: null },
  );
  return runSearch(orm, criteria, { nextUri: (start) => `/api/v2/search/?start=${start}` });
}

type Autocomplete = (orm: Orm, params: { q: string }) => Promise<unknown>;

/** The autocomplete service, when the discovery module has it (it is built alongside this benchmark). */
async function loadAutocomplete(): Promise<Autocomplete | null> {
  const file = path.resolve(
    import.meta.dirname,
    '../apps/server/src/modules/discovery/autocomplete.service.ts',
  );
  if (!fs.existsSync(file)) return null;
  const module = (await import(file)) as { searchAutocomplete?: Autocomplete };
  return module.searchAutocomplete ?? null;
}

async function benchOne(kind: BenchDb) {
  const { database, dispose } = await openBenchDatabase(kind);
  // Ctrl-C must not leave a throwaway PostgreSQL cluster running.
  const interrupted = () => {
    dispose().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const generated = performance.now();
    await database.withConnection((connection) =>
      generateCatalog(connection, N, (done) => {
        if (done % 20_000 === 0 || done === N) process.stderr.write(`  ${kind}: ${done}/${N} resources\n`);
      }),
    );
    // What seeding and catalog imports do after bulk writes: planner statistics and bitmaps of the common words.
    await refreshPlannerStatistics(database);
    const generationSeconds = (performance.now() - generated) / 1000;
    console.log(`\n${kind}: generated ${N} resources in ${generationSeconds.toFixed(1)} s`);
    const orm = database.orm;
    const autocomplete = await loadAutocomplete();
    const classes = await queryMix(orm, N);
    const real = new Map<string, number[]>();
    const baseline = new Map<string, number[]>();
    let mismatches = 0;
    for (const queryClass of classes) {
      if (queryClass.kind === 'autocomplete' && !autocomplete) continue;
      const run = (i: number) => runOne(orm, queryClass, i, autocomplete);
      for (let i = 0; i < 3; i++) await run(i); // warm-up: plans, caches of the database
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await time(() => run(i)));
      real.set(queryClass.name, times);
      if (queryClass.kind === 'autocomplete') continue;
      const baselineTimes: number[] = [];
      for (let i = 0; i < BASELINE_RUNS; i++) {
        const { query, student } = queryClass.queries[i % queryClass.queries.length]!;
        const criteria = searchCriteria(
          { ...query, facet_by: SEARCH_FACET_NAMES.join(',') },
          { student, addOn: false, optOutOrganizationId: null },
        );
        let naive: Awaited<ReturnType<typeof baselineSearch>> | undefined;
        baselineTimes.push(await time(async () => (naive = await baselineSearch(orm, criteria))));
        const answer = await realSearch(orm, query, student);
        // The baseline knows no typos nor relaxation: a corrected search, or one of a query's words (decision 0055),
        // finds what it does not.
        const widened = answer.meta.did_you_mean?.results_shown || answer.meta.relaxed;
        if (answer.meta.total !== naive?.total && !widened) mismatches++;
      }
      baseline.set(queryClass.name, baselineTimes);
    }
    return report(kind, classes, real, baseline, mismatches, Boolean(autocomplete), generationSeconds);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await dispose();
  }
}

async function runOne(orm: Orm, queryClass: QueryClass, i: number, autocomplete: Autocomplete | null) {
  const { query, student } = queryClass.queries[i % queryClass.queries.length]!;
  if (queryClass.kind === 'autocomplete') return autocomplete?.(orm, { q: query.q ?? '' });
  return realSearch(orm, query, student);
}

function report(
  kind: string,
  classes: QueryClass[],
  real: Map<string, number[]>,
  baseline: Map<string, number[]>,
  mismatches: number,
  hasAutocomplete: boolean,
  generationSeconds: number,
) {
  const rows = [
    ['class', 'runs', 'p50', 'p95', 'p99', 'baseline runs', 'baseline p50', 'baseline p95', 'p95 speedup'],
  ];
  for (const queryClass of classes) {
    const times = real.get(queryClass.name);
    if (!times) {
      rows.push([
        queryClass.name,
        'not run: autocomplete.service.ts not in this tree',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ]);
      continue;
    }
    const naive = baseline.get(queryClass.name) ?? [];
    rows.push([
      queryClass.name,
      String(times.length),
      ms(percentile(times, 50)),
      ms(percentile(times, 95)),
      ms(percentile(times, 99)),
      naive.length ? String(naive.length) : '-',
      naive.length ? ms(percentile(naive, 50)) : '-',
      naive.length ? ms(percentile(naive, 95)) : '-',
      naive.length ? `${(percentile(naive, 95) / percentile(times, 95)).toFixed(1)}x` : '-',
    ]);
  }
  printTable(`Search on ${kind}, ${N} resources (ms; real search path vs naive baseline)`, rows);
  const searches = classes.filter((c) => c.kind !== 'autocomplete').flatMap((c) => real.get(c.name) ?? []);
  const naiveAll = classes.flatMap((c) => baseline.get(c.name) ?? []);
  const browse = classes.filter((c) => c.kind === 'browse').flatMap((c) => real.get(c.name) ?? []);
  const completions = classes.filter((c) => c.kind === 'autocomplete').flatMap((c) => real.get(c.name) ?? []);
  const typos = classes.filter((c) => c.name.includes('typo'));
  const summary = {
    typo_p95: percentile(real.get(typos.find((c) => c.kind === 'search')?.name ?? '') ?? [], 95),
    autocomplete_typo_p95: percentile(
      real.get(typos.find((c) => c.kind === 'autocomplete')?.name ?? '') ?? [],
      95,
    ),
    p50: percentile(searches, 50),
    p95: percentile(searches, 95),
    facets_p95: percentile(browse, 95),
    autocomplete_p95: percentile(completions, 95),
    baseline_p95: percentile(naiveAll, 95),
  };
  console.log(`totals that differ between the real path and the baseline: ${mismatches}`);
  if (!hasAutocomplete)
    console.log('autocomplete: left out (the discovery autocomplete service is not in this tree yet)');
  saveResult(`search-${kind}`, { n: N, runs: RUNS, generationSeconds, mismatches, summary, classes: rows });
  return [
    `search-bench db=${kind} n=${N} p50=${ms(summary.p50)} p95=${ms(summary.p95)}`,
    `facets_p95=${ms(summary.facets_p95)} autocomplete_p95=${ms(summary.autocomplete_p95)}`,
    `typo_p95=${ms(summary.typo_p95)} autocomplete_typo_p95=${ms(summary.autocomplete_typo_p95)}`,
    `baseline_p95=${ms(summary.baseline_p95)} speedup_p95=${(summary.baseline_p95 / summary.p95).toFixed(1)}x`,
  ].join(' ');
}

await runOnEach(DBS, benchOne);
