import { z } from 'zod';

/**
 * Favorites (spec 2 §3, §7; spec 3 §3): GET /api/v2/favorites/ (?lo_ids=… for some resources only), POST /api/v2/favorite/,
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

/** The most resource ids one lookup (GET /api/v2/favorites/?lo_ids=…) may ask about: a page of cards. */
export const FAVORITE_LOOKUP_MAX = 100;
export const FAVORITE_LOOKUP_ERROR = `lo_ids must list 1 to ${FAVORITE_LOOKUP_MAX} resource ids, whole numbers separated by commas, such as lo_ids=12,345.`;

/**
 * GET /api/v2/favorites/?lo_ids=12,345: only the caller's favorites among those resources (a card asks whether it
 * is a favorite without the whole list). Without lo_ids: every favorite. Repeated ids count once.
 */
export const favoritesQuerySchema = z.object({
  lo_ids: z
    .string({ error: FAVORITE_LOOKUP_ERROR })
    .regex(/^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$/, FAVORITE_LOOKUP_ERROR)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine(
      (ids) => ids.length <= FAVORITE_LOOKUP_MAX && ids.every((id) => id <= MAX_ID),
      FAVORITE_LOOKUP_ERROR,
    )
    .optional(),
});
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
