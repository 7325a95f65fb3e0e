import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRow, queryRows } from '../../db/sql-rows.ts';

/** One student's submission (a result of the teacher's assignment) and the teacher's grading (decision 0041). */

const resultHead = z.object({
  id: column.int8,
  version_id: column.int8,
  title: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  student_name: z.string(),
  completed_at: column.timestamp.nullable(),
});

export function resultOfAssignment(orm: Orm, assignmentId: number, resultId: number) {
  return queryRow(
    orm,
    resultHead,
    sql`SELECT r.id, a.version_id, v.name AS title, u.first_name, u.last_name, r.student_name, r.completed_at
        FROM assignment_results r
        JOIN assignments a ON a.id = r.assignment_id
        JOIN lesson_versions v ON v.id = a.version_id
        LEFT JOIN users u ON u.id = r.student_id
        WHERE r.id = ${resultId} AND r.assignment_id = ${assignmentId}`,
  );
}

const answerRow = z.object({
  id: column.int8,
  type: z.string(),
  text: z.string(),
  input: z.string().nullable(),
  choice_text: z.string().nullable(),
  answered: z.boolean(),
  is_correct: z.boolean().nullable(),
  comment: z.string().nullable(),
});
export type AnswerRow = z.infer<typeof answerRow>;

/** Every question of the version in slide and question order, with this result's answer if any. */
export function submissionAnswers(orm: Orm, versionId: number, resultId: number) {
  return queryRows(
    orm,
    answerRow,
    sql`SELECT q.id, q.type, q.text, x.input, c.text AS choice_text, x.result_id IS NOT NULL AS answered,
               x.is_correct, x.comment
        FROM lesson_questions q
        JOIN lesson_slides s ON s.id = q.slide_id
        LEFT JOIN assignment_answers x ON x.result_id = ${resultId} AND x.question_id = q.id
        LEFT JOIN lesson_choices c ON c.id = x.choice_id
        WHERE q.version_id = ${versionId}
        ORDER BY s.position, q.position`,
  );
}

/** Grades a stored Short or Essay answer; false when there is no such answer. */
export async function gradeAnswer(
  orm: Orm,
  values: { resultId: number; questionId: number; correct: boolean; comment: string | null },
): Promise<boolean> {
  const rows = await queryRows(
    orm,
    z.object({ question_id: column.int8 }),
    sql`UPDATE assignment_answers SET is_correct = ${values.correct}, comment = ${values.comment}, graded_at = now()
        WHERE result_id = ${values.resultId} AND question_id = ${values.questionId}
        RETURNING question_id`,
  );
  return rows.length > 0;
}
