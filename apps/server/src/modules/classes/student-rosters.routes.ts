import {
  joinedRostersReplySchema,
  joinRosterBodySchema,
  rosterByCodeSchema,
  rosterCodeParamsSchema,
  rosterIdParamsSchema,
  studentClassSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimits } from '../auth/index.ts';
import { joinClass, joinedRosters, leaveClass, rosterByCode } from './joining.service.ts';
import { noStore, sessionUser } from './route-helpers.ts';

/**
 * The student's class calls (spec 1 §7, spec 3 §7). Students only: a visitor is asked to sign in first
 * (the code box keeps the code), a teacher has no classes to join.
 */

const studentOnly = { access: 'student' } as const;

/**
 * Code lookups and joins per student: plenty for a child who mistypes, far too few to sweep the 887 million
 * codes. Counted per account, not per address, since a whole class shares the school's address.
 */
export const CODE_ATTEMPTS_PER_STUDENT = { max: 30, timeWindow: '15 minutes', name: 'rosterCodePerStudent' };
const tags = ['classes'];

export async function studentRostersRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const codeAttempts = rateLimits(app, [
    [CODE_ATTEMPTS_PER_STUDENT, (request) => `user:${request.session?.user.id ?? request.ip}`],
  ]);

  routes.get(
    '/tools/rosters/api/v2/rosters/rostercode/:code/',
    {
      config: studentOnly,
      preHandler: codeAttempts,
      schema: {
        tags,
        summary:
          "The class a join code belongs to (name, teacher; never its students); 404 'Invalid code entered.'",
        params: rosterCodeParamsSchema,
        response: { 200: rosterByCodeSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return rosterByCode(app.orm, sessionUser(request), request.params.code);
    },
  );

  routes.post(
    '/tools/rosters/api/v2/rosters/:id/students/',
    {
      config: studentOnly,
      preHandler: codeAttempts,
      schema: {
        tags,
        summary: 'Join a class with its current code (201; 200 when already in it)',
        params: rosterIdParamsSchema,
        body: joinRosterBodySchema,
        response: { 200: studentClassSchema, 201: studentClassSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { created, joined } = await joinClass(
        app.orm,
        sessionUser(request),
        request.params.id,
        request.body.roster_code,
        app.config.classSizeLimit,
      );
      return reply.code(created ? 201 : 200).send(joined);
    },
  );

  routes.delete(
    '/tools/rosters/api/v2/rosters/:id/students/',
    {
      config: studentOnly,
      schema: {
        tags,
        summary: 'Leave a class (the leave_roster_url); your past results stay',
        params: rosterIdParamsSchema,
        response: { 204: z.null().describe('Left') },
      },
    },
    async (request, reply) => {
      await leaveClass(app.orm, sessionUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/v2/student/joined_rosters/',
    {
      config: studentOnly,
      schema: {
        tags,
        summary: 'The classes you are in, each with its leave_roster_url',
        response: { 200: joinedRostersReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { results: await joinedRosters(app.orm, sessionUser(request)) };
    },
  );
}
