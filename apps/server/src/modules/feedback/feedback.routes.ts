import {
  createFeedbackBodySchema,
  createFeedbackReplySchema,
  feedbackIdParamsSchema,
  replyToFeedbackBodySchema,
  staffFeedbackListSchema,
  staffFeedbackQuerySchema,
  updateFeedbackBodySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import {
  changeFeedbackStatus,
  listStaffFeedback,
  replyToFeedback,
  submitFeedback,
} from './feedback.service.ts';

/**
 * Rates per client address: enough for a person to send a few notes in a row, too few to flood the
 * staff list; replies per staff account keep a stolen admin session from mass-mailing through us.
 */
export const FEEDBACK_LIMITS = {
  sendPerIp: { name: 'feedbackSendPerIp', max: 10, timeWindow: '1 hour' },
  replyPerStaff: { name: 'feedbackReplyPerStaff', max: 60, timeWindow: '1 hour' },
} as const;

function limiter(
  app: FastifyInstance,
  limit: { name: string; max: number; timeWindow: string },
  keyOf: (request: FastifyRequest) => string,
  tooMany: string,
) {
  const check = app.createRateLimit({ ...limit, keyGenerator: keyOf });
  return async function checkRateLimit(request: FastifyRequest) {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
      throw new AppError('rate_limited', `${tooMany} Wait ${minutes} minutes, then try again.`, 429, {
        retry_after_seconds: result.ttlInSeconds,
      });
    }
  };
}

/** Feedback (spec 1 §2.7 feedback form; issue 22): anyone sends it, admins (staff) read and answer it. */
export async function feedbackRoutes(app: FastifyInstance) {
  const sendLimit = limiter(
    app,
    FEEDBACK_LIMITS.sendPerIp,
    (request) => `ip:${request.ip}`,
    'A lot of feedback has come from your network in the last hour.',
  );
  const replyLimit = limiter(
    app,
    FEEDBACK_LIMITS.replyPerStaff,
    (request) => `user:${request.session?.user.id ?? request.ip}`,
    'You have sent many replies in the last hour.',
  );

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/feedback/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    preHandler: sendLimit,
    schema: {
      tags: ['feedback'],
      summary:
        'Send feedback (category, message, optional email for a reply, the page it was sent from); the browser is taken from User-Agent',
      body: createFeedbackBodySchema,
      response: { 201: createFeedbackReplySchema },
    },
    handler: async (request, reply) => {
      const user = request.caller;
      const created = await submitFeedback(app.orm, request.body, {
        userId: user?.id ?? null,
        role: user?.role ?? null,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(201).send(created);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/staff/feedback/',
    access: 'admin',
    cache: 'no-store',
    schema: {
      tags: ['feedback'],
      summary:
        'Staff: the newest 200 feedback items (optionally of one status) with replies, and counts per status',
      querystring: staffFeedbackQuerySchema,
      response: { 200: staffFeedbackListSchema },
    },
    handler: async (request) => listStaffFeedback(app.orm, request.query.status),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/v2/staff/feedback/:id/',
    access: 'admin',
    cache: 'no-store',
    schema: {
      tags: ['feedback'],
      summary: 'Staff: set the status of a feedback item (new, read, answered, closed)',
      params: feedbackIdParamsSchema,
      body: updateFeedbackBodySchema,
      response: { 200: createFeedbackReplySchema },
    },
    handler: async (request) => changeFeedbackStatus(app.orm, Number(request.params.id), request.body.status),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/staff/feedback/:id/reply/',
    access: 'admin',
    cache: 'no-store',
    errors: [409, 429],
    preHandler: replyLimit,
    schema: {
      tags: ['feedback'],
      summary:
        'Staff: email a plain-text reply to the address the sender gave (409 when none) and mark it answered',
      params: feedbackIdParamsSchema,
      body: replyToFeedbackBodySchema,
      response: { 200: createFeedbackReplySchema },
    },
    handler: async (request) =>
      replyToFeedback(
        app.orm,
        app.config,
        request.log,
        { id: request.caller.id },
        Number(request.params.id),
        request.body.body,
      ),
  });
}
