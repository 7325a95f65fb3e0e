import {
  collectionSearchInfoQuerySchema,
  collectionSearchInfoSchema,
  collectionSlugParamsSchema,
  ORGANIZATION_COOKIE,
  searchCollectionsQuerySchema,
  searchCollectionsReplySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { audienceOf } from '../cards/index.ts';
import { collectionPageRoutes } from './collection-page.routes.ts';
import { collectionCriteria, collectionSearchInfo, searchCollections } from './collections.service.ts';

/** Collection search and a collection's search info (spec 1 §7): public, read-only. */
export async function collectionDiscoveryRoutes(app: FastifyInstance) {
  await app.register(collectionPageRoutes);

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/search_collections/',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['search'],
      summary:
        'Search published collections by title and description; filters keep collections holding a matching resource',
      description: `Counts and keeps collections by the resources the organization in the ${ORGANIZATION_COOKIE} cookie has not opted out of.`,
      querystring: searchCollectionsQuerySchema,
      response: { 200: searchCollectionsReplySchema },
    },
    handler: async (request) => {
      const query = request.query;
      const criteria = collectionCriteria(query, audienceOf(request, query));
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      return searchCollections(app.orm, criteria, (start) => {
        const params = new URLSearchParams(rawQuery);
        params.set('start', String(start));
        return `/api/v2/search_collections/?${params.toString()}`;
      });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/collection/search_info/:slug',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['search'],
      summary:
        "A published collection's search filters: subjects (ch), content projects (cp) and custom filters",
      params: collectionSlugParamsSchema,
      querystring: collectionSearchInfoQuerySchema,
      response: { 200: collectionSearchInfoSchema },
    },
    handler: async (request) =>
      collectionSearchInfo(app.orm, request.params.slug, audienceOf(request, request.query)),
  });
}
