import type { FastifyInstance } from 'fastify';
import { classes, classMemberships, credentials, managedStudents, type users } from '../../db/schema.ts';
import { newJoinCode } from '../../modules/classes/join-codes.ts';
import { buildUser, type TestUser } from './accounts.ts';
import { inserted } from './unique.ts';

/** Classes (rosters) and their students (issue 19). */

export type TestClass = typeof classes.$inferSelect;

/** A class of a teacher (a new teacher unless `teacherId` is given), active, this school year '2025-2026'. */
export async function buildClass(
  app: FastifyInstance,
  overrides: Partial<typeof classes.$inferInsert> = {},
): Promise<TestClass> {
  const teacherId = overrides.teacherId ?? (await buildUser(app, { role: 'teacher' })).id;
  const rows = await app.orm
    .insert(classes)
    .values({ name: 'Room 4', schoolYear: '2025-2026', joinCode: newJoinCode(), ...overrides, teacherId })
    .returning();
  return inserted(rows, 'class');
}

/**
 * A student in a class (a new class unless `classId` is given): by default one who joined by code. With
 * `createdBy`, a student that teacher made (a managed_students row, as the bulk call makes). No credentials:
 * sign in with signInAs.
 */
export async function buildRosterStudent(
  app: FastifyInstance,
  options: {
    classId?: string;
    student?: Partial<typeof users.$inferInsert>;
    createdBy?: string;
    grade?: string;
    joinedVia?: 'code' | 'teacher' | 'import';
    /** A secret question and answer hash (any text: tests that sign in with the answer use the bulk call). */
    credential?: { secretQuestion: string; secretAnswerHash: string };
  } = {},
): Promise<{ student: TestUser; classId: string }> {
  const classId = options.classId ?? (await buildClass(app)).id;
  const student = await buildUser(app, { role: 'student', ...options.student });
  if (options.credential)
    await app.orm.insert(credentials).values({ userId: student.id, ...options.credential });
  if (options.createdBy) {
    await app.orm
      .insert(managedStudents)
      .values({ userId: student.id, createdBy: options.createdBy, grade: options.grade ?? null });
  }
  await buildClassMembership(app, {
    classId,
    studentId: student.id,
    joinedVia: options.joinedVia ?? (options.createdBy ? 'teacher' : 'code'),
  });
  return { student, classId };
}

/**
 * A student's membership of a class (joined by code unless `joinedVia` says otherwise): a new class unless
 * `classId` is given, a new student unless `studentId` is given. For a user made elsewhere (buildRosterStudent
 * makes the student too).
 */
export async function buildClassMembership(
  app: FastifyInstance,
  overrides: Partial<typeof classMemberships.$inferInsert> = {},
) {
  const classId = overrides.classId ?? (await buildClass(app)).id;
  const studentId = overrides.studentId ?? (await buildUser(app, { role: 'student' })).id;
  const rows = await app.orm
    .insert(classMemberships)
    .values({ joinedVia: 'code', ...overrides, classId, studentId })
    .returning();
  return inserted(rows, 'class membership');
}
