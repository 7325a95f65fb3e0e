import {
  type AnswerBody,
  answerReplySchema,
  IDEMPOTENCY_KEY_HEADER,
  type PlayerAssignment,
  playerAssignmentSchema,
  playerResultSchema,
} from '@lantern/shared';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';

/**
 * The player's calls (spec 3 §7; contract packages/shared/src/assignments/player.ts): the assignment by code
 * (with the student's result and answers), start, read, complete, answer. Errors reach the caller (spec 3 §8).
 */

export const playerPaths = {
  assignment: (code: string, resultId?: number | null) =>
    `/tools/api/v2/assignment/${encodeURIComponent(code)}/${resultId ? `?result_id=${resultId}` : ''}`,
  start: '/tools/api/v2/result/',
  result: (id: number) => `/tools/api/v2/result/${id}/`,
  answer: (questionId: number, resultId: number) =>
    `/api/v2/questions/${questionId}/results/${resultId}/answers/`,
} as const;

export const fetchPlayerAssignment = (code: string, resultId: number | null, signal?: AbortSignal) =>
  apiRequest(playerPaths.assignment(code, resultId), playerAssignmentSchema, { signal });

export const startResult = (assignment: PlayerAssignment, studentName?: string) =>
  apiRequest(playerPaths.start, playerResultSchema, {
    method: 'POST',
    body: {
      activity: `/tools/api/v2/activity/${assignment.code}/`,
      status: 'started',
      ...(studentName === undefined ? {} : { student_name: studentName }),
    },
  });

export const readResult = (id: number, signal?: AbortSignal) =>
  apiRequest(playerPaths.result(id), playerResultSchema, { signal });

export const completeResult = (id: number) =>
  apiRequest(playerPaths.result(id), playerResultSchema, {
    method: 'PUT',
    body: { completed: true, status: 'completed' },
  });

export const sendAnswer = (resultId: number, questionId: number, body: AnswerBody, idempotencyKey: string) =>
  apiRequest(playerPaths.answer(questionId, resultId), answerReplySchema, {
    method: 'POST',
    body,
    // A retry repeats the key, so the server stores the answer once (decision 0045).
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

/**
 * A failure the queue retries: no reply at all (offline, the connection dropped), the server failing (5xx),
 * a timeout or too many requests. Any other status is the server refusing this answer.
 */
export function isRetryableAnswerError(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return error instanceof TypeError; // fetch's network failure
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Where a failed assignment load sends the student (spec 3 §7, §8: the error page by status). */
export function loadErrorStatus(error: unknown): number {
  if (error instanceof ApiRequestError && error.status < 500) return error.status;
  return 500;
}
