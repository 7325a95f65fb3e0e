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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as engagement from './resource-engagement.service.ts';

const tags = ['resource'];

const viewerOf = (request: FastifyRequest) => ({
  sessionKey: engagement.viewSessionKey(request.session, request.cookies[COOKIE_NAMES.csrf]),
  userId: request.session?.user.id ?? null,
});

const signedInUserId = (request: FastifyRequest) => {
  // access 'signed-in' guarantees a session before the handler runs.
  if (!request.session) throw new Error('signed-in route reached without a session');
  return request.session.user.id;
};

/** View count, the tracking call, ratings and the resource question (spec 3 §7, spec 1 §7). */
export async function resourceEngagementRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/resource/view-count/:code/',
    {
      config: { access: 'public', apiKey: true },
      schema: {
        tags,
        summary:
          "Records this browser session's view of the resource (once per session) and answers the view count",
        params: resourceCodeParamsSchema,
        response: { 200: viewCountReplySchema },
      },
    },
    async (request) => engagement.countView(app.orm, request.params.code, viewerOf(request)),
  );

  routes.post(
    '/api/v2/tracking/resource-view/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The tracking call on a resource view (code, title, root subjects, grades): records the view for the recommender, once per session',
        body: resourceViewTrackingSchema,
        response: { 200: resourceViewTrackingReplySchema },
      },
    },
    async (request) => {
      const { recorded } = await engagement.recordView(
        app.orm,
        request.body.resource_code,
        viewerOf(request),
      );
      return { recorded };
    },
  );

  routes.post(
    '/recommendation/user-rating/',
    {
      config: { access: 'signed-in', apiKey: true },
      schema: {
        tags,
        summary:
          "Rates a resource 1 to 5 (one rating per user; sending again replaces it); answers the user's rating and the average",
        body: userRatingBodySchema,
        response: { 200: userRatingReplySchema },
      },
    },
    async (request) =>
      engagement.rateResource(
        app.orm,
        signedInUserId(request),
        request.body.resource_code,
        request.body.rating,
      ),
  );

  routes.get(
    '/recommendation/user-rating/',
    {
      config: { access: 'signed-in', apiKey: true },
      schema: {
        tags,
        summary: "The signed-in user's rating of a resource (null when none) and the average",
        querystring: userRatingQuerySchema,
        response: { 200: userRatingReplySchema },
      },
    },
    async (request) => engagement.userRating(app.orm, signedInUserId(request), request.query.resource_code),
  );

  routes.get(
    '/recommendation/resource-question/',
    {
      config: { access: 'public', apiKey: true },
      schema: {
        tags,
        summary: "The resource question (how useful the resource is) with the signed-in user's stored answer",
        querystring: resourceQuestionQuerySchema,
        response: { 200: resourceQuestionReplySchema },
      },
    },
    async (request) =>
      engagement.resourceQuestion(app.orm, request.session?.user.id ?? null, request.query.resource_code),
  );

  routes.post(
    '/recommendation/resource-question/',
    {
      config: { access: 'signed-in', apiKey: true },
      schema: {
        tags,
        summary:
          'Stores the answer to the resource question (one per user and resource; sending again replaces it)',
        body: resourceQuestionAnswerBodySchema,
        response: { 200: resourceQuestionReplySchema },
      },
    },
    async (request) => engagement.answerResourceQuestion(app.orm, signedInUserId(request), request.body),
  );
}
