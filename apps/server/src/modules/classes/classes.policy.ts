import { CLASS_MESSAGES } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './classes.repo.ts';

/**
 * Who may touch which class record (decision 0036, 0037): a teacher's own classes and their current students.
 * Another teacher's record answers 404 like a missing one, never 403, so ids reveal nothing. The services ask
 * here; the access table (test/access/classes.ts) proves it for every route.
 */

export const classNotFound = () => new AppError('not_found', CLASS_MESSAGES.classNotFound, 404);
export const studentNotFound = () => new AppError('not_found', CLASS_MESSAGES.studentNotFound, 404);

/** The teacher's class (not deleted), or 404. `lock` holds the row until the transaction ends. */
export async function classOfTeacher(
  orm: Orm,
  teacherId: string,
  classId: string,
  options: { lock?: boolean } = {},
): Promise<repo.ClassWithCount> {
  const found = await repo.findTeacherClass(orm, teacherId, classId, options);
  if (!found) throw classNotFound();
  return found;
}

/** The student as a current student of the teacher's class: 404 for the class first, then for the student. */
export async function studentOfTeacherClass(
  orm: Orm,
  teacherId: string,
  classId: string,
  studentId: string,
): Promise<repo.ClassStudentRow> {
  await classOfTeacher(orm, teacherId, classId);
  const [row] = await repo.teacherClassStudents(orm, teacherId, { classId, studentId });
  if (!row) throw studentNotFound();
  return row;
}
