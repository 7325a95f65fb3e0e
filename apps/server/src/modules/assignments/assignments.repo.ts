import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { assignmentClasses, assignmentRecipients, assignments } from '../../db/schema.ts';
import { column, jsonColumn, queryRow, queryRows } from '../../db/sql-rows.ts';

/**
 * SQL of the assignments module (decision 0040). Every teacher statement is scoped by teacher_id; deleted
 * assignments (deleted_at) and deleted lessons and classes are invisible to them.
 */

const lessonRow = z.object({
  id: column.int8,
  code: z.string(),
  version_id: column.int8,
});
export type OwnedLesson = z.infer<typeof lessonRow>;

/** The teacher's live lesson with this code and the id of its current version. */
export function findOwnedLesson(
  orm: Orm,
  teacherId: string,
  code: string,
  options: { lock?: boolean } = {},
): Promise<OwnedLesson | undefined> {
  return queryRow(
    orm,
    lessonRow,
    sql`SELECT l.id, l.code, v.id AS version_id
        FROM lessons l JOIN lesson_versions v ON v.lesson_id = l.id AND v.version = l.current_version
        WHERE l.code = ${code} AND l.owner_id = ${teacherId} AND l.deleted_at IS NULL
        ${options.lock ? sql`FOR UPDATE OF l` : sql``}`,
  );
}

export type AssignmentRow = typeof assignments.$inferSelect;

/** The live assignment the assign call made of this version (at most one: a unique index), never a duplicate. */
export async function findAssignmentOfVersion(
  orm: Orm,
  teacherId: string,
  versionId: number,
): Promise<AssignmentRow | undefined> {
  const [row] = await orm
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.teacherId, teacherId),
        eq(assignments.versionId, versionId),
        eq(assignments.origin, 'assign'),
        isNull(assignments.deletedAt),
      ),
    );
  return row;
}

export async function findAssignment(
  orm: Orm,
  teacherId: string,
  by: { id: number } | { code: string },
): Promise<AssignmentRow | undefined> {
  const key = 'id' in by ? eq(assignments.id, by.id) : eq(assignments.code, by.code);
  const [row] = await orm
    .select()
    .from(assignments)
    .where(and(key, eq(assignments.teacherId, teacherId), isNull(assignments.deletedAt)));
  return row;
}

export async function codeTaken(orm: Orm, code: string): Promise<boolean> {
  const rows = await orm.select({ id: assignments.id }).from(assignments).where(eq(assignments.code, code));
  return rows.length > 0;
}

export async function insertAssignment(
  orm: Orm,
  values: typeof assignments.$inferInsert,
): Promise<AssignmentRow> {
  const [row] = await orm.insert(assignments).values(values).returning();
  if (!row) throw new Error('insert into assignments returned no row');
  return row;
}

/** Soft delete; false when there was nothing (left) to delete. */
export async function softDeleteAssignment(orm: Orm, teacherId: string, code: string): Promise<boolean> {
  const rows = await orm
    .update(assignments)
    .set({ deletedAt: sql`now()` })
    .where(
      and(eq(assignments.code, code), eq(assignments.teacherId, teacherId), isNull(assignments.deletedAt)),
    )
    .returning({ id: assignments.id });
  return rows.length > 0;
}

const classRow = z.object({ id: z.string(), name: z.string(), archived: z.boolean() });

/**
 * Of these (non-empty, UUID-checked) class ids, the teacher's classes that are not deleted, held FOR SHARE until the
 * transaction ends: a student joining one of them (which holds the class row) waits, so the members the assign call
 * reads next are the class's members when its whole-class rows commit (decision 0067).
 */
export function teacherClasses(orm: Orm, teacherId: string, classIds: string[]) {
  return queryRows(
    orm,
    classRow,
    sql`SELECT id, name, archived_at IS NOT NULL AS archived FROM classes
        WHERE teacher_id = ${teacherId} AND deleted_at IS NULL
          AND id IN ${classIds}
        ORDER BY id FOR SHARE`,
  );
}

/** The current members of these (non-empty) classes. */
export function classMembers(orm: Orm, classIds: string[]) {
  return queryRows(
    orm,
    z.object({ class_id: z.string(), student_id: z.string() }),
    sql`SELECT class_id, student_id FROM class_memberships WHERE left_at IS NULL AND class_id IN ${classIds}`,
  );
}

/**
 * Records the classes the call named; a class is whole when the call named every current student of it. Once whole
 * it stays whole: a later call naming some of its students only adds (decision 0067).
 */
export async function recordClasses(
  orm: Orm,
  assignmentId: number,
  rows: { classId: string; wholeClass: boolean }[],
): Promise<void> {
  if (rows.length === 0) return;
  await orm
    .insert(assignmentClasses)
    .values(rows.map((row) => ({ assignmentId, ...row })))
    .onConflictDoUpdate({
      target: [assignmentClasses.assignmentId, assignmentClasses.classId],
      set: { wholeClass: sql`${assignmentClasses.wholeClass} OR excluded.whole_class` },
    });
}

const memberRow = z.object({
  class_id: z.string(),
  student_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

/** Current members of any of the teacher's (non-deleted) classes among these student ids. */
export function teacherStudents(orm: Orm, teacherId: string, studentIds: string[]) {
  return queryRows(
    orm,
    memberRow,
    sql`SELECT m.class_id, m.student_id, u.first_name, u.last_name
        FROM class_memberships m
        JOIN classes c ON c.id = m.class_id AND c.teacher_id = ${teacherId} AND c.deleted_at IS NULL
        JOIN users u ON u.id = m.student_id
        WHERE m.left_at IS NULL AND m.student_id IN ${studentIds}`,
  );
}

/** Ids are checked against this before any statement sees them (a malformed one is a 404, not a 500). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Inserts the pairs not there yet; returns how many were new. */
export async function insertRecipients(
  orm: Orm,
  assignmentId: number,
  pairs: { classId: string; studentId: string }[],
): Promise<number> {
  if (pairs.length === 0) return 0;
  const rows = await orm
    .insert(assignmentRecipients)
    .values(pairs.map((pair) => ({ assignmentId, ...pair })))
    .onConflictDoNothing()
    .returning({ id: assignmentRecipients.id });
  return rows.length;
}

const listRow = z.object({
  id: column.int8,
  code: z.string(),
  lesson_code: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  date_assigned: column.timestamp.nullable(),
  date_created: column.timestamp,
  has_questions: z.boolean(),
  classes: jsonColumn<{ id: string; name: string }[]>(),
  student_count: column.int8,
  total: column.int8,
});
export type ListRow = z.infer<typeof listRow>;

const ORDER: Record<string, SQL> = {
  date_assigned: sql`date_assigned ASC NULLS FIRST, id ASC`,
  '-date_assigned': sql`date_assigned DESC NULLS LAST, id DESC`,
  date_created: sql`date_created ASC, id ASC`,
  '-date_created': sql`date_created DESC, id DESC`,
};

const versionHasQuestions = (versionId: SQL) =>
  sql`EXISTS (SELECT 1 FROM lesson_questions q WHERE q.version_id = ${versionId})`;

/** The assigned tab: the teacher's live assignments with their classes and student counts. */
export function listAssigned(
  orm: Orm,
  teacherId: string,
  page: { limit: number; offset: number; ordering: string },
  only?: { id: number },
) {
  return queryRows(
    orm,
    listRow,
    sql`SELECT * FROM (
          SELECT a.id, a.code, CASE WHEN l.resource_id IS NULL THEN l.code END AS lesson_code, v.name AS title, v.description,
                 a.created_at AS date_assigned, l.created_at AS date_created,
                 ${versionHasQuestions(sql`a.version_id`)} AS has_questions,
                 COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY lower(c.name), c.id)
                           FROM classes c WHERE c.deleted_at IS NULL AND c.id IN
                             (SELECT r.class_id FROM assignment_recipients r WHERE r.assignment_id = a.id)),
                          '[]'::json) AS classes,
                 (SELECT count(DISTINCT r.student_id) FROM assignment_recipients r WHERE r.assignment_id = a.id)
                   AS student_count,
                 count(*) OVER () AS total
          FROM assignments a
          JOIN lesson_versions v ON v.id = a.version_id
          JOIN lessons l ON l.id = a.lesson_id
          WHERE a.teacher_id = ${teacherId} AND a.deleted_at IS NULL
            ${only ? sql`AND a.id = ${only.id}` : sql``}
        ) t ORDER BY ${ORDER[page.ordering] ?? ORDER['-date_assigned']}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** The awaiting tab: the teacher's live lessons no live assignment uses. */
export function listAwaiting(
  orm: Orm,
  teacherId: string,
  page: { limit: number; offset: number; ordering: string },
) {
  return queryRows(
    orm,
    listRow,
    sql`SELECT * FROM (
          SELECT l.id, l.code, l.code AS lesson_code, l.name AS title, l.description,
                 NULL::timestamptz AS date_assigned, l.created_at AS date_created,
                 ${versionHasQuestions(sql`v.id`)} AS has_questions,
                 '[]'::json AS classes, 0 AS student_count, count(*) OVER () AS total
          FROM lessons l JOIN lesson_versions v ON v.lesson_id = l.id AND v.version = l.current_version
          WHERE l.owner_id = ${teacherId} AND l.deleted_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.lesson_id = l.id AND a.deleted_at IS NULL)
        ) t ORDER BY ${ORDER[page.ordering] ?? ORDER['-date_created']}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** Counts for a page past the end (where the window count has no row to ride on). */
export async function countList(
  orm: Orm,
  teacherId: string,
  status: 'assigned' | 'awaiting',
): Promise<number> {
  const query =
    status === 'assigned'
      ? sql`SELECT count(*) AS n FROM assignments WHERE teacher_id = ${teacherId} AND deleted_at IS NULL`
      : sql`SELECT count(*) AS n FROM lessons l WHERE l.owner_id = ${teacherId} AND l.deleted_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.lesson_id = l.id AND a.deleted_at IS NULL)`;
  return (await queryRow(orm, z.object({ n: column.int8 }), query))?.n ?? 0;
}

const recipientRow = z.object({
  class_id: z.string(),
  class_name: z.string(),
  student_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type RecipientRow = z.infer<typeof recipientRow>;

/** An assignment's recipients in classes that still exist, by class name then student name. */
export function recipients(orm: Orm, assignmentId: number) {
  return queryRows(
    orm,
    recipientRow,
    sql`SELECT c.id AS class_id, c.name AS class_name, u.id AS student_id, u.first_name, u.last_name
        FROM assignment_recipients r
        JOIN classes c ON c.id = r.class_id AND c.deleted_at IS NULL
        JOIN users u ON u.id = r.student_id
        WHERE r.assignment_id = ${assignmentId}
        ORDER BY lower(c.name), c.id, lower(u.first_name), lower(u.last_name), u.id`,
  );
}
