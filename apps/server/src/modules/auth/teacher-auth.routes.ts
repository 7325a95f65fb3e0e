import {
  ACCOUNT_MESSAGES,
  activeSessionsReplySchema,
  okReplySchema,
  passwordChangeRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestReplySchema,
  passwordResetRequestSchema,
  sessionIdParamsSchema,
  signedInReplySchema,
  teacherSigninRequestSchema,
  teacherSignupConfirmSchema,
  teacherSignupReplySchema,
  teacherSignupRequestSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { keepVisitorStation } from '../stations/index.ts';
import * as repo from './accounts.repo.ts';
import { afterReply } from './after-reply.ts';
import { assertCaptcha } from './captcha.ts';
import { presentAccountUser, presentSession } from './presenters.ts';
import { byIp, byIpAndBodyField, LIMITS, rateLimits, signupLimits } from './rate-limits.ts';
import { revokeSessionById } from './session.repo.ts';
import { signIn, signOut, signUpAndSignIn } from './session.service.ts';
import * as teachers from './teacher-accounts.service.ts';
import * as signups from './teacher-signup.service.ts';

const RESET_REQUESTED =
  'If an account uses this email address, we have sent it a link to reset the password. The link works once.';

/** Teacher accounts and everyone's sessions, under /api/v2/auth/. */
export async function teacherAuthRoutes(app: FastifyInstance) {
  const later = afterReply(app);

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/auth/signup/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    preHandler: rateLimits(app, [[signupLimits(app.config.signupLimitPerHour).teacherSignupPerIp, byIp]]),
    schema: {
      tags: ['auth'],
      summary:
        'Ask for a teacher account (first name, last name, email, password): the same 202 whether or not the address has one; the mailed link makes it',
      body: teacherSignupRequestSchema,
      response: { 202: teacherSignupReplySchema },
    },
    handler: async (request, reply) => {
      await signups.requestTeacherSignup(app.orm, app.config, request.log, request.body, later);
      return reply.code(202).send({ ok: true, message: ACCOUNT_MESSAGES.signupCheckEmail });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/auth/signup/confirm/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    preHandler: rateLimits(app, [
      [signupLimits(app.config.signupLimitPerHour).teacherSignupConfirmPerIp, byIp],
    ]),
    schema: {
      tags: ['auth'],
      summary: 'Finish a teacher sign-up with the mailed link: makes the account and signs in',
      body: teacherSignupConfirmSchema,
      response: { 201: signedInReplySchema },
    },
    handler: async (request, reply) => {
      const user = await signUpAndSignIn(request, reply, async (tx) => {
        const created = await signups.confirmTeacherSignup(tx, request.body.token);
        await keepVisitorStation(tx, request, created.id);
        return created;
      });
      return reply.code(201).send({ authenticated: true, user: presentAccountUser(user) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/auth/signin/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    preHandler: rateLimits(app, [[LIMITS.teacherSigninPerIp, byIp]]),
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password; always starts a new session (rotation)',
      body: teacherSigninRequestSchema,
      response: { 200: signedInReplySchema },
    },
    handler: async (request, reply) => {
      const { email, password, captcha } = request.body;
      const user = await teachers.authenticateTeacher(app.orm, { email, password, client: request.ip }, () =>
        assertCaptcha(app, captcha, 'teacherSignin'),
      );
      await signIn(request, reply, user);
      return { authenticated: true as const, user: presentAccountUser(user) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/auth/signout/',
    access: 'public',
    cache: 'no-store',
    schema: {
      tags: ['auth'],
      summary: 'Sign out: the session is revoked on the server and the cookie cleared',
      response: { 200: okReplySchema },
    },
    handler: async (request, reply) => {
      await signOut(request, reply);
      return { ok: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/auth/password_reset/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    preHandler: rateLimits(app, [
      [LIMITS.passwordResetPerIp, byIp],
      [LIMITS.passwordResetPerEmailAndIp, byIpAndBodyField('email')],
    ]),
    schema: {
      tags: ['auth'],
      summary:
        'Email a single-use, expiring password reset link (same reply whether or not the account exists)',
      body: passwordResetRequestSchema,
      response: { 202: passwordResetRequestReplySchema },
    },
    handler: async (request, reply) => {
      await teachers.requestPasswordReset(app.orm, app.config, request.log, request.body.email, later);
      return reply.code(202).send({ ok: true, message: RESET_REQUESTED });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/auth/password_reset/confirm/',
    access: 'public',
    cache: 'no-store',
    errors: [404, 429],
    preHandler: rateLimits(app, [[LIMITS.passwordResetPerIp, byIp]]),
    schema: {
      tags: ['auth'],
      summary: 'Set a new password from a reset link; ends every session of the account, then signs in',
      body: passwordResetConfirmSchema,
      response: { 200: signedInReplySchema },
    },
    handler: async (request, reply) => {
      const user = await teachers.resetPassword(app.orm, request.body.token, request.body.password);
      await signIn(request, reply, user);
      return { authenticated: true as const, user: presentAccountUser(user) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/auth/password_change/',
    access: 'teacher',
    cache: 'no-store',
    errors: [429],
    preHandler: rateLimits(app, [[LIMITS.passwordChangePerIp, byIp]]),
    schema: {
      tags: ['auth'],
      summary: 'Change the password (current one required); optionally end the other sessions',
      body: passwordChangeRequestSchema,
      response: { 200: okReplySchema },
    },
    handler: async (request) => {
      await teachers.changePassword(app.orm, request.caller.id, request.session.id, request.body);
      return { ok: true as const };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/auth/sessions/',
    access: 'signed-in',
    cache: 'no-store',
    schema: {
      tags: ['auth'],
      summary: "The signed-in user's active sessions, newest activity first",
      response: { 200: activeSessionsReplySchema },
    },
    handler: async (request) => {
      const rows = await repo.listLiveSessions(app.orm, request.caller.id);
      return { results: rows.map((row) => presentSession(row, request.session.id)) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/v2/auth/sessions/:id/',
    access: 'signed-in',
    cache: 'no-store',
    schema: {
      tags: ['auth'],
      summary: 'End one of my sessions (ending the current one signs this browser out)',
      params: sessionIdParamsSchema,
      response: { 200: okReplySchema },
    },
    handler: async (request, reply) => {
      if (request.params.id === request.session.id) {
        await signOut(request, reply);
        return { ok: true as const };
      }
      const revoked = await revokeSessionById(app.orm, request.params.id, request.caller.id);
      if (!revoked) throw notFound('No such active session.');
      return { ok: true as const };
    },
  });
}
