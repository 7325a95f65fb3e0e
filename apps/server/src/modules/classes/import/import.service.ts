import { randomBytes } from 'node:crypto';
import { type ImportReport, type ImportResult, SECRET_QUESTIONS } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createStudentsWithoutEmailInBulk, hashSecretAnswer } from '../../auth/index.ts';
import type { ClassesContext, Teacher } from '../classes.service.ts';
import { isCodeTaken, newJoinCode } from '../join-codes.ts';
import * as repo from './import.repo.ts';
import { type ImportPlan, planImport } from './import-plan.ts';
import { ImportProblem } from './import-problem.ts';
import { ONEROSTER_FILES, readOneRoster } from './oneroster.ts';
import { readPlainCsv } from './plain-csv.ts';
import type { RosterInput } from './roster-input.ts';
import { looksLikeZip, readZipEntries } from './zip.ts';

/**
 * Rostering imports (issue 19; docs/decisions/0039-rostering-imports.md): read the file whole, plan against
 * the teacher's earlier imports, answer the plan (dry run) or apply it all or nothing in one transaction.
 * Imported students get no usable secret here — one argon2id hash of a random, discarded secret stands in for
 * all of them, so nobody can sign in as them — and the teacher prints cards later with a fresh secret each.
 */

export interface Upload {
  fileName: string;
  bytes: Uint8Array;
}

/** The file as classes, students and enrollments; a file that cannot be read at all throws ImportProblem. */
export function readRoster(upload: Upload): RosterInput {
  const name = upload.fileName.toLowerCase();
  if (looksLikeZip(upload.bytes)) return readOneRoster(readZipEntries(upload.bytes, ONEROSTER_FILES));
  if (name.endsWith('.zip')) {
    throw new ImportProblem(`${upload.fileName} is not a zip file (it does not start like one).`, {
      file: upload.fileName,
    });
  }
  if (name.endsWith('.csv') || name.endsWith('.txt')) return readPlainCsv(upload.fileName, upload.bytes);
  throw new ImportProblem('Send a OneRoster 1.2 CSV export (.zip) or a plain CSV (.csv).', { status: 415 });
}

export function problemError(problem: ImportProblem): AppError {
  const where = [
    problem.file,
    problem.line === null ? null : `line ${problem.line}`,
    problem.column === null ? null : `column ${problem.column}`,
  ]
    .filter(Boolean)
    .join(', ');
  const code =
    problem.status === 413
      ? 'payload_too_large'
      : problem.status === 415
        ? 'unsupported_media_type'
        : 'bad_request';
  return new AppError(code, where ? `${where}: ${problem.message}` : problem.message, problem.status, {
    file: problem.file,
    line: problem.line,
    column: problem.column,
  });
}

function report(input: RosterInput, plan: ImportPlan, dryRun: boolean): ImportReport {
  return {
    format: input.format,
    dry_run: dryRun,
    can_apply:
      plan.counts.classes.refuse + plan.counts.students.refuse + plan.counts.enrollments.refuse === 0,
    counts: plan.counts,
    lines: plan.lines,
  };
}

const refusedError = (body: ImportReport) => {
  const first = body.lines.find((line) => line.action === 'refuse');
  const where = first
    ? `${first.file}, line ${first.line}${first.column ? `, column ${first.column}` : ''}: ${first.message}`
    : '';
  const total = body.counts.classes.refuse + body.counts.students.refuse + body.counts.enrollments.refuse;
  return new AppError('validation_error', `Nothing was imported: ${total} line(s) refused. ${where}`, 422, {
    report: body,
  });
};

/** A lock per teacher: two imports by one teacher take turns, so the second plans against the first's rows. */
const lockTeacherImports = (tx: Parameters<Parameters<typeof inTransaction>[1]>[0], teacherId: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`roster-import:${teacherId}`}))`);

/** Called as an apply goes: what it is doing, and how far ('students', 3000, 15000). For the bench's progress. */
export type ImportProgress = (step: string, done: number, total: number) => void;

async function applyPlan(
  context: ClassesContext,
  teacher: Teacher,
  input: RosterInput,
  lockedHash: string,
  progress?: ImportProgress,
) {
  return inTransaction(context.orm, async (tx) => {
    await lockTeacherImports(tx, teacher.id);
    const plan = await planImport(tx, teacher.id, input, context.sizeLimit);
    const body = report(input, plan, false);
    if (!body.can_apply) throw refusedError(body);
    const source = input.format;
    const created = await repo.insertImportedClasses(
      tx,
      plan.newClasses.map((item) => ({
        teacherId: teacher.id,
        name: item.name,
        schoolYear: item.schoolYear,
        joinCode: newJoinCode(),
        source,
        sourceScope: teacher.id,
        sourcedId: item.sourcedId,
      })),
    );
    for (const row of created) plan.classIds.set(row.sourcedId as string, row.id);
    for (const { id, item } of plan.changedClasses) await repo.updateImportedClass(tx, id, item);
    const question = SECRET_QUESTIONS[0].id;
    const accounts = await createStudentsWithoutEmailInBulk(
      tx,
      plan.newStudents.map((item) => ({
        firstName: item.firstName,
        lastName: item.lastName,
        secretQuestion: question,
        secretAnswerHash: lockedHash,
      })),
      (done) => progress?.('students', done, plan.newStudents.length),
    );
    await repo.insertImportedManagedStudents(
      tx,
      accounts.map((account, index) => {
        const item = plan.newStudents[index] as (typeof plan.newStudents)[number];
        plan.studentIds.set(item.sourcedId, account.id);
        return {
          userId: account.id,
          createdBy: teacher.id,
          grade: item.grade,
          source,
          sourceScope: teacher.id,
          sourcedId: item.sourcedId,
        };
      }),
    );
    for (const { id, item } of plan.changedStudents) await repo.updateImportedStudent(tx, id, item);
    await repo.insertImportMemberships(
      tx,
      plan.newEnrollments.map((item) => ({
        classId: plan.classIds.get(item.classSourcedId) as string,
        studentId: plan.studentIds.get(item.studentSourcedId) as string,
      })),
    );
    const createdIds = new Set(created.map((row) => row.id));
    const classes = input.classes
      .filter((item) => plan.classIds.has(item.sourcedId))
      .map((item) => {
        const id = plan.classIds.get(item.sourcedId) as string;
        return { id, name: item.name, created: createdIds.has(id) };
      });
    return { ...body, classes } satisfies ImportResult;
  });
}

export async function importRoster(
  context: ClassesContext,
  teacher: Teacher,
  upload: Upload,
  dryRun: boolean,
  progress?: ImportProgress,
): Promise<ImportReport | ImportResult> {
  let input: RosterInput;
  try {
    input = readRoster(upload);
  } catch (error) {
    if (error instanceof ImportProblem) throw problemError(error);
    throw error;
  }
  if (dryRun) {
    return report(input, await planImport(context.orm, teacher.id, input, context.sizeLimit), true);
  }
  // One hash for every account this import makes, of a secret nobody keeps: they cannot sign in until the
  // teacher gives each a secret of their own (decision 0039). Made before the transaction, like addStudents'.
  const lockedHash = await hashSecretAnswer(randomBytes(32).toString('base64url'));
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyPlan(context, teacher, input, lockedHash, progress);
    } catch (error) {
      // A new class's random join code met an active class's: the whole import is tried again with new codes.
      if (!isCodeTaken(error) || attempt >= 3) throw error;
    }
  }
}
