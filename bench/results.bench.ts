/**
 * The teacher's results (issue 20, decision 0041): one assignment of 30 classes × 30 students × 20 questions, most
 * students started (a fifth not), their answers stored. Runs the real server path (the service functions the
 * routes call: assignmentResults — the rows and the per-question figures — and resultsCsv) and, in the same run,
 * the named naive baseline of results-baseline.ts ("per-student queries"). Prints p50/p95/p99 per call and one
 * summary line per database. Target: the results JSON and the CSV p95 ≤ 100 ms each.
 *
 *   npm run bench:results                           PGlite and PostgreSQL
 *   npm run bench:results -- --db=pglite --runs=20  a quick run
 *   options: --db=pglite|postgres|both  --runs=<per call>  --baseline-runs=<per call>
 */
import { lessonCreateBodySchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { refreshPlannerStatistics } from '../apps/server/src/db/planner-statistics.ts';
import { assignmentResults, resultsCsv } from '../apps/server/src/modules/assignments/results.service.ts';
import { createLesson } from '../apps/server/src/modules/lessons/lessons.service.ts';
import { noUploads } from '../apps/server/src/modules/lessons/ugc-images.ts';
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
import { naiveCsv, naiveResults } from './results-baseline.ts';
import { openBenchDatabase } from './search-database.ts';

const RUNS = Number(option('runs', '60'));
const BASELINE_RUNS = Number(option('baseline-runs', '8'));
const DBS = databaseKinds();
const CLASSES = 30;
const STUDENTS_PER_CLASS = 30;
const QUESTIONS = 20;
const TARGET = 100;
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

async function one<T>(orm: Orm, query: ReturnType<typeof sql>): Promise<T> {
  const rows = await rawRows<T>(orm, query);
  if (!rows[0]) throw new Error('no row');
  return rows[0];
}

/** A teacher, a 20-question lesson (4 slides of 5 Multiple questions), 30 classes of 30 students, one assignment. */
async function generate(orm: Orm) {
  const teacher = await one<{ id: string }>(
    orm,
    sql`INSERT INTO users (first_name, last_name, email, role)
      VALUES ('Bench', 'Teacher', 'bench-results@example.test', 'teacher') RETURNING id`,
  );
  const slides = Array.from({ length: QUESTIONS / 5 }, (_, s) => ({
    type: 'Question',
    title: `Check ${s}`,
    description: '<p>Answer these.</p>',
    questions: Array.from({ length: 5 }, (_, q) => ({
      text: `Question ${q + 1} of part ${s + 1}?`,
      type: 'Multiple',
      choices: Array.from({ length: 4 }, (_, c) => ({ text: `Choice ${c}`, correct: c === 0 })),
    })),
  }));
  const lesson = await createLesson(
    { orm, ugcImages: noUploads },
    teacher.id,
    lessonCreateBodySchema.parse({ name: 'Bench quiz', slides }),
  );
  const ids = await one<{ lesson_id: number; version_id: number }>(
    orm,
    sql`SELECT l.id AS lesson_id, v.id AS version_id FROM lessons l
      JOIN lesson_versions v ON v.lesson_id = l.id AND v.version = l.current_version WHERE l.code = ${lesson.code}`,
  );
  const assignment = await one<{ id: number; code: string }>(
    orm,
    sql`INSERT INTO assignments (code, teacher_id, lesson_id, version_id)
      VALUES ('benchresults', ${teacher.id}, ${ids.lesson_id}, ${ids.version_id}) RETURNING id, code`,
  );
  for (let c = 0; c < CLASSES; c++) {
    const joinCode = Array.from(
      { length: 6 },
      (_, i) => CODE_LETTERS[(c * 7 + i * 3) % CODE_LETTERS.length],
    ).join('');
    const klass = await one<{ id: string }>(
      orm,
      sql`INSERT INTO classes (teacher_id, name, school_year, join_code)
        VALUES (${teacher.id}, ${`Room ${c + 1}`}, '2026-2027', ${joinCode}) RETURNING id`,
    );
    // Students, their membership and their place on the assignment, in three statements per class.
    await orm.execute(sql`INSERT INTO users (first_name, last_name, username, role)
      SELECT 'Kid' || i, 'Class' || ${c}, ${`bench-${c}-`} || i, 'student' FROM generate_series(1, ${STUDENTS_PER_CLASS}) AS i`);
    await orm.execute(sql`INSERT INTO class_memberships (class_id, student_id, joined_via)
      SELECT ${klass.id}, id, 'teacher' FROM users WHERE username LIKE ${`bench-${c}-%`}`);
    await orm.execute(sql`INSERT INTO assignment_recipients (assignment_id, class_id, student_id)
      SELECT ${assignment.id}, ${klass.id}, id FROM users WHERE username LIKE ${`bench-${c}-%`}`);
  }
  // Four students in five started; half of those completed; every started student answered every question.
  await orm.execute(sql`INSERT INTO assignment_results (assignment_id, student_id, class_id, student_name, status, completed_at)
    SELECT r.assignment_id, r.student_id, r.class_id, u.first_name,
      CASE WHEN n % 2 = 0 THEN 'completed' ELSE 'started' END, CASE WHEN n % 2 = 0 THEN now() END
    FROM (SELECT *, row_number() OVER (ORDER BY student_id) AS n FROM assignment_recipients) r
    JOIN users u ON u.id = r.student_id WHERE n % 5 <> 0`);
  await orm.execute(sql`INSERT INTO assignment_answers (result_id, question_id, choice_id, is_correct)
    SELECT res.id, q.id, ch.id, ch.correct
    FROM assignment_results res
    JOIN lesson_questions q ON q.version_id = ${ids.version_id}
    JOIN lesson_choices ch ON ch.question_id = q.id AND ch.position = 1 + (res.id + q.id) % 4`);
  return { teacherId: teacher.id, code: assignment.code };
}

async function benchOne(kind: BenchDb) {
  const { database, dispose } = await openBenchDatabase(kind);
  try {
    const orm = database.orm;
    const started = performance.now();
    const { teacherId, code } = await generate(orm);
    await refreshPlannerStatistics(database);
    console.log(
      `\n${kind}: ${CLASSES} classes × ${STUDENTS_PER_CLASS} students × ${QUESTIONS} questions, generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const teacher = { id: teacherId };
    const calls = [
      {
        key: 'json',
        name: 'results JSON (rows + per-question)',
        real: async () => {
          const reply = await assignmentResults(orm, teacher, code);
          return JSON.stringify(reply.classes.map((entry) => [entry.results, entry.questions]));
        },
        naive: async () => {
          const reply = await naiveResults(orm, teacherId, code);
          return JSON.stringify(reply.map((entry) => [entry.results, entry.questions]));
        },
      },
      {
        key: 'csv',
        name: 'results CSV',
        real: async () => (await resultsCsv(orm, teacher, code)).content,
        naive: async () => naiveCsv(orm, teacherId, code),
      },
    ];

    const rows = [timingHeader()];
    const summary: string[] = [];
    let mismatches = 0;
    for (const call of calls) {
      for (let i = 0; i < 3; i++) await call.real();
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        times.push(await time(() => call.real()));
        if (kind === 'pglite') cpu.push(await cpuTime(() => call.real()));
      }
      const naive: number[] = [];
      for (let i = 0; i < BASELINE_RUNS; i++) {
        let answer = '';
        naive.push(await time(async () => (answer = await call.naive())));
        // The baseline must answer the same: the figures compare two ways to the same reply.
        if (answer !== (await call.real())) mismatches++;
      }
      const p95 = percentile(times, 95);
      const cpuP95 = percentile(cpu, 95);
      rows.push(timingRow(call.name, times, cpu, naive));
      summary.push(
        `${call.key}<=${TARGET}: wall p95 ${ms(p95)} ${targetMet(p95, TARGET)}, cpu p95 ${ms(cpuP95)} ${targetMet(cpuP95, TARGET)}`,
      );
    }
    printTable(
      `Assignment results on ${kind} (ms; real server path vs baseline "per-student queries"; cpu: PGlite only)`,
      rows,
    );
    const load = printLoad();
    console.log(`replies that differ between the real path and the baseline: ${mismatches}`);
    saveResult(`results-${kind}`, { runs: RUNS, mismatches, load, rows });
    return `results-bench db=${kind} rows=${CLASSES * STUDENTS_PER_CLASS} questions=${QUESTIONS} ${summary.join('; ')}`;
  } finally {
    await dispose();
  }
}

await runOnEach(DBS, benchOne);
