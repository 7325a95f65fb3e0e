import {
  COLLECTION_GRADE_ALL,
  COLLECTION_RESOURCES_PAGE_SIZE,
  collectionDetailQuerySchema,
  collectionDetailSchema,
  collectionErrorReplySchema,
  collectionPreviewQuerySchema,
  collectionResourcesQuerySchema,
  collectionResourcesReplySchema,
  collectionSlugParamsSchema,
  ORGANIZATION_COOKIE,
} from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { audienceOf } from '../cards/index.ts';
import {
  type CollectionViewer,
  collectionDetail,
  collectionResources,
  collectionResourcesUri,
} from './collection-page.service.ts';

/** The collection page calls (spec 3 "Collection page"; paths and preview rules in the shared contract). */
export async function collectionPageRoutes(app: FastifyInstance) {
  const viewerOf = (
    request: FastifyRequest,
    student: string | undefined,
    preview: boolean,
  ): CollectionViewer => ({
    ...audienceOf(request, { student }),
    user: request.caller,
    preview,
  });

  const errorReplies = {
    404: collectionErrorReplySchema.describe('No such collection, or unpublished outside preview'),
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/collection/resources/',
    access: 'public',
    // is_preview=true answers what the caller may preview: never kept.
    cache: 'no-store',
    errors: [404],
    schema: {
      tags: ['collections'],
      summary: "A page of a collection's own resources, optionally of one grade (grade slug, N/A = all)",
      description: `Same rules as search: students see student content; resources opted out by the organization in the ${ORGANIZATION_COOKIE} cookie are left out. is_preview=true: unpublished collections and resources, for those who may preview (401/403 otherwise).`,
      querystring: collectionResourcesQuerySchema,
      // 401 and 403 (preview) carry the same error body, but the platform's key check answers 401 too,
      // with its own: only the 404, which this route alone sends, is declared.
      response: { 200: collectionResourcesReplySchema, ...errorReplies },
    },
    handler: async (request) => {
      const { slug, student, is_preview: isPreview } = request.query;
      const paging = {
        grade: request.query.grade ?? COLLECTION_GRADE_ALL,
        start: request.query.start ?? 0,
        count: request.query.count ?? COLLECTION_RESOURCES_PAGE_SIZE,
      };
      const viewer = viewerOf(request, student, isPreview === 'true');
      return collectionResources(app.orm, slug, viewer, paging, (start) =>
        collectionResourcesUri(slug, { ...paging, start }, { student, is_preview: isPreview }),
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/collection/:slug/',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['collections'],
      summary:
        'A published collection: header, first page of its resources, grade filter choices, subcollections',
      params: collectionSlugParamsSchema,
      querystring: collectionDetailQuerySchema,
      response: { 200: collectionDetailSchema, ...errorReplies },
    },
    handler: async (request) => {
      const { slug } = request.params;
      const { student } = request.query;
      const firstPage = {
        grade: request.query.grade ?? COLLECTION_GRADE_ALL,
        count: request.query.count ?? COLLECTION_RESOURCES_PAGE_SIZE,
      };
      return collectionDetail(app.orm, slug, viewerOf(request, student, false), firstPage, (start) =>
        collectionResourcesUri(slug, { ...firstPage, start }, { student }),
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/collection_preview/:slug/',
    access: 'signed-in',
    cache: 'no-store',
    schema: {
      tags: ['collections'],
      summary:
        'Preview a collection in any state (admins and members of its organization), unpublished resources included',
      params: collectionSlugParamsSchema,
      querystring: collectionPreviewQuerySchema,
      response: { 200: collectionDetailSchema, 403: collectionErrorReplySchema, ...errorReplies },
    },
    handler: async (request) => {
      const { slug } = request.params;
      const { student } = request.query;
      const firstPage = {
        grade: request.query.grade ?? COLLECTION_GRADE_ALL,
        count: request.query.count ?? COLLECTION_RESOURCES_PAGE_SIZE,
      };
      return collectionDetail(app.orm, slug, viewerOf(request, student, true), firstPage, (start) =>
        collectionResourcesUri(slug, { ...firstPage, start }, { student, is_preview: 'true' }),
      );
    },
  });
}
