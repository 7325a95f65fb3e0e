import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRow, queryRows } from '../../db/sql-rows.ts';

/**
 * The teacher's results of one assignment in ONE statement (decision 0041): the screen's JSON and the downloads
 * are built from its rows, so they cannot disagree. Class rows: every recipient in a live class, with their result
 * if any; quick-assign rows: results of students who were not assigned it through a class.
 */

const resultsRow = z.object({
  class_id: z.string().nullable(),
  class_name: z.string().nullable(),
  student_id: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  result_name: z.string().nullable(),
  result_id: column.int8.nullable(),
  status: z.string(),
  completed_at: column.timestamp.nullable(),
  correct: column.int8,
  questions: column.int8,
});
export type ResultsRow = z.infer<typeof resultsRow>;

/** The rows' statement without its order: the rows and the per-question figures both read it (decision 0041). */
function resultsSelect(assignmentId: number, roster: string | undefined, withScores = true) {
  const classFilter = roster === undefined ? sql`` : sql`AND c.id::text = ${roster}`;
  const wantQuick = roster === undefined || roster === 'quick-assign';
  const wantClasses = roster !== 'quick-assign';
  // The per-question figures read only which results a group has: they skip the per-row score count.
  const correct = withScores
    ? sql`(SELECT count(*) FROM assignment_answers x WHERE x.result_id = res.id AND x.is_correct)`
    : sql`0::bigint`;
  return sql`WITH q AS (
          SELECT count(*) AS n FROM lesson_questions
          WHERE version_id = (SELECT version_id FROM assignments WHERE id = ${assignmentId})
        )
        SELECT * FROM (
          SELECT c.id::text AS class_id, c.name AS class_name, u.id::text AS student_id, u.first_name, u.last_name,
                 NULL::text AS result_name, res.id AS result_id, COALESCE(res.status, 'not_started') AS status,
                 res.completed_at, COALESCE(${correct}, 0) AS correct, (SELECT n FROM q) AS questions
          FROM assignment_recipients r
          JOIN classes c ON c.id = r.class_id AND c.deleted_at IS NULL
          JOIN users u ON u.id = r.student_id
          LEFT JOIN assignment_results res ON res.assignment_id = r.assignment_id AND res.student_id = r.student_id
          WHERE r.assignment_id = ${assignmentId} AND ${wantClasses ? sql`TRUE` : sql`FALSE`} ${classFilter}
          UNION ALL
          SELECT NULL, NULL, res.student_id::text, NULL, NULL, res.student_name, res.id, res.status,
                 res.completed_at, ${correct}, (SELECT n FROM q)
          FROM assignment_results res
          WHERE res.assignment_id = ${assignmentId} AND ${wantQuick ? sql`TRUE` : sql`FALSE`}
            AND NOT EXISTS (SELECT 1 FROM assignment_recipients r JOIN classes c ON c.id = r.class_id
                            AND c.deleted_at IS NULL
                            WHERE r.assignment_id = res.assignment_id AND r.student_id = res.student_id)
        ) t`;
}

/** roster: a class id (its rows), 'quick-assign' (the quick-assign rows) or undefined (all). */
export function assignmentResults(orm: Orm, assignmentId: number, roster?: string) {
  return queryRows(
    orm,
    resultsRow,
    sql`${resultsSelect(assignmentId, roster)}
        ORDER BY class_id IS NULL, lower(class_name), class_id, lower(COALESCE(first_name, result_name)),
                 lower(last_name), student_id, result_id`,
  );
}

const questionStatsRow = z.object({
  class_id: z.string(),
  question_id: column.int8,
  text: z.string(),
  answered: column.int8,
  correct: column.int8,
  ungraded: column.int8,
});
export type QuestionStatsRow = z.infer<typeof questionStatsRow>;

/**
 * Per group and question of the pinned version (in slide order): how many of the group's rows answered it, how
 * many correctly, how many answers wait for the teacher's grade. Read over the same rows as the screen's.
 */
export function questionStats(orm: Orm, assignmentId: number, roster?: string) {
  return queryRows(
    orm,
    questionStatsRow,
    sql`WITH t AS (${resultsSelect(assignmentId, roster, false)}),
        qs AS (
          SELECT q.id, q.text, s.position AS sp, q.position AS qp FROM lesson_questions q
          JOIN lesson_slides s ON s.id = q.slide_id
          WHERE q.version_id = (SELECT version_id FROM assignments WHERE id = ${assignmentId})
        )
        SELECT COALESCE(t.class_id, 'quick-assign') AS class_id, qs.id AS question_id, qs.text,
               count(x.result_id) AS answered, count(x.result_id) FILTER (WHERE x.is_correct) AS correct,
               count(x.result_id) FILTER (WHERE x.is_correct IS NULL) AS ungraded
        FROM t CROSS JOIN qs
        LEFT JOIN assignment_answers x ON x.result_id = t.result_id AND x.question_id = qs.id
        GROUP BY 1, qs.id, qs.text, qs.sp, qs.qp
        ORDER BY 1, qs.sp, qs.qp, qs.id`,
  );
}

/** Whether the assignment's version has questions. */
export async function versionHasQuestions(orm: Orm, versionId: number): Promise<boolean> {
  const row = await queryRow(
    orm,
    z.object({ n: column.int8 }),
    sql`SELECT count(*) AS n FROM lesson_questions WHERE version_id = ${versionId}`,
  );
  return (row?.n ?? 0) > 0;
}

/** Deletes results of one group (a class's recipients, or the quick-assign takes), or one result of it. */
export async function deleteResults(
  orm: Orm,
  assignmentId: number,
  roster: string,
  resultId?: number,
): Promise<number> {
  const one = resultId === undefined ? sql`` : sql`AND res.id = ${resultId}`;
  const group =
    roster === 'quick-assign'
      ? sql`NOT EXISTS (SELECT 1 FROM assignment_recipients r JOIN classes c ON c.id = r.class_id
                        AND c.deleted_at IS NULL
                        WHERE r.assignment_id = res.assignment_id AND r.student_id = res.student_id)`
      : sql`EXISTS (SELECT 1 FROM assignment_recipients r WHERE r.assignment_id = res.assignment_id
                    AND r.student_id = res.student_id AND r.class_id::text = ${roster})`;
  const rows = await queryRows(
    orm,
    z.object({ id: column.int8 }),
    sql`DELETE FROM assignment_results res WHERE res.assignment_id = ${assignmentId} AND ${group} ${one}
        RETURNING res.id`,
  );
  return rows.length;
}
