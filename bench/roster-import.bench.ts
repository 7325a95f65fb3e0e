/**
 * Rostering import (issue 19; decision 0039): a OneRoster 1.2 CSV zip of 500 classes and 15,000 students (30 a
 * class, one teacher enrolled in each) imported on PGlite through the service the route calls (importRoster:
 * unzip, parse, validate, plan, apply in one transaction), first as a dry run, then applied, then applied again
 * (changes nothing); and, in the same run on a fresh database, the named baseline "row-by-row" of
 * roster-import-baseline.ts. Progress is printed as it goes. Target: the apply ≤ 60 s.
 *
 *   npm run bench:roster-import                      500 classes × 30 students
 *   npm run bench:roster-import -- --classes=50      a quick run
 */
import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { dataPrivacyRecords, users } from '../apps/server/src/db/schema.ts';
import { hashSecretAnswer } from '../apps/server/src/modules/auth/index.ts';
import { importRoster, readRoster } from '../apps/server/src/modules/classes/import/import.service.ts';
import { saveResult } from './lib/repo.ts';
import { printTable } from './lib/table.ts';
import { rowByRowImport } from './roster-import-baseline.ts';
import { openBenchDatabase } from './search-database.ts';

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const CLASSES = Number(option('classes', '500'));
const PER_CLASS = Number(option('per-class', '30'));
const TARGET_SECONDS = 60;

const csv = (header: string[], rows: string[][]) =>
  `${[header.join(','), ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;

/** The district file, written to the 1.2 CSV binding's headers. */
function districtZip(): Uint8Array {
  const classes: string[][] = [];
  const usersRows: string[][] = [
    [
      'teacher-1',
      'active',
      '',
      'true',
      'teacher1',
      '',
      'Val',
      'Frizzle',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'org-1',
      '',
    ],
  ];
  const enrollments: string[][] = [];
  for (let c = 1; c <= CLASSES; c++) {
    classes.push([
      `class-${c}`,
      'active',
      '',
      `Homeroom ${c}`,
      '03',
      'course-1',
      '',
      'homeroom',
      '',
      'org-1',
      'term-1',
      '',
      '',
      '',
    ]);
    enrollments.push([`enr-t-${c}`, 'active', '', `class-${c}`, 'org-1', 'teacher-1', 'teacher', '', '', '']);
    for (let s = 1; s <= PER_CLASS; s++) {
      const id = `stu-${c}-${s}`;
      usersRows.push([
        id,
        'active',
        '',
        'true',
        id,
        '',
        `Kid${(c * PER_CLASS + s) % 997}`,
        `Family${s}`,
        '',
        '',
        '',
        '',
        '',
        '',
        '03',
        '',
        '',
        '',
        '',
        '',
        '',
        'org-1',
        '',
      ]);
      enrollments.push([`enr-${id}`, 'active', '', `class-${c}`, 'org-1', id, 'student', '', '', '']);
    }
  }
  const text = (value: string) => new TextEncoder().encode(value);
  return zipSync({
    'manifest.csv': text(
      csv(
        ['propertyName', 'value'],
        [
          ['manifest.version', '1.0'],
          ['oneroster.version', '1.2'],
        ],
      ),
    ),
    'orgs.csv': text(
      csv(
        ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
        [['org-1', 'active', '', 'Maple Elementary', 'school', '', '']],
      ),
    ),
    'academicSessions.csv': text(
      csv(
        [
          'sourcedId',
          'status',
          'dateLastModified',
          'title',
          'type',
          'startDate',
          'endDate',
          'parentSourcedId',
          'schoolYear',
        ],
        [['term-1', 'active', '', '2025-2026', 'schoolYear', '2025-08-15', '2026-06-15', '', '2026']],
      ),
    ),
    'classes.csv': text(
      csv(
        [
          'sourcedId',
          'status',
          'dateLastModified',
          'title',
          'grades',
          'courseSourcedId',
          'classCode',
          'classType',
          'location',
          'schoolSourcedId',
          'termSourcedIds',
          'subjects',
          'subjectCodes',
          'periods',
        ],
        classes,
      ),
    ),
    'users.csv': text(
      csv(
        [
          'sourcedId',
          'status',
          'dateLastModified',
          'enabledUser',
          'username',
          'userIds',
          'givenName',
          'familyName',
          'middleName',
          'identifier',
          'email',
          'sms',
          'phone',
          'agentSourcedIds',
          'grades',
          'password',
          'userMasterIdentifier',
          'resourceSourcedIds',
          'preferredGivenName',
          'preferredMiddleName',
          'preferredFamilyName',
          'primaryOrgSourcedId',
          'pronouns',
        ],
        usersRows,
      ),
    ),
    'enrollments.csv': text(
      csv(
        [
          'sourcedId',
          'status',
          'dateLastModified',
          'classSourcedId',
          'schoolSourcedId',
          'userSourcedId',
          'role',
          'primary',
          'beginDate',
          'endDate',
        ],
        enrollments,
      ),
    ),
  });
}

/** Runs `work`, printing the elapsed time every 5 s (PGlite yields between statements, so the timer ticks). */
async function withProgress<T>(
  label: string,
  work: () => Promise<T>,
): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  process.stdout.write(`  ${label} …`);
  const ticker = setInterval(
    () => process.stdout.write(` ${((performance.now() - started) / 1000).toFixed(0)} s…`),
    5000,
  );
  try {
    const value = await work();
    const seconds = (performance.now() - started) / 1000;
    console.log(` done in ${seconds.toFixed(1)} s`);
    return { value, seconds };
  } finally {
    clearInterval(ticker);
  }
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
  const bytes = districtZip();
  const upload = { fileName: 'district.zip', bytes };
  console.log(
    `roster import: ${CLASSES} classes × ${PER_CLASS} students = ${CLASSES * PER_CLASS} students, zip of ${(bytes.length / 1024).toFixed(0)} KiB, PGlite`,
  );

  const real = await teacherIn('pglite');
  const context = { orm: real.database.orm, sizeLimit: 10_000 };
  const dry = await withProgress('dry run (unzip, parse, validate, plan)', () =>
    importRoster(context, real.teacher, upload, true),
  );
  const applied = await withProgress('apply (one transaction)', () =>
    importRoster(context, real.teacher, upload, false),
  );
  const again = await withProgress('apply again (changes nothing)', () =>
    importRoster(context, real.teacher, upload, false),
  );
  if (applied.value.counts.students.create !== CLASSES * PER_CLASS)
    throw new Error('the import did not create every student');
  if (again.value.counts.students.unchanged !== CLASSES * PER_CLASS)
    throw new Error('the re-import was not a no-op');
  await real.dispose();

  const naive = await teacherIn('pglite');
  const input = readRoster(upload);
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
      'baseline "row-by-row" apply',
      baseline.seconds.toFixed(1),
      ((CLASSES * PER_CLASS) / baseline.seconds).toFixed(0),
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
  });
  const verdict = applied.seconds <= TARGET_SECONDS ? 'within' : 'OVER';
  console.log(
    `\nroster import: ${CLASSES * PER_CLASS} students in ${CLASSES} classes applied in ${applied.seconds.toFixed(1)} s (${verdict} the ${TARGET_SECONDS} s target), dry run ${dry.seconds.toFixed(1)} s, re-import ${again.seconds.toFixed(1)} s; baseline "row-by-row" ${baseline.seconds.toFixed(1)} s (${(baseline.seconds / applied.seconds).toFixed(2)}x)`,
  );
}

await main();
