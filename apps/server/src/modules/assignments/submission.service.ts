import {
  ASSIGNMENT_CODE_PATTERN,
  ASSIGNMENT_MESSAGES,
  type GradeBody,
  gradeBodySchema,
  type StudentSubmission,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { studentDisplayName } from '../classes/index.ts';
import { assignmentOfTeacher } from './assignments.policy.ts';
import type { Teacher } from './assignments.service.ts';
import * as repo from './submission.repo.ts';

/**
 * A student's submission as the teacher reads it (spec 3 §3 student submission) and the teacher's grading of
 * Short and Essay answers (issue 20): correct or not, with an optional comment; the score follows (decision 0041).
 */

async function ownResult(orm: Orm, teacher: Teacher, code: string, resultId: number) {
  if (!ASSIGNMENT_CODE_PATTERN.test(code)) throw badRequest(ASSIGNMENT_MESSAGES.codeMalformed);
  const assignment = await assignmentOfTeacher(orm, teacher.id, { code });
  const result = await repo.resultOfAssignment(orm, assignment.id, resultId);
  if (!result) throw notFound(`The assignment '${code}' has no result with the id ${resultId}.`);
  return result;
}

export async function submission(
  orm: Orm,
  teacher: Teacher,
  code: string,
  resultId: number,
): Promise<StudentSubmission> {
  const result = await ownResult(orm, teacher, code, resultId);
  const answers = await repo.submissionAnswers(orm, result.version_id, result.id);
  return {
    student_name:
      result.first_name !== null
        ? studentDisplayName(result.first_name, result.last_name ?? '')
        : result.student_name,
    assignment_title: result.title,
    submitted: result.completed_at?.toISOString() ?? null,
    // Lantern's lessons have no file to hand in.
    download_link: null,
    questions: answers.map((row) => ({
      id: row.id,
      type: row.type,
      text: row.text,
      answer: row.answered ? (row.choice_text ?? row.input) : null,
      is_correct: row.is_correct,
      comment: row.comment,
    })),
  };
}

export async function grade(
  orm: Orm,
  teacher: Teacher,
  code: string,
  resultId: number,
  questionId: number,
  input: GradeBody,
): Promise<StudentSubmission> {
  const body = gradeBodySchema.parse(input);
  const result = await ownResult(orm, teacher, code, resultId);
  const question = (await repo.submissionAnswers(orm, result.version_id, result.id)).find(
    (q) => q.id === questionId,
  );
  if (!question) throw notFound(`The assignment '${code}' has no question with the id ${questionId}.`);
  if (question.type !== 'Short' && question.type !== 'Essay')
    throw badRequest('Only Short and Essay answers are graded by hand: the others are marked when answered.');
  if (!question.answered)
    throw badRequest('This student has not answered the question yet: there is nothing to grade.');
  await repo.gradeAnswer(orm, {
    resultId,
    questionId,
    correct: body.is_correct,
    comment: body.comment || null,
  });
  return submission(orm, teacher, code, resultId);
}
