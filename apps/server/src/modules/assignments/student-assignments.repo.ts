import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, jsonColumn, queryRow, queryRows } from '../../db/sql-rows.ts';

/**
 * SQL of the student's own assignments (spec 3 "Student assignments and results", §3; issue 21): the live
 * assignments given to the student through a class that still exists, and those they took by code (a result of
 * theirs without a class). One row per assignment, newest first.
 */

/** The assignment ids the student has: recipients of a live class, or their own results. */
const mine = (studentId: string) => sql`
  SELECT r.assignment_id, min(r.assigned_at) AS given_at
  FROM assignment_recipients r JOIN classes c ON c.id = r.class_id AND c.deleted_at IS NULL
  WHERE r.student_id = ${studentId}
  GROUP BY r.assignment_id
  UNION ALL
  SELECT res.assignment_id, res.created_at
  FROM assignment_results res
  WHERE res.student_id = ${studentId}
    AND NOT EXISTS (SELECT 1 FROM assignment_recipients r JOIN classes c ON c.id = r.class_id AND c.deleted_at IS NULL
                    WHERE r.assignment_id = res.assignment_id AND r.student_id = res.student_id)`;

const itemRow = z.object({
  id: column.int8,
  code: z.string(),
  name: z.string(),
  description: z.string(),
  teacher_id: z.string(),
  teacher_first_name: z.string(),
  teacher_last_name: z.string(),
  given_at: column.timestamp,
  result_id: column.int8.nullable(),
  status: z.string(),
  completed_at: column.timestamp.nullable(),
  correct: column.int8,
  questions: column.int8,
  rosters: jsonColumn<{ id: string; name: string }[]>(),
});
export type StudentAssignmentRow = z.infer<typeof itemRow>;

export async function studentAssignments(
  orm: Orm,
  studentId: string,
  page: { limit: number; offset: number },
) {
  const total = await queryRow(
    orm,
    z.object({ n: column.int8 }),
    sql`SELECT count(*) AS n FROM (${mine(studentId)}) m JOIN assignments a ON a.id = m.assignment_id
        AND a.deleted_at IS NULL`,
  );
  const rows = await queryRows(
    orm,
    itemRow,
    sql`SELECT a.id, a.code, v.name, v.description, a.teacher_id::text AS teacher_id,
               t.first_name AS teacher_first_name, t.last_name AS teacher_last_name, m.given_at,
               res.id AS result_id, COALESCE(res.status, 'not_started') AS status, res.completed_at,
               COALESCE((SELECT count(*) FROM assignment_answers x WHERE x.result_id = res.id AND x.is_correct), 0)
                 AS correct,
               (SELECT count(*) FROM lesson_questions q WHERE q.version_id = a.version_id) AS questions,
               COALESCE((SELECT json_agg(json_build_object('id', c.id::text, 'name', c.name) ORDER BY lower(c.name), c.id)
                         FROM assignment_recipients r JOIN classes c ON c.id = r.class_id AND c.deleted_at IS NULL
                         WHERE r.assignment_id = a.id AND r.student_id = ${studentId}), '[]'::json) AS rosters
        FROM (${mine(studentId)}) m
        JOIN assignments a ON a.id = m.assignment_id AND a.deleted_at IS NULL
        JOIN lesson_versions v ON v.id = a.version_id
        JOIN users t ON t.id = a.teacher_id
        LEFT JOIN assignment_results res ON res.assignment_id = a.id AND res.student_id = ${studentId}
        ORDER BY m.given_at DESC, a.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { count: total?.n ?? 0, rows };
}

/** How many of the student's assignments they have not started (the menu badge). */
export async function countNotStarted(orm: Orm, studentId: string): Promise<number> {
  const row = await queryRow(
    orm,
    z.object({ n: column.int8 }),
    sql`SELECT count(*) AS n FROM (${mine(studentId)}) m
        JOIN assignments a ON a.id = m.assignment_id AND a.deleted_at IS NULL
        WHERE NOT EXISTS (SELECT 1 FROM assignment_results res
                          WHERE res.assignment_id = a.id AND res.student_id = ${studentId})`,
  );
  return row?.n ?? 0;
}

const ownResultHead = z.object({
  id: column.int8,
  code: z.string(),
  version_id: column.int8,
  title: z.string(),
  student_name: z.string(),
  status: z.enum(['started', 'completed']),
  completed_at: column.timestamp.nullable(),
});

/** The student's own result (of a live assignment), or undefined. */
export function studentOwnResult(orm: Orm, studentId: string, resultId: number) {
  return queryRow(
    orm,
    ownResultHead,
    sql`SELECT r.id, a.code, a.version_id, v.name AS title, r.student_name, r.status, r.completed_at
        FROM assignment_results r
        JOIN assignments a ON a.id = r.assignment_id AND a.deleted_at IS NULL
        JOIN lesson_versions v ON v.id = a.version_id
        WHERE r.id = ${resultId} AND r.student_id = ${studentId}`,
  );
}
