import type { ImportReport, ImportReportLine } from '@lantern/shared';
import type { Orm } from '../../../db/client.ts';
import * as repo from './import.repo.ts';
import { type InputClass, type InputStudent, type RosterInput, refuse } from './roster-input.ts';

/**
 * What an import would do, line by line, against what the teacher's earlier imports made: each class, student
 * and enrollment is created, changed (names, school year, grade) or unchanged; rows that cannot be imported are
 * refused with their file, line and column. Nothing is written here.
 */

export interface ImportPlan {
  lines: ImportReportLine[];
  counts: ImportReport['counts'];
  newClasses: InputClass[];
  changedClasses: { id: string; item: InputClass }[];
  newStudents: InputStudent[];
  changedStudents: { id: string; item: InputStudent }[];
  /** Enrollments to add; a class or student not yet made is named by its sourcedId. */
  newEnrollments: { classSourcedId: string; studentSourcedId: string }[];
  /** The existing rows by sourcedId, to resolve the enrollments when applying. */
  classIds: Map<string, string>;
  studentIds: Map<string, string>;
}

const FILE_ORDER = [
  'manifest.csv',
  'orgs.csv',
  'academicSessions.csv',
  'classes.csv',
  'users.csv',
  'enrollments.csv',
];
const zero = () => ({ create: 0, change: 0, unchanged: 0, refuse: 0 });

export async function planImport(
  orm: Orm,
  teacherId: string,
  input: RosterInput,
  sizeLimit: number,
): Promise<ImportPlan> {
  const source = input.format;
  const lines: ImportReportLine[] = [...input.refused];
  const plan: ImportPlan = {
    lines,
    counts: { classes: zero(), students: zero(), enrollments: zero() },
    newClasses: [],
    changedClasses: [],
    newStudents: [],
    changedStudents: [],
    newEnrollments: [],
    classIds: new Map(),
    studentIds: new Map(),
  };
  const note = (
    item: { file: string; line: number },
    kind: ImportReportLine['kind'],
    action: ImportReportLine['action'],
    message: string,
  ) => lines.push({ file: item.file, line: item.line, column: null, kind, action, message });

  const existingClasses = new Map(
    (
      await repo.importedClasses(
        orm,
        source,
        teacherId,
        input.classes.map((item) => item.sourcedId),
      )
    ).map((row) => [row.sourcedId, row]),
  );
  const closed = new Set<string>();
  for (const item of input.classes) {
    const found = existingClasses.get(item.sourcedId);
    if (!found) {
      plan.newClasses.push(item);
      note(item, 'class', 'create', `New class '${item.name}' (${item.schoolYear}).`);
    } else if (found.deletedAt !== null || found.archivedAt !== null) {
      closed.add(item.sourcedId);
      const state = found.deletedAt !== null ? 'deleted' : 'archived';
      lines.push(
        refuse(
          item,
          'sourcedId',
          'class',
          `The class '${found.name}' was ${state} in Lantern; ${state === 'archived' ? 'restore it first, or give the class a new sourcedId' : 'give the class a new sourcedId'}.`,
        ),
      );
    } else {
      plan.classIds.set(item.sourcedId, found.id);
      if (found.name === item.name && found.schoolYear === item.schoolYear) {
        note(item, 'class', 'unchanged', `Class '${item.name}' is up to date.`);
      } else {
        plan.changedClasses.push({ id: found.id, item });
        note(
          item,
          'class',
          'change',
          `Class '${found.name}' (${found.schoolYear}) becomes '${item.name}' (${item.schoolYear}).`,
        );
      }
    }
  }

  const existingStudents = new Map(
    (
      await repo.importedStudents(
        orm,
        source,
        teacherId,
        input.students.map((item) => item.sourcedId),
      )
    ).map((row) => [row.sourcedId, row]),
  );
  for (const item of input.students) {
    const found = existingStudents.get(item.sourcedId);
    const name = `${item.firstName} ${item.lastName.slice(0, 1)}`.trim();
    if (!found) {
      plan.newStudents.push(item);
      note(item, 'student', 'create', `New student account for ${name}.`);
      continue;
    }
    plan.studentIds.set(item.sourcedId, found.id);
    if (
      found.firstName === item.firstName &&
      found.lastName === item.lastName &&
      found.grade === item.grade
    ) {
      note(item, 'student', 'unchanged', `${name} is up to date.`);
    } else {
      plan.changedStudents.push({ id: found.id, item });
      note(item, 'student', 'change', `${name}: name or grade updated.`);
    }
  }

  const members = new Set(
    (await repo.currentMembers(orm, [...plan.classIds.values()])).map(
      (row) => `${row.classId}/${row.studentId}`,
    ),
  );
  const sizes = new Map<string, number>();
  for (const row of members) {
    const classId = row.split('/')[0] as string;
    sizes.set(classId, (sizes.get(classId) ?? 0) + 1);
  }
  for (const item of input.enrollments) {
    if (closed.has(item.classSourcedId)) {
      lines.push(
        refuse(item, 'classSourcedId', 'enrollment', 'Its class is archived or deleted in Lantern.'),
      );
      continue;
    }
    const classId = plan.classIds.get(item.classSourcedId);
    const studentId = plan.studentIds.get(item.studentSourcedId);
    if (classId && studentId && members.has(`${classId}/${studentId}`)) {
      note(item, 'enrollment', 'unchanged', 'Already in the class.');
      continue;
    }
    const sizeKey = classId ?? `new:${item.classSourcedId}`;
    const size = (sizes.get(sizeKey) ?? 0) + 1;
    if (size > sizeLimit) {
      lines.push(
        refuse(
          item,
          'classSourcedId',
          'enrollment',
          `The class would have more than ${sizeLimit} students (CLASS_SIZE_LIMIT).`,
        ),
      );
      continue;
    }
    sizes.set(sizeKey, size);
    plan.newEnrollments.push({
      classSourcedId: item.classSourcedId,
      studentSourcedId: item.studentSourcedId,
    });
    note(item, 'enrollment', 'create', 'Added to the class.');
  }

  for (const line of lines) {
    const bucket =
      line.kind === 'class' ? 'classes' : line.kind === 'enrollment' ? 'enrollments' : 'students';
    plan.counts[bucket][line.action]++;
  }
  // Files in the order they refer to each other, so the first refusal is the cause, not its echo.
  const rank = (file: string) => FILE_ORDER.indexOf(file);
  lines.sort((a, b) => (a.file === b.file ? a.line - b.line : rank(a.file) - rank(b.file)));
  return plan;
}
