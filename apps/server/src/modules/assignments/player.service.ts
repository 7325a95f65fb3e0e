import {
  type AnswerBody,
  type AnswerReply,
  ESSAY_ANSWER_MAX_LENGTH,
  fillAnswerMatches,
  LESSON_ERRORS,
  type PlayerResult,
  type ResultStartBody,
  resultStartBodySchema,
  SHORT_ANSWER_MAX_LENGTH,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import * as repo from './player.repo.ts';

/**
 * The real player's result calls for signed-in students (spec 3 §4, §7; decision 0041): start (idempotent),
 * read, complete, answer. A student may start any live assignment whose code they have (quick assign); the
 * result records the class they were assigned through, or none. Answers are marked against the assignment's
 * pinned version, so editing the lesson changes nothing.
 */

export interface Student {
  id: string;
  name: string;
}

const resultNotFound = (id: number) => notFound(`No result of yours has the id ${id}.`);
const assignmentMissing = (code: string) => notFound(`No assignment has the code '${code}'.`);

/** 'abc…' or '/tools/api/v2/activity/abc…/' → 'abc…'. */
function activityCode(activity: string): string {
  const match = /^(?:\/tools\/api\/v2\/activity\/)?([a-z][a-z0-9]{11})\/?$/.exec(activity);
  if (!match?.[1])
    throw badRequest('activity is the assignment code (a lowercase letter and 11 letters or digits).');
  return match[1];
}

function present(row: repo.ResultRow): PlayerResult {
  return {
    id: row.id,
    activity: `/tools/api/v2/activity/${row.code}/`,
    status: row.status,
    completed: row.status === 'completed',
    student_name: row.student_name,
    date_created: row.created_at.toISOString(),
    date_completed: row.completed_at?.toISOString() ?? null,
  };
}

export async function startResult(orm: Orm, student: Student, input: ResultStartBody): Promise<PlayerResult> {
  const body = resultStartBodySchema.parse(input);
  const code = activityCode(body.activity);
  const assignment = await repo.liveAssignmentByCode(orm, code);
  if (!assignment) throw assignmentMissing(code);
  const classId = (await repo.recipientClass(orm, assignment.id, student.id)) ?? null;
  return present(
    await repo.startStudentResult(orm, {
      assignmentId: assignment.id,
      studentId: student.id,
      classId,
      studentName: student.name,
    }),
  );
}

async function ownResult(orm: Orm, student: Student, resultId: number) {
  const row = await repo.studentResult(orm, resultId, student.id);
  if (!row) throw resultNotFound(resultId);
  return row;
}

export async function readResult(orm: Orm, student: Student, resultId: number): Promise<PlayerResult> {
  return present(await ownResult(orm, student, resultId));
}

export async function completeResult(orm: Orm, student: Student, resultId: number): Promise<PlayerResult> {
  await ownResult(orm, student, resultId);
  await repo.completeResult(orm, resultId);
  return present(await ownResult(orm, student, resultId));
}

/** Marks and stores an answer (Fill, Multiple, True_false marked; Short ≤ 250 and Essay ≤ 3000 left to the teacher). */
export async function answer(
  orm: Orm,
  student: Student,
  questionId: number,
  resultId: number,
  body: AnswerBody,
): Promise<AnswerReply> {
  const result = await ownResult(orm, student, resultId);
  if (result.status === 'completed')
    throw new AppError('conflict', 'This assignment is completed: its answers can no longer change.', 409);
  const question = await repo.versionQuestion(orm, result.version_id, questionId);
  if (!question) throw notFound(LESSON_ERRORS.questionNotFound(questionId));
  let reply: AnswerReply;
  switch (question.type) {
    case 'Multiple':
    case 'True_false': {
      if (body.choice === undefined) throw badRequest(LESSON_ERRORS.answerEmpty);
      const choice = question.choices.find((c) => c.id === body.choice);
      if (!choice) throw badRequest(LESSON_ERRORS.answerChoice);
      reply = { correct: choice.correct, input: null, choice: choice.id };
      break;
    }
    case 'Fill':
    case 'Short': {
      if (body.input === undefined) throw badRequest(LESSON_ERRORS.answerEmpty);
      if (body.input.length > SHORT_ANSWER_MAX_LENGTH) throw badRequest(LESSON_ERRORS.shortAnswerTooLong);
      const correct =
        question.type === 'Fill'
          ? fillAnswerMatches(
              body.input,
              question.choices.map((c) => c.text),
            )
          : null;
      reply = { correct, input: body.input, choice: null };
      break;
    }
    case 'Essay':
      if (body.input === undefined) throw badRequest(LESSON_ERRORS.answerEmpty);
      if (body.input.length > ESSAY_ANSWER_MAX_LENGTH) throw badRequest(LESSON_ERRORS.essayAnswerTooLong);
      reply = { correct: null, input: body.input, choice: null };
      break;
  }
  await repo.saveAnswer(orm, {
    resultId,
    questionId,
    choiceId: reply.choice,
    input: reply.input,
    correct: reply.correct,
  });
  return reply;
}
