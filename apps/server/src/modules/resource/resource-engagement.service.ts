import {
  RESOURCE_QUESTION,
  type ResourceQuestionAnswer,
  type ResourceQuestionReply,
  type UserRatingReply,
  type ViewCountReply,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { CurrentSession } from '../auth/index.ts';
import * as repo from './resource-engagement.repo.ts';

/**
 * Views, ratings and the resource question. Only published, unexpired resources can be viewed, rated or
 * asked about; any other code is a 404 and nothing is written.
 */

/**
 * Whose view this is: a signed-in session, else a visitor's csrftoken cookie (set on every page load, so it
 * lives as long as the browser session). Hashed, so the stored key is never a usable token. Null when a
 * visitor sends no cookie: such a call cannot be told apart from the next and records nothing.
 */
export function viewSessionKey(
  session: CurrentSession | null,
  csrfCookie: string | undefined,
): string | null {
  if (session) return sha256(`session:${session.id}`).toString('hex');
  if (csrfCookie && csrfCookie.length <= 200) return sha256(`visitor:${csrfCookie}`).toString('hex');
  return null;
}

async function resourceIdOrNotFound(orm: Orm, code: string): Promise<number> {
  const id = await repo.engageableResourceId(orm, code);
  if (id === null) throw notFound(`No published resource has the code '${code}'.`);
  return id;
}

export async function recordView(
  orm: Orm,
  code: string,
  viewer: { sessionKey: string | null; userId: string | null },
): Promise<{ resourceId: number; recorded: boolean }> {
  const resourceId = await resourceIdOrNotFound(orm, code);
  const recorded = viewer.sessionKey
    ? await repo.recordSessionView(orm, { resourceId, sessionKey: viewer.sessionKey, userId: viewer.userId })
    : false;
  return { resourceId, recorded };
}

export async function countView(
  orm: Orm,
  code: string,
  viewer: { sessionKey: string | null; userId: string | null },
): Promise<ViewCountReply> {
  const { resourceId, recorded } = await recordView(orm, code, viewer);
  return { resource_code: code, view_count: await repo.viewCount(orm, resourceId), counted: recorded };
}

export async function rateResource(
  orm: Orm,
  userId: string,
  code: string,
  rating: number,
): Promise<UserRatingReply> {
  const resourceId = await resourceIdOrNotFound(orm, code);
  await repo.saveRating(orm, userId, resourceId, rating);
  return { resource_code: code, ...(await repo.ratingSummary(orm, resourceId, userId)) };
}

export async function userRating(orm: Orm, userId: string, code: string): Promise<UserRatingReply> {
  const resourceId = await resourceIdOrNotFound(orm, code);
  return { resource_code: code, ...(await repo.ratingSummary(orm, resourceId, userId)) };
}

function questionReply(code: string, answer: string | null, canAnswer: boolean): ResourceQuestionReply {
  return {
    resource_code: code,
    question: {
      id: RESOURCE_QUESTION.id,
      text: RESOURCE_QUESTION.text,
      choices: RESOURCE_QUESTION.choices.map((choice) => ({ ...choice })),
    },
    answer: answer as ResourceQuestionAnswer | null,
    can_answer: canAnswer,
  };
}

export async function resourceQuestion(
  orm: Orm,
  userId: string | null,
  code: string,
): Promise<ResourceQuestionReply> {
  const resourceId = await resourceIdOrNotFound(orm, code);
  const answer = userId ? await repo.questionAnswer(orm, userId, resourceId, RESOURCE_QUESTION.id) : null;
  return questionReply(code, answer, userId !== null);
}

export async function answerResourceQuestion(
  orm: Orm,
  userId: string,
  body: { resource_code: string; question_id: string; answer: ResourceQuestionAnswer },
): Promise<ResourceQuestionReply> {
  const resourceId = await resourceIdOrNotFound(orm, body.resource_code);
  await repo.saveQuestionAnswer(orm, {
    userId,
    resourceId,
    questionId: body.question_id,
    answer: body.answer,
  });
  return questionReply(body.resource_code, body.answer, true);
}
