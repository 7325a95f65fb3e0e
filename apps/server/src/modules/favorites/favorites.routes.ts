import {
  createFavoriteBodySchema,
  createFavoriteReplySchema,
  favoriteIdParamsSchema,
  favoritesQuerySchema,
  favoritesReplySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteResource, listFavorites, unfavorite } from './favorites.service.ts';

/** Favorites (spec 2 Favorites, spec 3 §7): signed-in users, own records only. */
export async function favoritesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v2/favorites/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['favorites'],
        summary:
          "The signed-in user's favorite resources (lo_id: the resource id), newest first; lo_ids=12,345 answers only for those resources (at most 100)",
        querystring: favoritesQuerySchema,
        response: { 200: favoritesReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listFavorites(app.orm, request.session!.user.id, request.query.lo_ids);
    },
  );

  routes.post(
    '/api/v2/favorite/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['favorites'],
        summary:
          'Add a published resource to your favorites (201); already a favorite answers the same id (200)',
        body: createFavoriteBodySchema,
        response: { 200: createFavoriteReplySchema, 201: createFavoriteReplySchema },
      },
    },
    async (request, reply) => {
      const { favorite, created } = await favoriteResource(
        app.orm,
        request.session!.user.id,
        request.body.lo_id,
      );
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  routes.delete(
    '/api/v2/favorite/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['favorites'],
        summary: "Remove one of your favorites (someone else's favorite answers 404, like a missing one)",
        params: favoriteIdParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await unfavorite(app.orm, request.session!.user.id, Number(request.params.id));
      return reply.code(204).send(null);
    },
  );
}
