import type { PlayerAssignment, PreviewAssignment } from '@lantern/shared';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import type { AssignmentForPlayer } from '../lessons/index.ts';
import * as repo from './player.repo.ts';
import { anonymousResultOf } from './quick-assign.repo.ts';
import { quickAssignResultIds } from './quick-assign-cookie.ts';

/**
 * GET /tools/api/v2/assignment/{code}/ for a real assignment (spec 3 §4, §7; decisions 0040, 0041): the pinned
 * version for a signed-in student or a visitor who has the code (decision 0044), with their answers when they have a
 * result (?result_id= picks it; someone else's is a 404; a visitor's are those their quick-assign cookie holds). Choices lose `correct` and Fill questions their accepted answers. The lessons
 * module serves the address and calls this (wired in app.ts).
 */
export const assignmentForPlayer: AssignmentForPlayer = async (
  request: FastifyRequest,
  code,
  resultIdParam,
  readVersion,
) => {
  const orm = request.server.orm;
  const assignment = await repo.liveAssignmentByCode(orm, code);
  if (!assignment) return null;
  const user = request.caller;
  if (user && user.role !== 'student') return null;
  let resultId: number | undefined;
  if (resultIdParam !== undefined) {
    if (!/^[1-9][0-9]{0,15}$/.test(resultIdParam))
      throw notFound(`No result of yours has the id ${resultIdParam}.`);
    resultId = Number(resultIdParam);
  }
  // A visitor with the code takes it anonymously (decision 0044): their results are the ones their cookie holds.
  const result = user
    ? await repo.resultForAssignment(orm, assignment.id, user.id, resultId)
    : await anonymousResultOf(orm, assignment.id, await quickAssignResultIds(request), { resultId });
  if (resultId !== undefined && !result) throw notFound(`No result of yours has the id ${resultId}.`);
  const answers = result ? await repo.answersOf(orm, result.id) : [];
  return forStudent(
    await readVersion(assignment.version_id),
    { id: assignment.id, code, resultId: result?.id ?? null },
    answers,
  );
};

function forStudent(
  version: PreviewAssignment,
  assignment: { id: number; code: string; resultId: number | null },
  answers: {
    question_id: number;
    choice_id: number | null;
    input: string | null;
    is_correct: boolean | null;
  }[],
): PlayerAssignment {
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer]));
  return {
    ...version,
    id: assignment.id,
    code: assignment.code,
    result_id: assignment.resultId,
    slides: version.slides.map((slide) => {
      if (slide.type !== 'Question') return slide;
      return {
        ...slide,
        questions: slide.questions.map((question) => {
          const answer = byQuestion.get(question.pk);
          return {
            ...question,
            choices:
              question.type === 'Fill'
                ? []
                : question.choices.map((choice) => ({ id: choice.id, text: choice.text })),
            user_answer: answer
              ? { choice: answer.choice_id, input: answer.input, correct: answer.is_correct }
              : null,
          };
        }),
      };
    }),
  };
}
