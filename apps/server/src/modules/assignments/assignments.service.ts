import {
  ASSIGNMENT_CODE_LENGTH,
  ASSIGNMENT_LIST_PAGE_SIZE,
  ASSIGNMENT_MESSAGES,
  type AssignBody,
  type AssignmentDetail,
  type AssignmentListQuery,
  type AssignmentListReply,
  type AssignReply,
  assignBodySchema,
  assignmentListQuerySchema,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { LETTER_FIRST, randomCode } from '../../lib/random-codes.ts';
import { carrierLessonOf, publishedResource } from '../lessons/index.ts';
import { assignmentOfTeacher } from './assignments.policy.ts';
import { assignmentUrl, presentListItem, presentRosters } from './assignments.presenter.ts';
import * as repo from './assignments.repo.ts';

/**
 * Assign, list, read, delete and duplicate assignments (issue 20; decision 0040). Another teacher's lesson, class,
 * student or assignment answers exactly like a missing one (404). Every write's route declares the privacy gate.
 */

export interface Teacher {
  id: string;
}

/** A fresh quick-assign code: a lowercase letter, then letters and digits. */
export const newAssignmentCode = () => randomCode(ASSIGNMENT_CODE_LENGTH, LETTER_FIRST);

async function freshCode(orm: Orm): Promise<string> {
  for (;;) {
    const code = newAssignmentCode();
    if (!(await repo.codeTaken(orm, code))) return code;
  }
}

const isUuid = (id: string) => repo.UUID.test(id);

/**
 * The activity code is not one of the teacher's lessons: a published resource whose is_assignable is true (and
 * that is not expired and has media to show) travels in the teacher's one-slide carrier lesson (decision 0042).
 */
async function resourceLesson(tx: Orm, teacher: Teacher, code: string): Promise<repo.OwnedLesson> {
  const resource = await publishedResource(tx, code);
  if (!resource) throw notFound(ASSIGNMENT_MESSAGES.activityNotFound(code));
  const { asset_guid } = resource;
  if (!resource.is_assignable || resource.is_expired || asset_guid === null)
    throw badRequest(ASSIGNMENT_MESSAGES.resourceNotAssignable(code));
  return carrierLessonOf(tx, teacher.id, { ...resource, asset_guid });
}

/**
 * POST /api/v2/tools/assign/: gives the lesson's current version to the named students of the named classes.
 * Everything is checked before anything is written, in one transaction that holds the lesson's row, so two
 * calls for one lesson queue and nothing is half-assigned. The students join the live assignment the assign call
 * made of that version (a new one after the lesson was edited; duplicates are never joined): assigning a student
 * twice adds nothing. A class whose every current student is named is given the assignment as a whole: students
 * who join it later get it too (decision 0067); otherwise only the picked students have it.
 */
export async function assign(orm: Orm, teacher: Teacher, input: AssignBody): Promise<AssignReply> {
  const body = assignBodySchema.parse(input);
  const groups = body.students.filter((group) => group.studentIds.length > 0);
  if (groups.length === 0) throw badRequest(ASSIGNMENT_MESSAGES.studentsRequired);
  const seen = new Set<string>();
  for (const group of groups) {
    if (seen.has(group.rosterId)) throw badRequest(ASSIGNMENT_MESSAGES.rosterRepeated(group.rosterId));
    seen.add(group.rosterId);
    if (!isUuid(group.rosterId)) throw notFound(ASSIGNMENT_MESSAGES.rosterNotFound(group.rosterId));
    for (const id of group.studentIds)
      if (!isUuid(id)) throw notFound(ASSIGNMENT_MESSAGES.studentNotFound(id));
  }
  return inTransaction(orm, async (tx) => {
    const lesson =
      (await repo.findOwnedLesson(tx, teacher.id, body.activityCode, { lock: true })) ??
      (await resourceLesson(tx, teacher, body.activityCode));
    const classes = await repo.teacherClasses(
      tx,
      teacher.id,
      groups.map((group) => group.rosterId),
    );
    const classById = new Map(classes.map((row) => [row.id, row]));
    const studentIds = [
      ...new Set(groups.flatMap((group) => group.studentIds.map((id) => id.toLowerCase()))),
    ];
    const members = await repo.teacherStudents(tx, teacher.id, studentIds);
    const pairs: { classId: string; studentId: string }[] = [];
    for (const group of groups) {
      const found = classById.get(group.rosterId.toLowerCase());
      if (!found) throw notFound(ASSIGNMENT_MESSAGES.rosterNotFound(group.rosterId));
      if (found.archived) throw badRequest(ASSIGNMENT_MESSAGES.rosterArchived(found.name));
      for (const raw of group.studentIds) {
        const studentId = raw.toLowerCase();
        const memberships = members.filter((row) => row.student_id === studentId);
        if (memberships.length === 0) throw notFound(ASSIGNMENT_MESSAGES.studentNotFound(raw));
        if (!memberships.some((row) => row.class_id === found.id))
          throw badRequest(ASSIGNMENT_MESSAGES.studentNotInRoster(raw, found.name));
        pairs.push({ classId: found.id, studentId });
      }
    }
    const assignment =
      (await repo.findAssignmentOfVersion(tx, teacher.id, lesson.version_id)) ??
      (await repo.insertAssignment(tx, {
        code: await freshCode(tx),
        teacherId: teacher.id,
        lessonId: lesson.id,
        versionId: lesson.version_id,
        origin: 'assign',
      }));
    const added = await repo.insertRecipients(tx, assignment.id, pairs);
    const current = await repo.classMembers(
      tx,
      groups.map((group) => group.rosterId.toLowerCase()),
    );
    await repo.recordClasses(
      tx,
      assignment.id,
      groups.map((group) => {
        const classId = group.rosterId.toLowerCase();
        const picked = new Set(group.studentIds.map((id) => id.toLowerCase()));
        const wholeClass = current.every((row) => row.class_id !== classId || picked.has(row.student_id));
        return { classId, wholeClass };
      }),
    );
    const named = new Set(pairs.map((pair) => `${pair.classId}/${pair.studentId}`));
    const rows = (await repo.recipients(tx, assignment.id)).filter((row) =>
      named.has(`${row.class_id}/${row.student_id}`),
    );
    return {
      location: null,
      id: assignment.id,
      code: assignment.code,
      assignment_url: assignmentUrl(assignment.code),
      added,
      rosters: presentRosters(rows),
    };
  });
}

/** GET /api/v2/assignments/: one tab, paged like the lesson list (next/previous keep the query). */
export async function listAssignments(
  orm: Orm,
  teacher: Teacher,
  input: AssignmentListQuery,
  path: string,
): Promise<AssignmentListReply> {
  const query = assignmentListQuerySchema.parse(input);
  const limit = query.limit ?? ASSIGNMENT_LIST_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const ordering = query.ordering ?? (query.status === 'assigned' ? '-date_assigned' : '-date_created');
  const page = { limit, offset, ordering };
  const rows =
    query.status === 'assigned'
      ? await repo.listAssigned(orm, teacher.id, page)
      : await repo.listAwaiting(orm, teacher.id, page);
  const count = rows[0]?.total ?? (await repo.countList(orm, teacher.id, query.status));
  const link = (at: number) => {
    const params = new URLSearchParams({ status: query.status, limit: String(limit), offset: String(at) });
    if (query.ordering) params.set('ordering', query.ordering);
    return `${path}?${params.toString()}`;
  };
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    limit,
    offset,
    results: rows.map((row) => presentListItem(row, query.status)),
  };
}

const assignmentIdMissing = (id: number) => notFound(ASSIGNMENT_MESSAGES.assignmentIdNotFound(id));
const assignmentCodeMissing = (code: string) => notFound(ASSIGNMENT_MESSAGES.assignmentNotFound(code));

/** GET /api/v2/assignments/{id}/ */
export async function assignmentDetail(orm: Orm, teacher: Teacher, id: number): Promise<AssignmentDetail> {
  const [row] = await repo.listAssigned(
    orm,
    teacher.id,
    { limit: 1, offset: 0, ordering: '-date_assigned' },
    { id },
  );
  if (!row) throw assignmentIdMissing(id);
  return { ...presentListItem(row, 'assigned'), rosters: presentRosters(await repo.recipients(orm, id)) };
}

/** DELETE /api/v2/assignments/{code}/: soft (decision 0040); a second delete is a 404. */
export async function deleteAssignment(orm: Orm, teacher: Teacher, code: string): Promise<void> {
  if (!(await repo.softDeleteAssignment(orm, teacher.id, code))) throw assignmentCodeMissing(code);
}

/**
 * POST /api/v2/assignments/{code}/duplicate-assignment/: a new assignment (new quick-assign code) of the same
 * pinned version, with no students and no results: the teacher gives it to another group.
 */
export async function duplicateAssignment(
  orm: Orm,
  teacher: Teacher,
  code: string,
): Promise<AssignmentDetail> {
  const copy = await inTransaction(orm, async (tx) => {
    const source = await assignmentOfTeacher(tx, teacher.id, { code });
    return repo.insertAssignment(tx, {
      code: await freshCode(tx),
      teacherId: teacher.id,
      lessonId: source.lessonId,
      versionId: source.versionId,
      origin: 'duplicate',
    });
  });
  return assignmentDetail(orm, teacher, copy.id);
}
