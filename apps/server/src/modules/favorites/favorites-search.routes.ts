import { searchFavoritesQuerySchema, searchFavoritesReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audienceOf } from '../cards/index.ts';
import { searchFavorites } from './favorites-search.service.ts';

/** Search inside one's own favorites (spec 1 §7, spec 3 §7): signed-in users, never cached (one user's). */
export async function favoritesSearchRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v2/lesson-builder/search-favorites/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['favorites'],
        summary:
          'Search your favorites: q, the facets of search (selected_facet, excluded_facet, facet_by), sort (recent, title), limit and offset',
        querystring: searchFavoritesQuerySchema,
        response: { 200: searchFavoritesReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.session?.user;
      if (!user) throw new Error('signed-in route without a session');
      return searchFavorites(app.orm, user.id, request.query, audienceOf(request, request.query));
    },
  );
}
