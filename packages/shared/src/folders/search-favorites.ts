import { z } from 'zod';
import { facetEntrySchema, SEARCH_Q_MAX_LENGTH, searchCardSchema } from '../search/index.ts';

/**
 * GET /api/v2/lesson-builder/search-favorites/ (spec 1 §7, spec 2 §3, spec 3 §7): search inside the caller's
 * own favorites, with the main search's text rules and facets (selected_facet / excluded_facet name:value,
 * facet_by), paged in the database. The /tools/favorites/ page and the dashboard's recent favorites use it.
 *
 * The audience rules of search apply: students (signed in, or student=true) see only student content;
 * add_on=true leaves out Lesson Plans; resources opted out by the station in the organization cookie are
 * left out. A favorite whose resource was unpublished or expired is not shown (and not counted).
 */

export const FAVORITES_SORTS = ['recent', 'title'] as const;
export type FavoritesSort = (typeof FAVORITES_SORTS)[number];
export const FAVORITES_PAGE_SIZE = 24;
export const FAVORITES_LIMIT_MAX = 100;
export const FAVORITES_OFFSET_MAX = 100_000;
/**
 * The facets counted when facet_by is not sent: the favorites page's filters. Counting costs in proportion to the
 * number of matching favorites and does not change with offset: send facet_by= (empty) to skip the counts, e.g. for
 * every page after the first, and for the dashboard's few recent favorites.
 */
export const FAVORITES_DEFAULT_FACETS = ['media_type', 'grades', 'subject'] as const;

const FACET_PARAM_MAX_LENGTH = 300;
const FACET_PARAM_MAX_COUNT = 50;
const repeated = (max: number) =>
  z
    .union([z.string().max(max), z.array(z.string().max(max)).max(FACET_PARAM_MAX_COUNT)])
    .optional()
    .describe('May be repeated');

export const searchFavoritesQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_Q_MAX_LENGTH, `The search text must be at most ${SEARCH_Q_MAX_LENGTH} characters.`)
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${FAVORITES_LIMIT_MAX}.` })
    .int(`limit must be a whole number from 1 to ${FAVORITES_LIMIT_MAX}.`)
    .min(1, `limit must be a whole number from 1 to ${FAVORITES_LIMIT_MAX}.`)
    .max(FAVORITES_LIMIT_MAX, `limit must be a whole number from 1 to ${FAVORITES_LIMIT_MAX}.`)
    .optional(),
  offset: z.coerce
    .number({ error: `offset must be a whole number from 0 to ${FAVORITES_OFFSET_MAX}.` })
    .int(`offset must be a whole number from 0 to ${FAVORITES_OFFSET_MAX}.`)
    .min(0, `offset must be a whole number from 0 to ${FAVORITES_OFFSET_MAX}.`)
    .max(FAVORITES_OFFSET_MAX, `offset must be a whole number from 0 to ${FAVORITES_OFFSET_MAX}.`)
    .optional(),
  /** Only resources are favorites; the parameter is accepted as the spec sends it. */
  object_type: z.enum(['resource'], { error: 'object_type must be resource.' }).optional(),
  selected_facet: repeated(FACET_PARAM_MAX_LENGTH).describe('name:value, may be repeated'),
  excluded_facet: repeated(FACET_PARAM_MAX_LENGTH).describe('name:value, may be repeated'),
  facet_by: repeated(400).describe(
    'Facet names, repeated or comma-separated; default media_type,grades,subject',
  ),
  /** recent: newest favorite first (default); title: A to Z. */
  sort: z.enum(FAVORITES_SORTS, { error: 'sort must be recent or title.' }).optional(),
  student: z.enum(['true', 'false']).optional(),
  add_on: z.enum(['true', 'false']).optional(),
});
export type SearchFavoritesQuery = z.infer<typeof searchFavoritesQuerySchema>;

/** A search card (with its lo_id, to file it) and what the favorites page needs to remove it (favorite_id). */
export const favoriteCardSchema = searchCardSchema.extend({
  favorite_id: z.number().int(),
  favorited_at: z.string(),
});
export type FavoriteCard = z.infer<typeof favoriteCardSchema>;

/** count: all matching favorites (not just this page). facets: counts per value, as the main search's meta.facets. */
export const searchFavoritesReplySchema = z.object({
  count: z.number().int(),
  objects: z.array(favoriteCardSchema),
  facets: z.record(z.string(), z.array(facetEntrySchema)),
});
export type SearchFavoritesReply = z.infer<typeof searchFavoritesReplySchema>;

export const searchFavoritesPath = '/api/v2/lesson-builder/search-favorites/';
