import { z } from 'zod';

/**
 * Favorites (spec 2 §3, §7; spec 3 §3): GET /api/v2/favorites/, POST /api/v2/favorite/,
 * DELETE /api/v2/favorite/{id}/. Signed-in users only; each user sees and changes only their own.
 *
 * lo_id is the learning object's id: the `id` of the resource detail (GET /api/v2/resource/{code}/), a
 * whole number. The resource detail's `favorite_id` is the `id` of the caller's favorite, or null.
 */

/** Database ids are bigint; beyond this a JavaScript number cannot hold them exactly. */
const MAX_ID = Number.MAX_SAFE_INTEGER;

export const favoriteSchema = z.object({
  /** The favorite's own id (DELETE /api/v2/favorite/{id}/). */
  id: z.number().int(),
  /** The favorited resource's id. */
  lo_id: z.number().int(),
  /** The favorited resource's code, for links (/resource/{code}). */
  resource_code: z.string(),
  created_at: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** The caller's favorites, newest first. */
export const favoritesReplySchema = z.object({ objects: z.array(favoriteSchema) });
export type FavoritesReply = z.infer<typeof favoritesReplySchema>;

export const createFavoriteBodySchema = z.object({
  lo_id: z
    .number({ error: 'lo_id must be the id of a resource, a whole number such as 1234.' })
    .int('lo_id must be the id of a resource, a whole number such as 1234.')
    .positive('lo_id must be the id of a resource, a whole number such as 1234.')
    .max(MAX_ID, 'lo_id is not the id of any resource.'),
});
export type CreateFavoriteBody = z.infer<typeof createFavoriteBodySchema>;

/** 201 when the favorite was made, 200 when the resource was already a favorite (the same id again). */
export const createFavoriteReplySchema = favoriteSchema;

export const favoriteIdParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,15}$/, 'A favorite id is a whole number such as 12.'),
});
