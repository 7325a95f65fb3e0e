import {
  classIdParamsSchema,
  classStudentParamsSchema,
  signinCardSchema,
  signinCardsReplySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../plugins/define-route.ts';
import { classesContext } from './route-helpers.ts';
import {
  issueClassSigninCards,
  issueStudentSigninCard,
  revokeStudentSigninCard,
} from './signin-cards.service.ts';

/**
 * A teacher's sign-in cards for the students they created (docs/decisions/0074-sign-in-cards.md). The replies
 * carry the cards' tokens and codes, shown only there: never stored by anyone.
 */

const tags = ['classes'];
const base = '/api/v2/tools/classes/:id/students/';

export async function signinCardsRoutes(app: FastifyInstance) {
  const context = classesContext(app);

  defineRoute(app, {
    method: 'POST',
    url: `${base}signin-cards/`,
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary:
        'New sign-in cards (QR token and short code) for every student of the class you created; their old cards stop working',
      params: classIdParamsSchema,
      response: { 200: signinCardsReplySchema },
    },
    handler: async (request) => issueClassSigninCards(context, request.caller, request.params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}:studentId/signin-card/`,
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'A new sign-in card for a student you created; their old card stops working',
      params: classStudentParamsSchema,
      response: { 200: signinCardSchema },
    },
    handler: async (request) =>
      issueStudentSigninCard(context, request.caller, request.params.id, request.params.studentId),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}:studentId/signin-card/`,
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Turn off the sign-in card of a student you created: it stops working at once',
      params: classStudentParamsSchema,
      response: { 204: z.null().describe('Turned off') },
    },
    handler: async (request, reply) => {
      await revokeStudentSigninCard(context, request.caller, request.params.id, request.params.studentId);
      return reply.code(204).send(null);
    },
  });
}
