import {
  answerBodySchema,
  answerReplySchema,
  playerResultSchema,
  resultCompleteBodySchema,
  resultIdParamsSchema,
  resultStartBodySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentDisplayName } from '../classes/index.ts';
import { answer, completeResult, readResult, startResult } from './player.service.ts';

/**
 * The real player's result calls (spec 3 §7; decision 0041), for signed-in students. The preview calls
 * (/tools/api/preview/…, …/results/preview/answers/) stay in the lessons module.
 */

const tags = ['assignments'];
const studentOnly = { access: 'student' } as const;
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const sessionStudent = (request: FastifyRequest) => {
  const user = request.session?.user;
  if (!user) throw new Error('student route without a session');
  return { id: user.id, name: studentDisplayName(user.firstName, user.lastName) };
};
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

export async function playerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/tools/api/v2/result/',
    {
      config: studentOnly,
      schema: {
        tags,
        summary: 'Start (or resume) your result of an assignment, by its code',
        body: resultStartBodySchema,
        response: { 200: playerResultSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return startResult(app.orm, sessionStudent(request), request.body);
    },
  );

  routes.get(
    '/tools/api/v2/result/:id/',
    {
      config: studentOnly,
      schema: {
        tags,
        summary: 'One of your results',
        params: resultIdParamsSchema,
        response: { 200: playerResultSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return readResult(app.orm, sessionStudent(request), request.params.id);
    },
  );

  routes.put(
    '/tools/api/v2/result/:id/',
    {
      config: studentOnly,
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
      return completeResult(app.orm, sessionStudent(request), request.params.id);
    },
  );

  routes.post(
    '/api/v2/questions/:questionId/results/:resultId/answers/',
    {
      config: studentOnly,
      schema: {
        tags,
        summary: 'Answer a question of your started result; says whether it was correct',
        params: answerParams,
        body: answerBodySchema,
        response: { 200: answerReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { questionId, resultId } = request.params;
      return answer(app.orm, sessionStudent(request), questionId, resultId, request.body);
    },
  );
}
