import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { classes, classMemberships, managedStudents } from '../../db/schema.ts';
import { column, queryRow, queryRows } from '../../db/sql-rows.ts';

/**
 * SQL of the classes module. Teacher statements are scoped by teacher_id, student ones by student_id, so
 * nobody reads another's class through them. Deleted classes (deleted_at) are invisible to every statement
 * except the history they keep.
 */

export type ClassRow = typeof classes.$inferSelect;
export type MembershipRow = typeof classMemberships.$inferSelect;
type JoinedVia = MembershipRow['joinedVia'];
type LeftReason = NonNullable<MembershipRow['leftReason']>;

const notDeleted = isNull(classes.deletedAt);

/** The class's current members (open memberships). */
const memberCount = (classId: SQL | string) =>
  sql<number>`(SELECT count(*)::int FROM class_memberships m WHERE m.class_id = ${classId} AND m.left_at IS NULL)`;

const tableColumns = {
  id: classes.id,
  teacherId: classes.teacherId,
  name: classes.name,
  schoolYear: classes.schoolYear,
  joinCode: classes.joinCode,
  source: classes.source,
  sourceScope: classes.sourceScope,
  sourcedId: classes.sourcedId,
  createdAt: classes.createdAt,
  updatedAt: classes.updatedAt,
  archivedAt: classes.archivedAt,
  deletedAt: classes.deletedAt,
};

export interface ClassWithCount extends ClassRow {
  studentCount: number;
}

export async function insertClass(
  orm: Orm,
  values: { teacherId: string; name: string; schoolYear: string; joinCode: string },
): Promise<ClassRow> {
  const [row] = await orm.insert(classes).values(values).returning();
  if (!row) throw new Error('insert into classes returned no row');
  return row;
}

export async function listTeacherClasses(
  orm: Orm,
  teacherId: string,
  archived: 'true' | 'false' | 'all',
): Promise<ClassWithCount[]> {
  const archivedFilter =
    archived === 'all'
      ? undefined
      : archived === 'true'
        ? sql`${classes.archivedAt} IS NOT NULL`
        : isNull(classes.archivedAt);
  return orm
    .select({ ...tableColumns, studentCount: memberCount(sql`${classes.id}`) })
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), notDeleted, archivedFilter))
    .orderBy(sql`lower(${classes.name})`, classes.createdAt);
}

/** One of the teacher's classes (not deleted), with its student count; `lock` holds the row for the transaction. */
export async function findTeacherClass(
  orm: Orm,
  teacherId: string,
  classId: string,
  options: { lock?: boolean } = {},
): Promise<ClassWithCount | undefined> {
  const query = orm
    .select(tableColumns)
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId), notDeleted));
  const [row] = options.lock ? await query.for('update') : await query;
  return row && { ...row, studentCount: await countMembers(orm, row.id) };
}

export async function countMembers(orm: Orm, classId: string): Promise<number> {
  const row = await queryRow(orm, z.object({ n: column.int8 }), sql`SELECT ${memberCount(classId)} AS n`);
  return row?.n ?? 0;
}

/** Changes a teacher's class; undefined when it is not theirs (or deleted). */
export async function updateTeacherClass(
  orm: Orm,
  teacherId: string,
  classId: string,
  set: Partial<Pick<ClassRow, 'name' | 'schoolYear' | 'joinCode' | 'archivedAt' | 'deletedAt'>>,
): Promise<ClassRow | undefined> {
  const [row] = await orm
    .update(classes)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId), notDeleted))
    .returning();
  return row;
}

/** Archives every active class of the teacher's school year; returns how many. */
export async function archiveSchoolYear(orm: Orm, teacherId: string, schoolYear: string): Promise<number> {
  const rows = await orm
    .update(classes)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(classes.teacherId, teacherId),
        eq(classes.schoolYear, schoolYear),
        isNull(classes.archivedAt),
        notDeleted,
      ),
    )
    .returning({ id: classes.id });
  return rows.length;
}

const codeClassRow = z.object({
  id: z.string(),
  name: z.string(),
  join_code: z.string(),
  teacher_first_name: z.string(),
  teacher_last_name: z.string(),
});
export type CodeClassRow = z.infer<typeof codeClassRow>;

/** The active class with this join code (archived and deleted classes' codes do not work). */
export async function findActiveClassByCode(orm: Orm, code: string): Promise<CodeClassRow | undefined> {
  return queryRow(
    orm,
    codeClassRow,
    sql`SELECT c.id, c.name, c.join_code, u.first_name AS teacher_first_name, u.last_name AS teacher_last_name
        FROM classes c JOIN users u ON u.id = c.teacher_id
        WHERE c.join_code = ${code} AND c.archived_at IS NULL AND c.deleted_at IS NULL`,
  );
}

/** Holds an active class's row for the transaction (joins and additions to one class take turns). */
export async function lockActiveClass(orm: Orm, classId: string): Promise<ClassRow | undefined> {
  const [row] = await orm
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), isNull(classes.archivedAt), notDeleted))
    .for('update');
  return row;
}

// Memberships ----------------------------------------------------------------------------------

export async function findCurrentMembership(
  orm: Orm,
  classId: string,
  studentId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await orm
    .select()
    .from(classMemberships)
    .where(
      and(
        eq(classMemberships.classId, classId),
        eq(classMemberships.studentId, studentId),
        isNull(classMemberships.leftAt),
      ),
    );
  return row;
}

export async function insertMemberships(
  orm: Orm,
  rows: { classId: string; studentId: string; joinedVia: JoinedVia }[],
): Promise<MembershipRow[]> {
  if (rows.length === 0) return [];
  return orm.insert(classMemberships).values(rows).returning();
}

/** Ends the student's open membership of the class (the row stays as history); whether there was one. */
export async function endMembership(
  orm: Orm,
  classId: string,
  studentId: string,
  reason: LeftReason,
): Promise<boolean> {
  const rows = await orm
    .update(classMemberships)
    .set({ leftAt: sql`now()`, leftReason: reason })
    .where(
      and(
        eq(classMemberships.classId, classId),
        eq(classMemberships.studentId, studentId),
        isNull(classMemberships.leftAt),
      ),
    )
    .returning({ id: classMemberships.id });
  return rows.length > 0;
}

export async function insertManagedStudents(
  orm: Orm,
  rows: { userId: string; createdBy: string; grade: string | null }[],
): Promise<void> {
  if (rows.length > 0) await orm.insert(managedStudents).values(rows);
}

// What the teacher sees of students --------------------------------------------------------------

const classStudentRow = z.object({
  id: z.string(),
  class_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string().nullable(),
  secret_question: z.string().nullable(),
  has_secret_answer: z.boolean(),
  locked: z.boolean(),
  has_signin_card: z.boolean(),
  grade: z.string().nullable(),
  created_by: z.string().nullable(),
  joined_via: z.enum(['code', 'teacher', 'import']),
  joined_at: column.timestamp,
});
export type ClassStudentRow = z.infer<typeof classStudentRow>;

/**
 * The current students of the teacher's classes (all active ones, or one class), with what the class
 * page shows; locked means a lockout not yet ended or lifted (as auth's isStudentLocked reads it).
 */
export async function teacherClassStudents(
  orm: Orm,
  teacherId: string,
  filter: { classId?: string; studentId?: string; activeOnly?: boolean } = {},
): Promise<ClassStudentRow[]> {
  return queryRows(
    orm,
    classStudentRow,
    sql`SELECT u.id, m.class_id, u.first_name, u.last_name, u.username, cr.secret_question,
               (cr.secret_answer_hash IS NOT NULL) AS has_secret_answer,
               EXISTS (SELECT 1 FROM account_lockouts l WHERE l.user_id = u.id AND l.unlocked_at IS NULL
                       AND l.locked_until > now()) AS locked,
               EXISTS (SELECT 1 FROM student_signin_cards sc WHERE sc.user_id = u.id) AS has_signin_card,
               ms.grade, ms.created_by, m.joined_via, m.joined_at
        FROM class_memberships m
        JOIN classes c ON c.id = m.class_id
        JOIN users u ON u.id = m.student_id
        LEFT JOIN credentials cr ON cr.user_id = u.id
        LEFT JOIN managed_students ms ON ms.user_id = u.id
        WHERE c.teacher_id = ${teacherId} AND c.deleted_at IS NULL AND m.left_at IS NULL
          ${filter.classId ? sql`AND c.id = ${filter.classId}` : sql``}
          ${filter.studentId ? sql`AND u.id = ${filter.studentId}` : sql``}
          ${filter.activeOnly ? sql`AND c.archived_at IS NULL` : sql``}
        ORDER BY lower(u.first_name), lower(u.last_name), u.username`,
  );
}

// What a student sees -----------------------------------------------------------------------------

const joinedRow = z.object({
  id: z.string(),
  name: z.string(),
  join_code: z.string(),
  teacher_first_name: z.string(),
  teacher_last_name: z.string(),
  joined_at: column.timestamp,
});
export type JoinedRow = z.infer<typeof joinedRow>;

/** The active classes the student is in now (archived and deleted ones are over for them). */
export async function joinedClasses(orm: Orm, studentId: string, classId?: string): Promise<JoinedRow[]> {
  return queryRows(
    orm,
    joinedRow,
    sql`SELECT c.id, c.name, c.join_code, u.first_name AS teacher_first_name, u.last_name AS teacher_last_name,
               m.joined_at
        FROM class_memberships m
        JOIN classes c ON c.id = m.class_id
        JOIN users u ON u.id = c.teacher_id
        WHERE m.student_id = ${studentId} AND m.left_at IS NULL
          AND c.archived_at IS NULL AND c.deleted_at IS NULL
          ${classId ? sql`AND c.id = ${classId}` : sql``}
        ORDER BY m.joined_at, c.id`,
  );
}

/** The student's open membership of a class that is not deleted (leaving an archived class is allowed). */
export async function membershipToLeave(orm: Orm, studentId: string, classId: string) {
  const [row] = await orm
    .select({ id: classMemberships.id })
    .from(classMemberships)
    .innerJoin(classes, eq(classes.id, classMemberships.classId))
    .where(
      and(
        eq(classMemberships.classId, classId),
        eq(classMemberships.studentId, studentId),
        isNull(classMemberships.leftAt),
        notDeleted,
      ),
    );
  return row;
}
