import {
  signedInReplySchema,
  studentCardSigninRequestSchema,
  studentCodeSigninRequestSchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { presentAccountUser } from './presenters.ts';
import { byIp, LIMITS, rateLimits } from './rate-limits.ts';
import type { SessionUser } from './session.service.ts';
import { signIn } from './session.service.ts';
import { authenticateWithCardCode, authenticateWithCardToken } from './signin-cards.service.ts';
import { deviceToken, keepStudentDevice } from './student-devices.ts';

/**
 * Signing in with a sign-in card (docs/decisions/0074-sign-in-cards.md): the token from the card's QR link, or
 * the username and the card's short code. The same session, cookies and CSRF rules as POST /student/signin/;
 * no captcha (the token cannot be guessed; the code is throttled per account like the secret answer).
 * The token travels in the body only: request logs hold the path, never a body.
 */
export async function signinCardRoutes(app: FastifyInstance) {
  const limit = rateLimits(app, [[LIMITS.studentCardSigninPerIp, byIp]]);

  async function startStudentSession(request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
    await signIn(request, reply, user);
    await keepStudentDevice(app.orm, request, reply, user.id);
    return { authenticated: true as const, user: presentAccountUser(user) };
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/student/signin/card/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    preHandler: limit,
    schema: {
      tags: ['student'],
      summary:
        "Sign in with the token of a sign-in card's QR link (the page reads it from the link's fragment)",
      body: studentCardSigninRequestSchema,
      response: { 200: signedInReplySchema },
    },
    handler: async (request, reply) => {
      const user = await authenticateWithCardToken(app.orm, request.body.token);
      return startStudentSession(request, reply, user);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/student/signin/code/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    preHandler: limit,
    schema: {
      tags: ['student'],
      summary: "Sign in with a username and the short code printed on the student's sign-in card",
      body: studentCodeSigninRequestSchema,
      response: { 200: signedInReplySchema },
    },
    handler: async (request, reply) => {
      const user = await authenticateWithCardCode(
        app.orm,
        app.config.studentSignin,
        request.body,
        request.ip,
        deviceToken(request),
      );
      return startStudentSession(request, reply, user);
    },
  });
}
