import { searchFavoritesQuerySchema, searchFavoritesReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { audienceOf } from '../cards/index.ts';
import { searchFavorites } from './favorites-search.service.ts';

/** Search inside one's own favorites (spec 1 §7, spec 3 §7): signed-in users, never cached (one user's). */
export async function favoritesSearchRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/lesson-builder/search-favorites/',
    access: 'signed-in',
    cache: 'no-store',
    schema: {
      tags: ['favorites'],
      summary:
        'Search your favorites: q, the facets of search (selected_facet, excluded_facet, facet_by), sort (recent, title), limit and offset',
      querystring: searchFavoritesQuerySchema,
      response: { 200: searchFavoritesReplySchema },
    },
    handler: async (request) =>
      searchFavorites(app.orm, request.caller.id, request.query, audienceOf(request, request.query)),
  });
}
