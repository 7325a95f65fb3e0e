import {
  answerBodySchema,
  answerReplySchema,
  IDEMPOTENCY_KEY_PATTERN,
  playerResultSchema,
  resultCompleteBodySchema,
  resultIdParamsSchema,
  resultStartBodySchema,
  STUDENT_MESSAGES,
} from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { byIp, rateLimits } from '../auth/index.ts';
import { studentDisplayName } from '../classes/index.ts';
import { answer } from './answer.service.ts';
import { completeResult, readResult, startResult, type Taker } from './player.service.ts';
import { holdQuickAssignResult, quickAssignResultIds } from './quick-assign-cookie.ts';

/**
 * The real player's result calls (spec 3 §7; decisions 0041, 0044), for signed-in students and for anonymous
 * quick-assign visitors (who hold their results through a signed cookie). Teachers and admins use the preview
 * calls (/tools/api/preview/…, …/results/preview/answers/) of the lessons module: here they get 403.
 */

const tags = ['assignments'];

/** Runs before validation (a route onRequest hook, after the request guard's), as an access level would. */
async function turnAwayStaff(request: FastifyRequest) {
  const role = request.caller?.role;
  if (role !== undefined && role !== 'student')
    throw forbidden('Your account does not have permission to do this.');
}

async function takerOf(request: FastifyRequest): Promise<Taker> {
  const user = request.caller;
  if (!user) return { kind: 'visitor', resultIds: await quickAssignResultIds(request) };
  return { kind: 'student', id: user.id, name: studentDisplayName(user.firstName, user.lastName) };
}
const answerParams = z.object({
  questionId: z.coerce
    .number({ error: 'The question id is a positive whole number.' })
    .int()
    .min(1)
    .max(2 ** 53 - 1),
  resultId: z.coerce
    .number({ error: 'The result id is a positive whole number.' })
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

/** The optional idempotency key of an answer (decision 0045): a retry sends the same one. */
const answerHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, STUDENT_MESSAGES.idempotencyKey)
    .optional()
    .describe('Idempotency-Key: the same key on a retry answers the first reply again and writes nothing'),
});

/**
 * Anonymous starts per address: each makes a result row, so a script must not make them without end; a school's
 * classes behind one address starting a quick assignment together stay far below it.
 */
export const ANONYMOUS_STARTS_PER_IP = { max: 600, timeWindow: '15 minutes', name: 'quickAssignStartPerIp' };

export async function playerRoutes(app: FastifyInstance) {
  const anonymousStarts = rateLimits(app, [[ANONYMOUS_STARTS_PER_IP, byIp]]);
  const limitAnonymousStarts = async (request: FastifyRequest) => {
    if (!request.caller) await anonymousStarts(request);
  };
  // Public so that visitors can take a quick assignment; `turnAwayStaff` turns teachers and admins away (403).
  const takers = { access: 'public', cache: 'no-store', onRequest: turnAwayStaff } as const;

  defineRoute(app, {
    method: 'POST',
    url: '/tools/api/v2/result/',
    ...takers,
    errors: [403, 404, 429],
    preHandler: limitAnonymousStarts,
    schema: {
      tags,
      summary: 'Start (or resume) your result of an assignment, by its code; visitors give student_name',
      body: resultStartBodySchema,
      response: { 200: playerResultSchema },
    },
    handler: async (request, reply) => {
      const taker = await takerOf(request);
      const started = await startResult(app.orm, taker, request.body);
      if (taker.kind === 'visitor') await holdQuickAssignResult(request, reply, started.id);
      return started;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/tools/api/v2/result/:id/',
    ...takers,
    errors: [403],
    schema: {
      tags,
      summary: 'One of your results',
      params: resultIdParamsSchema,
      response: { 200: playerResultSchema },
    },
    handler: async (request) => readResult(app.orm, await takerOf(request), request.params.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/tools/api/v2/result/:id/',
    ...takers,
    errors: [403],
    schema: {
      tags,
      summary: 'Complete one of your results',
      params: resultIdParamsSchema,
      body: resultCompleteBodySchema,
      response: { 200: playerResultSchema },
    },
    handler: async (request) => completeResult(app.orm, await takerOf(request), request.params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/questions/:questionId/results/:resultId/answers/',
    ...takers,
    errors: [403, 409],
    schema: {
      tags,
      summary:
        'Answer a question of your started result (committed before the reply); says whether it was correct',
      params: answerParams,
      headers: answerHeaders,
      body: answerBodySchema,
      response: { 200: answerReplySchema },
    },
    handler: async (request) => {
      const { questionId, resultId } = request.params;
      const key = request.headers['idempotency-key'];
      return answer(app.orm, await takerOf(request), { questionId, resultId, key }, request.body);
    },
  });
}
