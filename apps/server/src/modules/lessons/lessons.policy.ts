import { LESSON_ERRORS } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type LessonHead, lessonByCode } from './lessons.repo.ts';

/**
 * Who may touch a lesson (decision 0028): its owner only. Another teacher's lesson answers exactly like a missing
 * or deleted one (404). `lock` holds the row until the transaction ends (saves of one lesson queue).
 */
export async function lessonOfOwner(
  orm: Orm,
  ownerId: string,
  code: string,
  lock = false,
): Promise<LessonHead> {
  const head = await lessonByCode(orm, ownerId, code, lock);
  if (!head) throw notFound(LESSON_ERRORS.lessonNotFound(code));
  return head;
}
