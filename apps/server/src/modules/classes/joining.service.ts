import {
  CLASS_MESSAGES,
  JOIN_CODE_PATTERN,
  normalizeJoinCode,
  type RosterByCode,
  type StudentClass,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { classNotFound } from './classes.policy.ts';
import { presentStudentClass, teacherName } from './classes.presenter.ts';
import * as repo from './classes.repo.ts';

/**
 * A student's side of classes (spec 1 §7, spec 3 §7): find a class by its code, join it, list the classes
 * they are in, leave one. A student sees a class's name, teacher and code, never its other students
 * (docs/decisions/0036-classes-and-join-codes.md).
 */

export interface Student {
  id: string;
}

/** Spec 1 §8: one answer for a malformed, unknown, regenerated or archived code, so codes cannot be probed. */
const invalidCode = () => new AppError('not_found', CLASS_MESSAGES.invalidCode, 404);

async function activeClassByCode(orm: Orm, typed: string): Promise<repo.CodeClassRow> {
  const code = normalizeJoinCode(typed);
  const found = JOIN_CODE_PATTERN.test(code) ? await repo.findActiveClassByCode(orm, code) : undefined;
  if (!found) throw invalidCode();
  return found;
}

/** The id of the active class with this join code (as typed); 404 'Invalid code entered.' otherwise. */
export async function activeClassIdByCode(orm: Orm, typed: string): Promise<string> {
  return (await activeClassByCode(orm, typed)).id;
}

export async function rosterByCode(orm: Orm, student: Student, typed: string): Promise<RosterByCode> {
  const found = await activeClassByCode(orm, typed);
  return {
    id: found.id,
    name: found.name,
    teacher_name: teacherName(found.teacher_first_name, found.teacher_last_name),
    roster_code: found.join_code,
    joined: (await repo.findCurrentMembership(orm, found.id, student.id)) !== undefined,
  };
}

/**
 * Joins the class whose id and current code are given. Joining a class one is in already changes nothing
 * (`created` false). The class row is held while counting, so the size limit holds when many join at once.
 */
export async function joinClass(
  orm: Orm,
  student: Student,
  classId: string,
  typedCode: string,
  sizeLimit: number,
): Promise<{ created: boolean; joined: StudentClass }> {
  const found = await activeClassByCode(orm, typedCode);
  if (found.id !== classId) throw invalidCode();
  const created = await inTransaction(orm, async (tx) => {
    const locked = await repo.lockActiveClass(tx, classId);
    if (!locked || locked.joinCode !== found.join_code) throw invalidCode();
    if (await repo.findCurrentMembership(tx, classId, student.id)) return false;
    if ((await repo.countMembers(tx, classId)) >= sizeLimit) {
      throw new AppError('conflict', CLASS_MESSAGES.classFull(sizeLimit), 409);
    }
    await repo.insertMemberships(tx, [{ classId, studentId: student.id, joinedVia: 'code' }]);
    return true;
  });
  const [joined] = await repo.joinedClasses(orm, student.id, classId);
  if (!joined) throw invalidCode();
  return { created, joined: presentStudentClass(joined) };
}

export async function joinedRosters(orm: Orm, student: Student): Promise<StudentClass[]> {
  return (await repo.joinedClasses(orm, student.id)).map(presentStudentClass);
}

/** Leaves the class; the membership row stays (with left_at) so past results keep their class. */
export async function leaveClass(orm: Orm, student: Student, classId: string): Promise<void> {
  if (!(await repo.membershipToLeave(orm, student.id, classId))) {
    throw classNotFound();
  }
  await repo.endMembership(orm, classId, student.id, 'left');
}
