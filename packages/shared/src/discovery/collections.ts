import { z } from 'zod';
import { COLLECTION_TYPES } from '../catalog/catalog-enums.ts';
import { SEARCH_PAGE_SIZE, searchQuerySchema } from '../search/index.ts';

/**
 * GET /api/v2/search_collections/ and GET /api/v2/collection/search_info/{slug} (spec 1 §3, §7).
 *
 * Collection search takes the search params. q matches a collection's title (weighted highest) and
 * description; selected_facet / excluded_facet and student keep the collections that hold at least one
 * resource the same resource search would show; collection_slug searches the subcollections of that
 * collection. Excluding media_type Collection (the add-on view) leaves nothing.
 */

export const COLLECTION_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const COLLECTION_SLUG_MAX_LENGTH = 150;

export const collectionSlugSchema = z
  .string()
  .max(COLLECTION_SLUG_MAX_LENGTH, `A collection slug has at most ${COLLECTION_SLUG_MAX_LENGTH} characters.`)
  .regex(COLLECTION_SLUG_PATTERN, 'Not a collection slug: use lowercase letters, digits and single hyphens.');

export const COLLECTION_RANK_BY = ['relevance', 'newest', 'title'] as const;

export const searchCollectionsQuerySchema = searchQuerySchema
  .pick({
    q: true,
    selected_facet: true,
    excluded_facet: true,
    start: true,
    count: true,
    collection_slug: true,
    student: true,
    facet_by: true,
  })
  .extend({ rank_by: z.enum(COLLECTION_RANK_BY).optional() });
export type SearchCollectionsQuery = z.infer<typeof searchCollectionsQuerySchema>;

export const COLLECTION_SEARCH_PAGE_SIZE = SEARCH_PAGE_SIZE;

/** A collection card (spec 3 §3 learning object with media type Collection). */
export const collectionCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(COLLECTION_TYPES),
  media_type: z.literal('Collection'),
  poster: z.string().nullable(),
  grades: z.array(z.string()),
  subjects: z.array(z.object({ id: z.number().int(), title: z.string() })),
  resources_count: z.number().int(),
  url: z.string(),
});
export type CollectionCard = z.infer<typeof collectionCardSchema>;

export const searchCollectionsReplySchema = z.object({
  objects: z.array(collectionCardSchema),
  meta: z.object({ total: z.number().int(), next_uri: z.string().nullable() }),
});
export type SearchCollectionsReply = z.infer<typeof searchCollectionsReplySchema>;

export const collectionSlugParamsSchema = z.object({ slug: collectionSlugSchema });
export const collectionSearchInfoQuerySchema = searchQuerySchema.pick({ student: true });

/** One search filter of a premium collection; `facet` is the selected_facet value that applies it. */
export const collectionFilterSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  title: z.string(),
  facet: z.string().nullable(),
  /** Visible resources of the collection that the filter keeps. */
  count: z.number().int(),
});
export type CollectionFilter = z.infer<typeof collectionFilterSchema>;

/**
 * Search info of a collection: ch_filter (subjects, facet subject:{id}), cp_filter (content projects,
 * facet cp:{slug}) and custom_filters (curated lists of the collection's resources, id = filter value).
 * Each is a list, empty when the collection has none.
 */
export const collectionSearchInfoSchema = z.object({
  slug: z.string(),
  title: z.string(),
  type: z.enum(COLLECTION_TYPES),
  ch_filter: z.array(collectionFilterSchema),
  cp_filter: z.array(collectionFilterSchema),
  custom_filters: z.array(collectionFilterSchema),
});
export type CollectionSearchInfo = z.infer<typeof collectionSearchInfoSchema>;
