import {
  COOKIE_NAMES,
  resourceCodeParamsSchema,
  resourceQuestionAnswerBodySchema,
  resourceQuestionQuerySchema,
  resourceQuestionReplySchema,
  resourceViewTrackingReplySchema,
  resourceViewTrackingSchema,
  userRatingBodySchema,
  userRatingQuerySchema,
  userRatingReplySchema,
  viewCountReplySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import * as engagement from './resource-engagement.service.ts';

const tags = ['resource'];

const viewerOf = (request: FastifyRequest) => ({
  sessionKey: engagement.viewSessionKey(request.session, request.cookies[COOKIE_NAMES.csrf]),
  userId: request.caller?.id ?? null,
});

/** View count, the tracking call, ratings and the resource question (spec 3 §7, spec 1 §7). */
export async function resourceEngagementRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/resource/view-count/:code/',
    access: 'public',
    // Records a view each session: a kept copy would skip it.
    cache: 'no-store',
    schema: {
      tags,
      summary:
        "Records this browser session's view of the resource (once per session) and answers the view count",
      params: resourceCodeParamsSchema,
      response: { 200: viewCountReplySchema },
    },
    handler: async (request) => engagement.countView(app.orm, request.params.code, viewerOf(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/tracking/resource-view/',
    access: 'public',
    cache: 'no-store',
    errors: [404],
    schema: {
      tags,
      summary:
        'The tracking call on a resource view (code, title, root subjects, grades): records the view for the recommender, once per session',
      body: resourceViewTrackingSchema,
      response: { 200: resourceViewTrackingReplySchema },
    },
    handler: async (request) => {
      const { recorded } = await engagement.recordView(
        app.orm,
        request.body.resource_code,
        viewerOf(request),
      );
      return { recorded };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/recommendation/user-rating/',
    access: 'signed-in',
    cache: 'no-store',
    errors: [404],
    schema: {
      tags,
      summary:
        "Rates a resource 1 to 5 (one rating per user; sending again replaces it); answers the user's rating and the average",
      body: userRatingBodySchema,
      response: { 200: userRatingReplySchema },
    },
    handler: async (request) =>
      engagement.rateResource(app.orm, request.caller.id, request.body.resource_code, request.body.rating),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/recommendation/user-rating/',
    access: 'signed-in',
    cache: 'no-store',
    errors: [404],
    schema: {
      tags,
      summary: "The signed-in user's rating of a resource (null when none) and the average",
      querystring: userRatingQuerySchema,
      response: { 200: userRatingReplySchema },
    },
    handler: async (request) =>
      engagement.userRating(app.orm, request.caller.id, request.query.resource_code),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/recommendation/resource-question/',
    access: 'public',
    // Carries the signed-in user's answer: never kept.
    cache: 'no-store',
    errors: [404],
    schema: {
      tags,
      summary: "The resource question (how useful the resource is) with the signed-in user's stored answer",
      querystring: resourceQuestionQuerySchema,
      response: { 200: resourceQuestionReplySchema },
    },
    handler: async (request) =>
      engagement.resourceQuestion(app.orm, request.caller?.id ?? null, request.query.resource_code),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/recommendation/resource-question/',
    access: 'signed-in',
    cache: 'no-store',
    errors: [404],
    schema: {
      tags,
      summary:
        'Stores the answer to the resource question (one per user and resource; sending again replaces it)',
      body: resourceQuestionAnswerBodySchema,
      response: { 200: resourceQuestionReplySchema },
    },
    handler: async (request) => engagement.answerResourceQuestion(app.orm, request.caller.id, request.body),
  });
}
