import {
  createFavoriteBodySchema,
  createFavoriteReplySchema,
  favoriteIdParamsSchema,
  favoritesQuerySchema,
  favoritesReplySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../plugins/define-route.ts';
import { favoriteResource, listFavorites, unfavorite } from './favorites.service.ts';

/** Favorites (spec 2 Favorites, spec 3 §7): signed-in users, own records only. */
export async function favoritesRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/favorites/',
    access: 'signed-in',
    cache: 'no-store',
    schema: {
      tags: ['favorites'],
      summary:
        "The signed-in user's favorite resources (lo_id: the resource id), newest first; lo_ids=12,345 answers only for those resources (at most 100)",
      querystring: favoritesQuerySchema,
      response: { 200: favoritesReplySchema },
    },
    handler: async (request) => listFavorites(app.orm, request.caller.id, request.query.lo_ids),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/favorite/',
    access: 'signed-in',
    cache: 'no-store',
    errors: [404],
    schema: {
      tags: ['favorites'],
      summary:
        'Add a published resource to your favorites (201); already a favorite answers the same id (200)',
      body: createFavoriteBodySchema,
      response: { 200: createFavoriteReplySchema, 201: createFavoriteReplySchema },
    },
    handler: async (request, reply) => {
      const { favorite, created } = await favoriteResource(app.orm, request.caller.id, request.body.lo_id);
      return reply.code(created ? 201 : 200).send(favorite);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/v2/favorite/:id/',
    access: 'signed-in',
    cache: 'no-store',
    schema: {
      tags: ['favorites'],
      summary: "Remove one of your favorites (someone else's favorite answers 404, like a missing one)",
      params: favoriteIdParamsSchema,
      response: { 204: z.null().describe('Removed') },
    },
    handler: async (request, reply) => {
      await unfavorite(app.orm, request.caller.id, Number(request.params.id));
      return reply.code(204).send(null);
    },
  });
}
