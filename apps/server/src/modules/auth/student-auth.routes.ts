import {
  captchaChallengeQuerySchema,
  captchaChallengeReplySchema,
  captchaConfigReplySchema,
  DESCRIPTION_WORDS,
  SECRET_QUESTIONS,
  secretQuestionsReplySchema,
  signedInReplySchema,
  studentCreateRequestSchema,
  studentSigninRequestSchema,
  studentUsernamePreviewQuerySchema,
  studentUsernamePreviewReplySchema,
  THING_WORDS,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { keepVisitorStation } from '../stations/index.ts';
import { assertCaptcha, createCaptchaChallenge } from './captcha.ts';
import { presentAccountUser } from './presenters.ts';
import { byIp, rateLimits, signupLimits } from './rate-limits.ts';
import { signIn, signUpAndSignIn } from './session.service.ts';
import * as students from './student-accounts.service.ts';
import { deviceToken, keepStudentDevice } from './student-devices.ts';

const CHALLENGE_PATH = '/api/v2/captcha/challenge/';

/** Student sign-up and sign-in (spec 2 §3, §7) and the self-hosted captcha they use. */
export async function studentAuthRoutes(app: FastifyInstance) {
  if (app.config.captcha.disabled) {
    app.log.warn('CAPTCHA_DISABLED=true: student sign-up and sign-in are not protected by a captcha');
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/captcha/',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['captcha'],
      summary: 'Whether the captcha is on, and where its widget fetches challenges',
      response: { 200: captchaConfigReplySchema },
    },
    handler: async () => ({ enabled: !app.config.captcha.disabled, challengeUrl: CHALLENGE_PATH }),
  });

  defineRoute(app, {
    method: 'GET',
    url: CHALLENGE_PATH,
    access: 'public',
    cache: 'no-store',
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['captcha'],
      summary: 'A signed ALTCHA proof-of-work challenge (actions studentCreate, studentSignin)',
      querystring: captchaChallengeQuerySchema,
      response: { 200: captchaChallengeReplySchema },
    },
    handler: async (request) => (await createCaptchaChallenge(app, request.query.action)) as never,
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/student/options/',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['student'],
      summary: 'Secret questions and the description and thing words a username is built from',
      response: { 200: secretQuestionsReplySchema },
    },
    handler: async () => ({
      results: SECRET_QUESTIONS.map((question) => ({ id: question.id, text: question.text })),
      description_words: [...DESCRIPTION_WORDS],
      thing_words: [...THING_WORDS],
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/student/username/',
    access: 'public',
    cache: 'no-store',
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['student'],
      summary:
        'Suggest a username for the words: them plus a random number nobody has (says nothing about which exist)',
      querystring: studentUsernamePreviewQuerySchema,
      response: { 200: studentUsernamePreviewReplySchema },
    },
    handler: async (request) => ({ username: await students.suggestUsername(app.orm, request.query) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/student/',
    access: 'public',
    cache: 'no-store',
    errors: [409, 429],
    preHandler: rateLimits(app, [[signupLimits(app.config.signupLimitPerHour).studentSignupPerIp, byIp]]),
    schema: {
      tags: ['student'],
      summary:
        'Create a student account (no email) with the suggested username, and sign in; captcha action studentCreate',
      body: studentCreateRequestSchema,
      response: { 201: signedInReplySchema },
    },
    handler: async (request, reply) => {
      await assertCaptcha(app, request.body.captcha, 'studentCreate');
      const answerHash = await students.hashSecretAnswer(request.body.secure_secret_answer);
      const named = request.body.username !== undefined;
      const user = await students.withUsernameClaim(app.orm, request.ip, named, () =>
        signUpAndSignIn(request, reply, async (tx) => {
          const created = await students.createStudent(tx, request.body, answerHash);
          await keepVisitorStation(tx, request, created.id);
          await keepStudentDevice(tx, request, reply, created.id);
          return created;
        }),
      );
      return reply.code(201).send({ authenticated: true, user: presentAccountUser(user) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/student/signin/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    // Outside /api/v2/ (the spec's address), yet a call of the app like every other: key required. No limit on
    // requests per address: a school signs in from one; the limits are on tries (decision 0073).
    schema: {
      tags: ['student'],
      summary: 'Sign in with username, secret question and answer; captcha action studentSignin',
      body: studentSigninRequestSchema,
      response: { 200: signedInReplySchema },
    },
    handler: async (request, reply) => {
      await assertCaptcha(app, request.body.captcha, 'studentSignin');
      const user = await students.authenticateStudent(
        app.orm,
        app.config.studentSignin,
        request.body,
        request.ip,
        deviceToken(request),
      );
      await signIn(request, reply, user);
      await keepStudentDevice(app.orm, request, reply, user.id);
      return { authenticated: true as const, user: presentAccountUser(user) };
    },
  });
}
