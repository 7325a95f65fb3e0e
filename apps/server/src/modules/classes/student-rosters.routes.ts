import {
  joinedRostersReplySchema,
  joinRosterBodySchema,
  rosterByCodeSchema,
  rosterCodeParamsSchema,
  rosterIdParamsSchema,
  studentClassSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../plugins/define-route.ts';
import { rateLimits } from '../auth/index.ts';
import { joinClass, joinedRosters, leaveClass, rosterByCode } from './joining.service.ts';

/**
 * The student's class calls (spec 1 §7, spec 3 §7). Students only: a visitor is asked to sign in first
 * (the code box keeps the code), a teacher has no classes to join.
 */

/**
 * Code lookups and joins per student: plenty for a child who mistypes, far too few to sweep the 887 million
 * codes. Counted per account, not per address, since a whole class shares the school's address.
 */
export const CODE_ATTEMPTS_PER_STUDENT = { max: 30, timeWindow: '15 minutes', name: 'rosterCodePerStudent' };
const tags = ['classes'];

export async function studentRostersRoutes(app: FastifyInstance) {
  const codeAttempts = rateLimits(app, [
    [CODE_ATTEMPTS_PER_STUDENT, (request) => `user:${request.session?.user.id ?? request.ip}`],
  ]);

  defineRoute(app, {
    method: 'GET',
    url: '/tools/rosters/api/v2/rosters/rostercode/:code/',
    access: 'student',
    cache: 'no-store',
    preHandler: codeAttempts,
    errors: [429],
    schema: {
      tags,
      summary:
        "The class a join code belongs to (name, teacher; never its students); 404 'Invalid code entered.'",
      params: rosterCodeParamsSchema,
      response: { 200: rosterByCodeSchema },
    },
    handler: async (request) => rosterByCode(app.orm, request.caller, request.params.code),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/tools/rosters/api/v2/rosters/:id/students/',
    access: 'student',
    cache: 'no-store',
    preHandler: codeAttempts,
    // The class is full (409); too many code attempts (429).
    errors: [409, 429],
    schema: {
      tags,
      summary: 'Join a class with its current code (201; 200 when already in it)',
      params: rosterIdParamsSchema,
      body: joinRosterBodySchema,
      response: { 200: studentClassSchema, 201: studentClassSchema },
    },
    handler: async (request, reply) => {
      const { created, joined } = await joinClass(
        app.orm,
        request.caller,
        request.params.id,
        request.body.roster_code,
        app.config.classSizeLimit,
      );
      return reply.code(created ? 201 : 200).send(joined);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/tools/rosters/api/v2/rosters/:id/students/',
    access: 'student',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Leave a class (the leave_roster_url); your past results stay',
      params: rosterIdParamsSchema,
      response: { 204: z.null().describe('Left') },
    },
    handler: async (request, reply) => {
      await leaveClass(app.orm, request.caller, request.params.id);
      return reply.code(204).send(null);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/student/joined_rosters/',
    access: 'student',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'The classes you are in, each with its leave_roster_url',
      response: { 200: joinedRostersReplySchema },
    },
    handler: async (request) => ({ results: await joinedRosters(app.orm, request.caller) }),
  });
}
