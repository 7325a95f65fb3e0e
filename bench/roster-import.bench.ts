/**
 * Rostering import (issue 19; decision 0039): a OneRoster 1.2 CSV zip of 500 classes and 15,000 students (30 a
 * class, one teacher enrolled in each) imported on PGlite through the service the route calls (importRoster:
 * unzip, parse, validate, plan, apply in one transaction), first as a dry run, then applied, then applied again
 * (changes nothing); and, in the same run on a fresh database, the named baseline "row-by-row" of
 * roster-import-baseline.ts. Progress is printed as it goes. Target: the apply ≤ 60 s.
 *
 *   npm run bench:roster-import                      500 classes × 30 students
 *   npm run bench:roster-import -- --classes=50      a quick run
 *   options: --classes --per-class --baseline-classes (default 50: the baseline's time grows with the square)
 */
import { randomBytes } from 'node:crypto';
import { dataPrivacyRecords, users } from '../apps/server/src/db/schema.ts';
import { hashSecretAnswer } from '../apps/server/src/modules/auth/index.ts';
import { importRoster, readRoster } from '../apps/server/src/modules/classes/import/import.service.ts';
import { saveResult } from './lib/repo.ts';
import { printTable } from './lib/table.ts';
import { rowByRowImport } from './roster-import-baseline.ts';
import { districtZip } from './roster-import-data.ts';
import { openBenchDatabase } from './search-database.ts';

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const CLASSES = Number(option('classes', '500'));
const PER_CLASS = Number(option('per-class', '30'));
const TARGET_SECONDS = 60;
// The baseline reads users once per student (O(n²)): on the whole file it runs for many minutes, so by default it
// imports the first 50 classes and the table compares students per second.
const BASELINE_CLASSES = Math.min(CLASSES, Number(option('baseline-classes', '50')));

/** Runs `work`, printing where it is whenever the import reports progress (a slice of accounts written). */
async function withProgress<T>(
  label: string,
  work: (progress: (step: string, done: number, total: number) => void) => Promise<T>,
): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  process.stdout.write(`  ${label} …`);
  const value = await work((step, done, total) =>
    process.stdout.write(
      ` ${step} ${done}/${total} (${((performance.now() - started) / 1000).toFixed(1)} s)…`,
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(` done in ${seconds.toFixed(1)} s`);
  return { value, seconds };
}

async function teacherIn(kind: 'pglite') {
  const bench = await openBenchDatabase(kind);
  const [teacher] = await bench.database.orm
    .insert(users)
    .values({ role: 'teacher', firstName: 'Bench', lastName: 'Teacher', email: 'bench-roster@example.test' })
    .returning({ id: users.id });
  await bench.database.orm.insert(dataPrivacyRecords).values({
    userId: teacher?.id as string,
    teacherType: 'HOME_SCHOOL',
    signedAt: new Date(),
    textVersion: 'bench',
  });
  return { ...bench, teacher: { id: teacher?.id as string } };
}

async function main() {
  const bytes = districtZip(CLASSES, PER_CLASS);
  const upload = { fileName: 'district.zip', bytes };
  console.log(
    `roster import: ${CLASSES} classes × ${PER_CLASS} students = ${CLASSES * PER_CLASS} students, zip of ${(bytes.length / 1024).toFixed(0)} KiB, PGlite`,
  );

  const real = await teacherIn('pglite');
  const context = { orm: real.database.orm, sizeLimit: 10_000 };
  const dry = await withProgress('dry run (unzip, parse, validate, plan)', (progress) =>
    importRoster(context, real.teacher, upload, true, progress),
  );
  const applied = await withProgress('apply (one transaction)', (progress) =>
    importRoster(context, real.teacher, upload, false, progress),
  );
  const again = await withProgress('apply again (changes nothing)', (progress) =>
    importRoster(context, real.teacher, upload, false, progress),
  );
  if (applied.value.counts.students.create !== CLASSES * PER_CLASS)
    throw new Error('the import did not create every student');
  if (again.value.counts.students.unchanged !== CLASSES * PER_CLASS)
    throw new Error('the re-import was not a no-op');
  await real.dispose();

  const naive = await teacherIn('pglite');
  const input = readRoster({ fileName: 'baseline.zip', bytes: districtZip(BASELINE_CLASSES, PER_CLASS) });
  const lockedHash = await hashSecretAnswer(randomBytes(32).toString('base64url'));
  const baseline = await withProgress('baseline "row-by-row"', () =>
    rowByRowImport(naive.database.orm, naive.teacher.id, input, lockedHash),
  );
  await naive.dispose();

  const rows = [
    ['step', 'seconds', 'students/s'],
    ['dry run', dry.seconds.toFixed(1), ((CLASSES * PER_CLASS) / dry.seconds).toFixed(0)],
    ['apply', applied.seconds.toFixed(1), ((CLASSES * PER_CLASS) / applied.seconds).toFixed(0)],
    ['apply again (no-op)', again.seconds.toFixed(1), '—'],
    [
      `baseline "row-by-row" apply (${BASELINE_CLASSES * PER_CLASS} students)`,
      baseline.seconds.toFixed(1),
      ((BASELINE_CLASSES * PER_CLASS) / baseline.seconds).toFixed(0),
    ],
  ];
  printTable(
    `OneRoster import of ${CLASSES * PER_CLASS} students on PGlite (target: apply ≤ ${TARGET_SECONDS} s)`,
    rows,
  );
  saveResult('roster-import', {
    classes: CLASSES,
    perClass: PER_CLASS,
    dry: dry.seconds,
    apply: applied.seconds,
    again: again.seconds,
    baseline: baseline.seconds,
    baselineStudents: BASELINE_CLASSES * PER_CLASS,
  });
  const verdict = applied.seconds <= TARGET_SECONDS ? 'within' : 'OVER';
  console.log(
    `\nroster import: ${CLASSES * PER_CLASS} students in ${CLASSES} classes applied in ${applied.seconds.toFixed(1)} s (${verdict} the ${TARGET_SECONDS} s target), dry run ${dry.seconds.toFixed(1)} s, re-import ${again.seconds.toFixed(1)} s; baseline "row-by-row" ${((BASELINE_CLASSES * PER_CLASS) / baseline.seconds).toFixed(0)} students/s on ${BASELINE_CLASSES * PER_CLASS} students vs ${((CLASSES * PER_CLASS) / applied.seconds).toFixed(0)} students/s`,
  );
}

await main();
