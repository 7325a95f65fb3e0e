/**
 * The lesson builder: one teacher with 1,000 lessons among 9,000 lessons of 9 other teachers (5 slides each), and
 * a 100-slide lesson (34 Media slides naming lesson-scope resources, 33 Text slides, 33 Question slides of 3
 * questions with 4 choices) saved again and again. Runs the real server path (the service functions the routes
 * call: updateLesson — checks, sanitizing, a new immutable version in one transaction, the reply read back —
 * and listLessons) and, in the same run, the named naive baselines of lessons-baseline.ts ("row-by-row save",
 * "read-all list"). Prints p50/p95/p99 per call and one summary line per database.
 * Targets: saving the 100-slide lesson p95 ≤ 50 ms; listing p95 ≤ 20 ms.
 *
 *   npm run bench:lessons                           PGlite and PostgreSQL
 *   npm run bench:lessons -- --db=pglite --runs=20  a quick run
 *   options: --db=pglite|postgres|both  --runs=<per call>  --baseline-runs=<per call>
 */
import type { LessonListQuery, LessonSaveData } from '@lantern/shared';
import { lessonCreateBodySchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { refreshPlannerStatistics } from '../apps/server/src/db/planner-statistics.ts';
import {
  createLesson,
  type LessonDeps,
  listLessons,
  updateLesson,
} from '../apps/server/src/modules/lessons/lessons.service.ts';
import { noUploads } from '../apps/server/src/modules/lessons/ugc-images.ts';
import { naiveList, naiveSave } from './lessons-baseline.ts';
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
import { rawRows } from './lib/raw-rows.ts';
import { saveResult } from './lib/repo.ts';
import { printTable } from './lib/table.ts';
import { openBenchDatabase } from './search-database.ts';

const RUNS = Number(option('runs', '60'));
const BASELINE_RUNS = Number(option('baseline-runs', '12'));
const DBS = databaseKinds();
const OWN_LESSONS = 1000;
const OTHER_TEACHERS = 9;
const TARGETS = { save: 50, list: 20 };

async function one<T>(orm: Orm, query: ReturnType<typeof sql>): Promise<T> {
  const rows = await rawRows<T>(orm, query);
  if (!rows[0]) throw new Error('no row');
  return rows[0];
}

/** Teachers, lesson-scope resources and the lessons of the run. */
async function generate(orm: Orm) {
  const teachers: string[] = [];
  for (let i = 0; i <= OTHER_TEACHERS; i++) {
    const row = await one<{ id: string }>(
      orm,
      sql`INSERT INTO users (first_name, last_name, email, role)
        VALUES ('Bench', ${`Teacher ${i}`}, ${`bench-${i}@example.test`}, 'teacher') RETURNING id`,
    );
    teachers.push(row.id);
  }
  const resources: { id: number; guid: string; asset: string }[] = [];
  for (let i = 0; i < 20; i++) {
    const resource = await one<{ id: number; guid: string }>(
      orm,
      sql`INSERT INTO resources (resource_code, title, media_type, canonical_url, status, published_at, scope)
        VALUES (${`bench-lesson-${i}`}, ${`Lesson video ${i}`}, 'Interactive Lesson', ${`/resource/bench-lesson-${i}/`},
          'published', now(), 'lesson') RETURNING id, guid::text AS guid`,
    );
    const asset = await one<{ guid: string }>(
      orm,
      sql`INSERT INTO assets (resource_id, kind, title, poster_path)
        VALUES (${resource.id}, 'video', ${`Asset ${i}`}, '/media/posters/bench.jpg') RETURNING guid::text AS guid`,
    );
    resources.push({ id: Number(resource.id), guid: resource.guid, asset: asset.guid });
  }
  // Every teacher's lessons: heads, version 1 and 5 Text slides each, in three statements.
  for (const [t, teacher] of teachers.entries()) {
    await orm.execute(sql`INSERT INTO lessons (code, owner_id, name, slide_count, created_at, updated_at)
      SELECT 'b' || lpad(${t}::text, 2, '0') || lpad(i::text, 9, '0'), ${teacher},
        'Lesson ' || md5(i::text || ${t}::text), 5, now() - i * interval '1 minute', now() - i * interval '1 minute'
      FROM generate_series(1, ${OWN_LESSONS}) AS i`);
  }
  await orm.execute(
    sql`INSERT INTO lesson_versions (lesson_id, version, name) SELECT id, 1, name FROM lessons`,
  );
  await orm.execute(sql`INSERT INTO lesson_slides (version_id, position, type, title, description)
    SELECT v.id, p, 'Text', 'Slide ' || p, '<p>Some text</p>' FROM lesson_versions v, generate_series(1, 5) AS p`);
  return { ownerId: teachers[0] as string, resources };
}

function hundredSlides(
  resources: { id: number; guid: string; asset: string }[],
  run: number,
): LessonSaveData {
  const slides = Array.from({ length: 100 }, (_, i) => {
    const resource = resources[i % resources.length] as (typeof resources)[number];
    if (i % 3 === 0) {
      return {
        type: 'Media',
        title: `Watch ${i}`,
        description: 'Watch the video.',
        brand: 'Lantern',
        credits_link: 'https://example.org/credits',
        resource: resource.id,
        resource_guid: resource.guid,
        asset: resource.asset,
      };
    }
    if (i % 3 === 1) {
      return {
        type: 'Text',
        title: `Read ${i}`,
        description: `<h2>Part ${i}</h2><p>Read <strong>this</strong> and <a href="https://example.org">that</a>.</p>`,
      };
    }
    return {
      type: 'Question',
      title: `Check ${i}`,
      description: '<p>Answer these.</p>',
      questions: Array.from({ length: 3 }, (_, q) => ({
        text: `<p>Question ${q} of slide ${i}, run ${run}?</p>`,
        type: 'Multiple',
        choices: Array.from({ length: 4 }, (_, c) => ({ text: `Choice ${c}`, correct: c === 0 })),
      })),
    };
  });
  return lessonCreateBodySchema.parse({ name: `Hundred slides, run ${run}`, slides });
}

async function benchOne(kind: BenchDb) {
  const { database, dispose } = await openBenchDatabase(kind);
  try {
    const orm = database.orm;
    const started = performance.now();
    const { ownerId, resources } = await generate(orm);
    const deps: LessonDeps = { orm, ugcImages: noUploads };
    const big = await createLesson(deps, ownerId, hundredSlides(resources, 0));
    const naiveBig = await createLesson(deps, ownerId, hundredSlides(resources, 0));
    await refreshPlannerStatistics(database);
    console.log(
      `\n${kind}: ${(OTHER_TEACHERS + 1) * OWN_LESSONS} lessons of ${OTHER_TEACHERS + 1} teachers, generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    let version = big.version;
    // Bodies as the route hands them to the service (checked by its schema), made before the clock starts.
    const bodies = Array.from({ length: RUNS + 4 }, (_, i) => hundredSlides(resources, i + 1));
    const bodyOf = (i: number) => bodies[i % bodies.length] as LessonSaveData;
    const listQueries: [string, string, (i: number) => LessonListQuery][] = [
      ['list', 'list: first page (last edited first)', () => ({})],
      [
        'list-by-name',
        'list: by name, deep pages',
        (i) => ({ ordering: 'name', offset: ((i * 37) % 100) * 10 }),
      ],
      ['list-search', 'list: search by name', (i) => ({ q: `${(i % 16).toString(16)}a` })],
    ];
    const calls: {
      key: string;
      name: string;
      target: number;
      real: (i: number) => Promise<number>;
      naive: (i: number) => Promise<number>;
    }[] = [
      {
        key: 'save',
        name: 'save a 100-slide lesson (PUT)',
        target: TARGETS.save,
        real: async (i) => {
          const saved = await updateLesson(deps, ownerId, big.code, bodyOf(i), version);
          version = saved.version;
          return saved.slides.length;
        },
        naive: async (i) => (await naiveSave(orm, ownerId, naiveBig.code, bodyOf(i))).count,
      },
      ...listQueries.map(([key, name, query]) => ({
        key,
        name,
        target: TARGETS.list,
        real: async (i: number) => (await listLessons(orm, ownerId, query(i))).count,
        naive: async (i: number) => (await naiveList(orm, ownerId, query(i))).count,
      })),
    ];

    const rows = [timingHeader()];
    const summary: string[] = [];
    let mismatches = 0;
    for (const call of calls) {
      for (let i = 0; i < 3; i++) await call.real(i);
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        times.push(await time(() => call.real(i)));
        if (kind === 'pglite') cpu.push(await cpuTime(() => call.real(i)));
      }
      const naive: number[] = [];
      for (let i = 0; i < BASELINE_RUNS; i++) {
        let count = 0;
        naive.push(await time(async () => (count = await call.naive(i))));
        if (count !== (await call.real(i))) mismatches++;
      }
      const p95 = percentile(times, 95);
      rows.push(timingRow(call.name, times, cpu, naive));
      // Wall time on an idle machine; on a busy one (load above the core count) the CPU time is the fairer figure.
      const cpuP95 = percentile(cpu, 95);
      summary.push(
        `${call.key}<=${call.target}: wall p95 ${ms(p95)} ${targetMet(p95, call.target)}, cpu p95 ${ms(cpuP95)} ${targetMet(cpuP95, call.target)}`,
      );
    }
    printTable(
      `Lesson builder on ${kind} (ms; real server path vs baselines "row-by-row save" and "read-all list"; cpu: PGlite only)`,
      rows,
    );
    const load = printLoad();
    console.log(`counts that differ between the real path and the baseline: ${mismatches}`);
    saveResult(`lessons-${kind}`, { runs: RUNS, mismatches, load, rows });
    return `lessons-bench db=${kind} lessons=${(OTHER_TEACHERS + 1) * OWN_LESSONS} own=${OWN_LESSONS} ${summary.join('; ')}`;
  } finally {
    await dispose();
  }
}

await runOnEach(DBS, benchOne);
