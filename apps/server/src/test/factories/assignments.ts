import type { FastifyInstance } from 'fastify';
import { assignmentRecipients, assignmentResults, assignments } from '../../db/schema.ts';
import { newAssignmentCode } from '../../modules/assignments/assignments.service.ts';
import { buildUser } from './accounts.ts';
import { buildLesson } from './lessons.ts';
import { inserted } from './unique.ts';

/** Assignments (issue 20; decision 0040). */

export type TestAssignment = typeof assignments.$inferSelect;

/**
 * An assignment of a lesson's version 1 (a new lesson of a new teacher unless `lessonId`, `versionId` and
 * `teacherId` are given), with `recipients` (class and student ids) given it.
 */
export async function buildAssignment(
  app: FastifyInstance,
  overrides: Partial<typeof assignments.$inferInsert> & {
    recipients?: { classId: string; studentId: string }[];
  } = {},
): Promise<TestAssignment> {
  const { recipients = [], ...columns } = overrides;
  let { teacherId, lessonId, versionId } = columns;
  if (lessonId === undefined || versionId === undefined) {
    const lesson = await buildLesson(app, { textSlides: 1, ...(teacherId ? { ownerId: teacherId } : {}) });
    teacherId = lesson.ownerId;
    lessonId = lesson.id;
    versionId = lesson.versionId;
  }
  if (!teacherId) throw new Error('buildAssignment: teacherId is needed with lessonId and versionId');
  const rows = await app.orm
    .insert(assignments)
    .values({ code: newAssignmentCode(), ...columns, teacherId, lessonId, versionId })
    .returning();
  const assignment = inserted(rows, 'assignment');
  if (recipients.length > 0)
    await app.orm
      .insert(assignmentRecipients)
      .values(recipients.map((recipient) => ({ assignmentId: assignment.id, ...recipient })));
  return assignment;
}

export type TestAssignmentResult = typeof assignmentResults.$inferSelect;

/**
 * A started result of a student on an assignment: a new assignment unless `assignmentId` is given, a new student
 * unless `studentId` is given (null: a visitor's result on a quick assignment).
 */
export async function buildAssignmentResult(
  app: FastifyInstance,
  overrides: Partial<typeof assignmentResults.$inferInsert> = {},
): Promise<TestAssignmentResult> {
  const assignmentId = overrides.assignmentId ?? (await buildAssignment(app)).id;
  const studentId =
    overrides.studentId === undefined ? (await buildUser(app, { role: 'student' })).id : overrides.studentId;
  const rows = await app.orm
    .insert(assignmentResults)
    .values({ ...overrides, assignmentId, studentId })
    .returning();
  return inserted(rows, 'assignment result');
}
