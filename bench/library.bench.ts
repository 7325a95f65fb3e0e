/**
 * The teacher library: one teacher with 5,000 favorites filed in 200 folders (20 top-level folders of 9
 * subfolders each), among other users with favorites of their own, in a generated catalog. Runs the real server
 * path (the service functions the routes call: search-favorites, the folder tree, the folder list of one item, a
 * folder's cards) and, in the same run, a naive baseline (every favorite with its card read and then filtered,
 * sorted and paged in JavaScript; the tree by one count per folder). Prints p50/p95/p99 per call and one summary
 * line per database. Target: p95 ≤ 20 ms server time.
 *
 *   npm run bench:library                             20,000 resources, PGlite and PostgreSQL
 *   npm run bench:library -- --db=pglite --n=10000    a quick run
 *   options: --db=pglite|postgres|both  --n=<resources>  --favorites=<n>  --runs=<per call>  --baseline-runs=<per call>
 */
import type { SearchFavoritesQuery } from '@lantern/shared';
import type { Orm } from '../apps/server/src/db/client.ts';
import { refreshPlannerStatistics } from '../apps/server/src/db/planner-statistics.ts';
import { EVERYONE } from '../apps/server/src/modules/cards/index.ts';
import { searchFavorites } from '../apps/server/src/modules/favorites/favorites-search.service.ts';
import {
  folderItems,
  foldersForItem,
  folderTree,
} from '../apps/server/src/modules/folders/folders.service.ts';
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
import { naiveFavorites, naiveFolderTree } from './library-baseline.ts';
import { generateLibrary, type Library } from './library-data.ts';
import { generateCatalog } from './search-data.ts';
import { openBenchDatabase } from './search-database.ts';

const N = Number(option('n', '20000'));
const FAVORITES = Number(option('favorites', '5000'));
const RUNS = Number(option('runs', '60'));
const BASELINE_RUNS = Number(option('baseline-runs', '12'));
const DBS = databaseKinds();
const TARGET_P95_MS = 20;
if (!Number.isInteger(N) || N < FAVORITES * 2) throw new Error('--n must be at least twice --favorites');

interface Call {
  name: string;
  real: (i: number) => Promise<{ count?: number }>;
  naive?: (i: number) => Promise<{ count?: number }>;
}

const teacherCaller = EVERYONE;

function calls(orm: Orm, library: Library): Call[] {
  const { teacherId, words, folderIds, filedResourceIds } = library;
  const favoritesCall = (query: (i: number) => SearchFavoritesQuery): Pick<Call, 'real' | 'naive'> => ({
    real: (i) => searchFavorites(orm, teacherId, query(i), teacherCaller),
    naive: (i) => naiveFavorites(orm, teacherId, query(i)),
  });
  const pageOffset = (i: number) => ((i * 7) % 40) * 24;
  return [
    { name: 'favorites page, recent, facets', ...favoritesCall(() => ({ limit: 24 })) },
    { name: 'favorites page, recent, no facets', ...favoritesCall(() => ({ limit: 24, facet_by: '' })) },
    { name: 'dashboard: 4 recent favorites', ...favoritesCall(() => ({ limit: 4, facet_by: '' })) },
    {
      name: 'favorites page, by title, deep pages',
      ...favoritesCall((i) => ({ limit: 24, offset: pageOffset(i), sort: 'title' })),
    },
    // What the favorites page itself asks (features/tools/favorites-query.ts): never facet counts (facet_by=).
    {
      name: 'by title, deep pages, as the app asks',
      ...favoritesCall((i) => ({ limit: 24, offset: pageOffset(i), sort: 'title', facet_by: '' })),
    },
    {
      name: 'favorites, media type + grade filter',
      ...favoritesCall((i) => ({
        limit: 24,
        selected_facet: [`media_type:${['Video', 'Interactive', 'Document'][i % 3]}`, 'grades:6-8'],
      })),
    },
    { name: 'favorites, text search', ...favoritesCall((i) => ({ limit: 24, q: words[i % words.length] })) },
    {
      name: 'folder tree (200 folders)',
      real: async () => ({ count: (await folderTree(orm, teacherId)).folders.length }),
      naive: async () => ({ count: (await naiveFolderTree(orm, teacherId)).length }),
    },
    {
      name: 'folders of one item (picker)',
      real: async (i) => ({
        count: (await foldersForItem(orm, { id: teacherId, role: 'teacher' }, 2, filedResourceIds[i % 500]!))
          .folders.length,
      }),
    },
    {
      name: "one folder's cards",
      real: async (i) => ({
        count: (
          await folderItems(orm, teacherId, teacherCaller, {
            folderPk: folderIds[i % folderIds.length]!,
            limit: 24,
          })
        ).count,
      }),
    },
  ];
}

async function benchOne(kind: BenchDb) {
  const { database, dispose } = await openBenchDatabase(kind);
  const interrupted = () => {
    dispose().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const generated = performance.now();
    await database.withConnection((connection) => generateCatalog(connection, N));
    const library = await database.withConnection((connection) => generateLibrary(connection, FAVORITES));
    await refreshPlannerStatistics(database);
    const seconds = (performance.now() - generated) / 1000;
    console.log(
      `\n${kind}: ${N} resources, ${FAVORITES} favorites in 200 folders, generated in ${seconds.toFixed(1)} s`,
    );
    const rows = [timingHeader()];
    const all: number[] = [];
    const allCpu: number[] = [];
    const naiveAll: number[] = [];
    let mismatches = 0;
    for (const call of calls(database.orm, library)) {
      for (let i = 0; i < 3; i++) await call.real(i); // warm-up: plans, caches of the database
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        times.push(await time(() => call.real(i)));
        if (kind === 'pglite') cpu.push(await cpuTime(() => call.real(i)));
      }
      all.push(...times);
      allCpu.push(...cpu);
      const naive: number[] = [];
      for (let i = 0; call.naive && i < BASELINE_RUNS; i++) {
        let answer: { count?: number } = {};
        naive.push(await time(async () => (answer = (await call.naive?.(i)) ?? {})));
        if (answer.count !== (await call.real(i)).count) mismatches++;
      }
      naiveAll.push(...naive);
      rows.push(timingRow(call.name, times, cpu, naive));
    }
    printTable(
      `Teacher library on ${kind} (ms; real server path vs naive baseline; cpu: this process's CPU time, PGlite only)`,
      rows,
    );
    const load = printLoad();
    // Wall time on an idle machine; on a busy one (load above the core count), the CPU time is the fairer figure.
    const p95 = percentile(all, 95);
    const cpuP95 = percentile(allCpu, 95);
    console.log(`counts that differ between the real path and the baseline: ${mismatches}`);
    saveResult(`library-${kind}`, { n: N, favorites: FAVORITES, runs: RUNS, mismatches, load, rows });
    return [
      `library-bench db=${kind} n=${N} favorites=${FAVORITES} folders=200 p50=${ms(percentile(all, 50))} p95=${ms(p95)}`,
      `cpu_p95=${ms(cpuP95)} baseline_p95=${ms(percentile(naiveAll, 95))}`,
      `target_p95<=${TARGET_P95_MS}: wall ${targetMet(p95, TARGET_P95_MS)}, cpu ${targetMet(cpuP95, TARGET_P95_MS)}`,
    ].join(' ');
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await dispose();
  }
}

await runOnEach(DBS, benchOne);
