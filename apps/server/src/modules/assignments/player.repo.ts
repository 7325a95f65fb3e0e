import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, jsonColumn, queryRow, queryRows } from '../../db/sql-rows.ts';

/** SQL of the player's result calls (decision 0041). Results are read only with their student's id. */

const liveAssignment = z.object({ id: column.int8, code: z.string(), version_id: column.int8 });

/** A live (not deleted) assignment by its quick-assign code. */
export function liveAssignmentByCode(orm: Orm, code: string) {
  return queryRow(
    orm,
    liveAssignment,
    sql`SELECT id, code, version_id FROM assignments WHERE code = ${code} AND deleted_at IS NULL`,
  );
}

/** The class the student was given this assignment through (the first by name), or undefined. */
export async function recipientClass(orm: Orm, assignmentId: number, studentId: string) {
  const row = await queryRow(
    orm,
    z.object({ class_id: z.string() }),
    sql`SELECT r.class_id FROM assignment_recipients r JOIN classes c ON c.id = r.class_id
        WHERE r.assignment_id = ${assignmentId} AND r.student_id = ${studentId}
        ORDER BY lower(c.name), c.id LIMIT 1`,
  );
  return row?.class_id;
}

/**
 * A class of the student's that the assignment was given to (whole or to picked students; the first by name), for a
 * student who is not its recipient and opens it by its code: they become its recipient there, so their result is
 * counted in that class (decision 0067). Undefined when no class of theirs has it.
 */
export async function joinAssignedClass(orm: Orm, assignmentId: number, studentId: string) {
  const row = await queryRow(
    orm,
    z.object({ class_id: z.string() }),
    sql`INSERT INTO assignment_recipients (assignment_id, class_id, student_id)
        SELECT ${assignmentId}, c.id, ${studentId}
        FROM assignment_classes ac
        JOIN classes c ON c.id = ac.class_id AND c.deleted_at IS NULL
        JOIN class_memberships m ON m.class_id = c.id AND m.student_id = ${studentId} AND m.left_at IS NULL
        WHERE ac.assignment_id = ${assignmentId}
        ORDER BY lower(c.name), c.id LIMIT 1
        ON CONFLICT DO NOTHING
        RETURNING class_id`,
  );
  return row?.class_id;
}

export const resultRow = z.object({
  id: column.int8,
  code: z.string(),
  version_id: column.int8,
  status: z.enum(['started', 'completed']),
  student_name: z.string(),
  created_at: column.timestamp,
  completed_at: column.timestamp.nullable(),
});
export type ResultRow = z.infer<typeof resultRow>;

export const resultSelect = sql`SELECT r.id, a.code, a.version_id, r.status, r.student_name, r.created_at, r.completed_at
  FROM assignment_results r JOIN assignments a ON a.id = r.assignment_id AND a.deleted_at IS NULL`;

/** The student's result (creating it the first time): one per student and assignment. */
export async function startStudentResult(
  orm: Orm,
  values: { assignmentId: number; studentId: string; classId: string | null; studentName: string },
): Promise<ResultRow> {
  await orm.execute(
    sql`INSERT INTO assignment_results (assignment_id, student_id, class_id, student_name)
        VALUES (${values.assignmentId}, ${values.studentId}, ${values.classId}, ${values.studentName})
        ON CONFLICT (assignment_id, student_id) WHERE student_id IS NOT NULL DO NOTHING`,
  );
  const row = await queryRow(
    orm,
    resultRow,
    sql`${resultSelect} WHERE r.assignment_id = ${values.assignmentId} AND r.student_id = ${values.studentId}`,
  );
  if (!row) throw new Error('result missing after insert');
  return row;
}

/** Whose result: a signed-in student's (by id), or an anonymous quick-assign one (student_id NULL). */
export type ResultOwner = { studentId: string } | { anonymous: true };
const ownedBy = (owner: ResultOwner) =>
  'studentId' in owner ? sql`r.student_id = ${owner.studentId}` : sql`r.student_id IS NULL`;

/** The result if it is the owner's; `lock` holds its row until the transaction ends (answers vs completion). */
export function ownedResult(orm: Orm, resultId: number, owner: ResultOwner, lock = false) {
  return queryRow(
    orm,
    resultRow,
    sql`${resultSelect} WHERE r.id = ${resultId} AND ${ownedBy(owner)} ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );
}

/** Marks the result completed (once: a completed result keeps its first completion time). */
export async function completeResult(orm: Orm, resultId: number): Promise<void> {
  await orm.execute(
    sql`UPDATE assignment_results SET status = 'completed', completed_at = now()
        WHERE id = ${resultId} AND status = 'started'`,
  );
}

const questionRow = z.object({
  type: z.enum(['Fill', 'Multiple', 'Short', 'True_false', 'Essay']),
  choices: jsonColumn<{ id: number; text: string; correct: boolean }[]>(),
});
export type VersionQuestion = z.infer<typeof questionRow>;

/** A question of this version with its choices, or undefined when the version has no such question. */
export function versionQuestion(orm: Orm, versionId: number, questionId: number) {
  return queryRow(
    orm,
    questionRow,
    sql`SELECT q.type,
               COALESCE((SELECT json_agg(json_build_object('id', c.id, 'text', c.text, 'correct', c.correct)
                                 ORDER BY c.position)
                         FROM lesson_choices c WHERE c.question_id = q.id AND c.version_id = q.version_id),
                        '[]'::json) AS choices
        FROM lesson_questions q WHERE q.id = ${questionId} AND q.version_id = ${versionId}`,
  );
}

/** Stores (or replaces) the result's answer to a question. */
export async function saveAnswer(
  orm: Orm,
  values: {
    resultId: number;
    questionId: number;
    choiceId: number | null;
    input: string | null;
    correct: boolean | null;
  },
): Promise<void> {
  await orm.execute(
    sql`INSERT INTO assignment_answers (result_id, question_id, choice_id, input, is_correct)
        VALUES (${values.resultId}, ${values.questionId}, ${values.choiceId}, ${values.input}, ${values.correct})
        ON CONFLICT (result_id, question_id) DO UPDATE
          SET choice_id = EXCLUDED.choice_id, input = EXCLUDED.input, is_correct = EXCLUDED.is_correct,
              comment = NULL, graded_at = NULL, answered_at = now()`,
  );
}

const storedAnswer = z.object({
  question_id: column.int8,
  choice_id: column.int8.nullable(),
  input: z.string().nullable(),
  is_correct: z.boolean().nullable(),
});

/** The student's result of this assignment (by id, or their only one), or undefined. */
export function resultForAssignment(orm: Orm, assignmentId: number, studentId: string, resultId?: number) {
  const byId = resultId === undefined ? sql`` : sql`AND r.id = ${resultId}`;
  return queryRow(
    orm,
    resultRow,
    sql`${resultSelect} WHERE r.assignment_id = ${assignmentId} AND r.student_id = ${studentId} ${byId}`,
  );
}

export function answersOf(orm: Orm, resultId: number) {
  return queryRows(
    orm,
    storedAnswer,
    sql`SELECT question_id, choice_id, input, is_correct FROM assignment_answers WHERE result_id = ${resultId}`,
  );
}
