import {
  mediaCheckParamsSchema,
  mediaCheckQuerySchema,
  mediaCheckReplySchema,
  resourceCodeParamsSchema,
  resourceDetailQuerySchema,
  resourceDetailReplySchema,
  resourceErrorReplySchema,
  resourcePreviewQuerySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { cookieOrganization } from '../../lib/organization-cookie.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { sendJson } from '../read-cache/index.ts';
import { resourceDetail } from './resource-detail.service.ts';
import { cachedResourceDetail } from './resource-detail-cached.service.ts';
import { resourceEngagementRoutes } from './resource-engagement.routes.ts';
import { checkMediaFile, viewerCountry } from './resource-media-check.service.ts';
import { resourceStandardsRoutes } from './resource-standards.routes.ts';

const tags = ['resource'];
const errorReplies = {
  403: resourceErrorReplySchema.describe('Not for students (student view), or preview not allowed'),
  404: resourceErrorReplySchema.describe('Unknown code, expired, or unpublished'),
};

/** Resource calls of spec 3 §7: detail and preview, view count, rating, question, standards, tracking. */
export async function resourceRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/resource/:code/',
    access: 'public',
    // A signed-in caller's reply carries their favorite_id: never kept.
    cache: 'no-store',
    schema: {
      tags,
      summary:
        'A resource page: the resource detail (assets, materials, lesson plan, collections, derived links), or redirect_url for a renamed code',
      description:
        'student=true (and every signed-in student) gets the student view: teacher materials left out, 403 when the resource is not for students. Unpublished or expired resources answer 404 with the error reply (expired: with expiration_date). Related and collection resources leave out those opted out by the station in the organization_id cookie.',
      params: resourceCodeParamsSchema,
      querystring: resourceDetailQuerySchema,
      response: { 200: resourceDetailReplySchema, ...errorReplies },
    },
    handler: async (request, reply) =>
      sendJson(
        reply,
        await cachedResourceDetail(app.orm, app.readCache, {
          code: request.params.code,
          user: request.caller,
          student: request.query.student,
          optOutOrganizationId: cookieOrganization(request),
        }),
      ),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/resource_preview/:code/',
    access: 'signed-in',
    cache: 'no-store',
    schema: {
      tags,
      summary:
        'Preview of a resource in any state (unpublished or expired), for admins and members of its owner organization',
      params: resourceCodeParamsSchema,
      querystring: resourcePreviewQuerySchema,
      response: { 200: resourceDetailReplySchema, ...errorReplies },
    },
    handler: async (request) =>
      resourceDetail(app.orm, {
        code: request.params.code,
        user: request.caller,
        student: request.query.student,
        preview: true,
        optOutOrganizationId: cookieOrganization(request),
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/media_check/:guid/',
    access: 'public',
    // Depends on the caller's country and, for unpublished resources, on who they are: never kept.
    cache: 'no-store',
    schema: {
      tags,
      summary:
        "Geographic restriction check of one media file of an asset: url to play, or error 'georestricted' (outside the licensed area)",
      params: mediaCheckParamsSchema,
      querystring: mediaCheckQuerySchema,
      response: { 200: mediaCheckReplySchema },
    },
    handler: async (request) =>
      checkMediaFile(app.orm, {
        guid: request.params.guid,
        url: request.query.url,
        user: request.caller,
        country: viewerCountry(request, app.config.trustProxy),
      }),
  });

  await app.register(resourceEngagementRoutes);
  await app.register(resourceStandardsRoutes);
}
