import {
  CLASS_MESSAGES,
  type ClassDetail,
  type ClassSummary,
  type CreateClassBody,
  type Roster,
  schoolYearOf,
  type UpdateClassBody,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { classOfTeacher } from './classes.policy.ts';
import { presentClass, presentClassStudent, presentRosters } from './classes.presenter.ts';
import * as repo from './classes.repo.ts';
import { isCodeTaken, withFreshJoinCode } from './join-codes.ts';

/**
 * A teacher's classes: create, read, rename, archive/restore, delete, new join code, year-end rollover
 * (docs/decisions/0036-classes-and-join-codes.md). The routes of every change declare the privacy gate
 * (spec 3 §5), so it has run before these do. Another teacher's class is answered as missing (404, the
 * module's policy: classes.policy.ts).
 */

export interface Teacher {
  id: string;
}
export interface ClassesContext {
  orm: Orm;
  sizeLimit: number;
}

export const classArchived = () => new AppError('conflict', CLASS_MESSAGES.classArchived, 409);

export async function listClasses(
  { orm, sizeLimit }: ClassesContext,
  teacher: Teacher,
  archived: 'true' | 'false' | 'all',
): Promise<ClassSummary[]> {
  const rows = await repo.listTeacherClasses(orm, teacher.id, archived);
  return rows.map((row) => presentClass(row, sizeLimit));
}

export async function classDetail(
  { orm, sizeLimit }: ClassesContext,
  teacher: Teacher,
  classId: string,
): Promise<ClassDetail> {
  const found = await classOfTeacher(orm, teacher.id, classId);
  const students = await repo.teacherClassStudents(orm, teacher.id, { classId });
  return {
    ...presentClass(found, sizeLimit),
    students: students.map((row) => presentClassStudent(row, teacher.id)),
  };
}

export async function createClass(
  { orm, sizeLimit }: ClassesContext,
  teacher: Teacher,
  body: CreateClassBody,
  now = new Date(),
): Promise<ClassSummary> {
  const created = await withFreshJoinCode((joinCode) =>
    repo.insertClass(orm, {
      teacherId: teacher.id,
      name: body.name,
      schoolYear: body.school_year ?? schoolYearOf(now),
      joinCode,
    }),
  );
  return presentClass({ ...created, studentCount: 0 }, sizeLimit);
}

/** Writes a change to one of the teacher's classes and answers the class as it is now. */
async function changeClass(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
  change: (found: repo.ClassWithCount) => Promise<unknown>,
): Promise<ClassSummary> {
  await change(await classOfTeacher(context.orm, teacher.id, classId));
  return presentClass(await classOfTeacher(context.orm, teacher.id, classId), context.sizeLimit);
}

export function updateClass(
  context: ClassesContext,
  teacher: Teacher,
  classId: string,
  body: UpdateClassBody,
) {
  return changeClass(context, teacher, classId, () =>
    repo.updateTeacherClass(context.orm, teacher.id, classId, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.school_year !== undefined && { schoolYear: body.school_year }),
    }),
  );
}

/** Archiving an archived class changes nothing; its code stops working while it is archived. */
export function archiveClass(context: ClassesContext, teacher: Teacher, classId: string) {
  return changeClass(context, teacher, classId, async (found) => {
    if (found.archivedAt === null) {
      await repo.updateTeacherClass(context.orm, teacher.id, classId, { archivedAt: new Date() });
    }
  });
}

/**
 * Restoring brings the class back with its code, unless an active class took that code meanwhile: then
 * with a new one (the unique index on active codes refuses the old one).
 */
export function restoreClass(context: ClassesContext, teacher: Teacher, classId: string) {
  return changeClass(context, teacher, classId, async (found) => {
    if (found.archivedAt === null) return;
    try {
      await repo.updateTeacherClass(context.orm, teacher.id, classId, { archivedAt: null });
    } catch (error) {
      if (!isCodeTaken(error)) throw error;
      await withFreshJoinCode((joinCode) =>
        repo.updateTeacherClass(context.orm, teacher.id, classId, { archivedAt: null, joinCode }),
      );
    }
  });
}

/** A new code; the old one stops working at once. Archived classes have no working code to replace. */
export function regenerateJoinCode(context: ClassesContext, teacher: Teacher, classId: string) {
  return changeClass(context, teacher, classId, async (found) => {
    if (found.archivedAt !== null) throw classArchived();
    await withFreshJoinCode((joinCode) =>
      repo.updateTeacherClass(context.orm, teacher.id, classId, { joinCode }),
    );
  });
}

/**
 * Deleting hides the class from everyone and ends its code, but keeps the row and its memberships, so
 * the assignments made to it keep their results (decision 0036).
 */
export async function deleteClass(context: ClassesContext, teacher: Teacher, classId: string): Promise<void> {
  await classOfTeacher(context.orm, teacher.id, classId);
  await repo.updateTeacherClass(context.orm, teacher.id, classId, { deletedAt: new Date() });
}

/** Year-end rollover: archives every active class of that school year in one statement. */
export async function rollover(
  orm: Orm,
  teacher: Teacher,
  schoolYear: string,
): Promise<{ archived: number }> {
  return { archived: await repo.archiveSchoolYear(orm, teacher.id, schoolYear) };
}

/** GET /api/v2/tools/roster/: the teacher's active classes and their students; none are Google classes. */
export async function rosterList(
  orm: Orm,
  teacher: Teacher,
  type: 'google' | 'lm' | 'any',
): Promise<Roster[]> {
  if (type === 'google') return [];
  const classes = await repo.listTeacherClasses(orm, teacher.id, 'false');
  const students = await repo.teacherClassStudents(orm, teacher.id, { activeOnly: true });
  return presentRosters(classes, students);
}
