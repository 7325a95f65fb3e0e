import {
  type AnswerBody,
  type AnswerReply,
  ESSAY_ANSWER_MAX_LENGTH,
  fillAnswerMatches,
  LESSON_ERRORS,
  type PreviewAssignment,
  type PreviewResult,
  SHORT_ANSWER_MAX_LENGTH,
} from '@lantern/shared';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { ownedQuestion } from './lesson-snapshot.repo.ts';
import { presentPreviewAssignment } from './lessons.presenter.ts';
import { type LessonDeps, readLesson } from './lessons.service.ts';
import { mediaAssetsOf } from './media-assets.ts';

/**
 * Preview (spec 3 §2 "Previews use separate preview endpoints", §7): the owner takes their lesson as a student
 * would. Nothing here writes: the result is a stand-in (id 0) and answers are only marked.
 */

export async function previewAssignment(
  deps: LessonDeps,
  ownerId: string,
  code: string,
): Promise<PreviewAssignment> {
  const read = await readLesson(deps, ownerId, code);
  return presentPreviewAssignment(read, await mediaAssetsOf(deps.orm, read));
}

export function previewResult(status: 'started' | 'completed', studentName = ''): PreviewResult {
  return { id: 0, status, completed: status === 'completed', student_name: studentName, preview: true };
}

/** Marks an answer to a question of one of the owner's lessons (any of its versions). */
export async function previewAnswer(
  deps: LessonDeps,
  ownerId: string,
  questionId: number,
  body: AnswerBody,
): Promise<AnswerReply> {
  const question = await ownedQuestion(deps.orm, ownerId, questionId);
  if (!question) throw notFound(LESSON_ERRORS.questionNotFound(questionId));
  switch (question.type) {
    case 'Multiple':
    case 'True_false': {
      if (body.choice === undefined) throw badRequest(LESSON_ERRORS.answerEmpty);
      const choice = question.choices.find((c) => c.id === body.choice);
      if (!choice) throw badRequest(LESSON_ERRORS.answerChoice);
      return { correct: choice.correct, input: null, choice: choice.id };
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
      return { correct, input: body.input, choice: null };
    }
    case 'Essay':
      if (body.input === undefined) throw badRequest(LESSON_ERRORS.answerEmpty);
      if (body.input.length > ESSAY_ANSWER_MAX_LENGTH) throw badRequest(LESSON_ERRORS.essayAnswerTooLong);
      return { correct: null, input: body.input, choice: null };
  }
}
