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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
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
// Public so that visitors can take a quick assignment; `takerOf` turns teachers and admins away.
const takers = { access: 'public' } as const;
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Runs before validation (a route onRequest hook, after the request guard's), as an access level would. */
async function turnAwayStaff(request: FastifyRequest) {
  const role = request.session?.user.role;
  if (role !== undefined && role !== 'student')
    throw forbidden('Your account does not have permission to do this.');
}

async function takerOf(request: FastifyRequest): Promise<Taker> {
  const user = request.session?.user;
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

export async function playerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/tools/api/v2/result/',
    {
      config: takers,
      onRequest: turnAwayStaff,
      schema: {
        tags,
        summary: 'Start (or resume) your result of an assignment, by its code; visitors give student_name',
        body: resultStartBodySchema,
        response: { 200: playerResultSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const taker = await takerOf(request);
      const started = await startResult(app.orm, taker, request.body);
      if (taker.kind === 'visitor') await holdQuickAssignResult(request, reply, started.id);
      return started;
    },
  );

  routes.get(
    '/tools/api/v2/result/:id/',
    {
      config: takers,
      onRequest: turnAwayStaff,
      schema: {
        tags,
        summary: 'One of your results',
        params: resultIdParamsSchema,
        response: { 200: playerResultSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return readResult(app.orm, await takerOf(request), request.params.id);
    },
  );

  routes.put(
    '/tools/api/v2/result/:id/',
    {
      config: takers,
      onRequest: turnAwayStaff,
      schema: {
        tags,
        summary: 'Complete one of your results',
        params: resultIdParamsSchema,
        body: resultCompleteBodySchema,
        response: { 200: playerResultSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return completeResult(app.orm, await takerOf(request), request.params.id);
    },
  );

  routes.post(
    '/api/v2/questions/:questionId/results/:resultId/answers/',
    {
      config: takers,
      onRequest: turnAwayStaff,
      schema: {
        tags,
        summary:
          'Answer a question of your started result (committed before the reply); says whether it was correct',
        params: answerParams,
        headers: answerHeaders,
        body: answerBodySchema,
        response: { 200: answerReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { questionId, resultId } = request.params;
      const key = request.headers['idempotency-key'];
      return answer(app.orm, await takerOf(request), { questionId, resultId, key }, request.body);
    },
  );
}
