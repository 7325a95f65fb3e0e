import {
  type AnswerBody,
  type AnswerReply,
  LESSON_ERRORS,
  type PreviewAssignment,
  type PreviewResult,
} from '@lantern/shared';
import { notFound } from '../../lib/app-error.ts';
import { markAnswer } from './answer-marking.ts';
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
  return markAnswer(question, body);
}
