import { z } from 'zod';
import { COLLECTION_TYPES } from '../catalog/catalog-enums.ts';
import { apiErrorSchema } from '../errors.ts';
import { SEARCH_PAGE_SIZE, searchCardSchema, searchQuerySchema } from '../search/index.ts';

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
    add_on: true,
    facet_by: true,
    student_grade: true,
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

/**
 * Collection page (spec 3 "Collection page", §7 prefix /api/v2/collection/):
 * - GET /api/v2/collection/{slug}/ — a published collection with its first page of resources and its
 *   subcollections; an unpublished one is a 404 whose body has status 'UNPUBLISHED'.
 * - GET /api/v2/collection_preview/{slug}/?is_preview=true — the same whatever the collection's state, for
 *   admins and members of the collection's organization (docs/decisions/0006); its resources and
 *   subcollections include unpublished and expired ones. /collection/resources/ takes is_preview=true too.
 * - GET /api/v2/collection/resources/?slug=…&grade=…&start=…&count=… — paging through the resources.
 *   (A collection whose slug is 'resources' or 'search_info' is shadowed by these calls.)
 *
 * grade is a browse grade slug (prek, early-elementary, upper-elementary, middle-school, high-school) or
 * 'N/A', the default, meaning all grades. Resources follow the caller's search rules: published and
 * unexpired (outside preview), student content for students, the organization cookie's opt-outs.
 */
export const COLLECTION_GRADE_ALL = 'N/A';
export const COLLECTION_GRADE_SLUGS = [
  'prek',
  'early-elementary',
  'upper-elementary',
  'middle-school',
  'high-school',
] as const;
export const COLLECTION_RESOURCES_PAGE_SIZE = 24;
export const COLLECTION_RESOURCES_COUNT_MAX = 50;

/**
 * Error reply of the collection page calls, shaped like the resource detail's: `status` repeats the HTTP
 * status and `error.status` says why. 404 NOT_FOUND: no collection has the slug; 404 UNPUBLISHED: it is
 * unpublished and asked for outside preview; 401/403 UNPUBLISHED: a preview asked for by a visitor or by
 * someone who may not preview this collection.
 */
export const COLLECTION_ERROR_STATUSES = ['NOT_FOUND', 'UNPUBLISHED'] as const;
export type CollectionErrorStatus = (typeof COLLECTION_ERROR_STATUSES)[number];

export const collectionErrorReplySchema = apiErrorSchema.extend({
  status: z.number().int(),
  error: z.object({ collection_slug: z.string(), status: z.enum(COLLECTION_ERROR_STATUSES) }),
});
export type CollectionErrorReply = z.infer<typeof collectionErrorReplySchema>;

const collectionGradeSchema = z.enum([COLLECTION_GRADE_ALL, ...COLLECTION_GRADE_SLUGS], {
  error: `grade must be ${COLLECTION_GRADE_ALL} (all grades) or one of ${COLLECTION_GRADE_SLUGS.join(', ')}.`,
});

const collectionPagingSchema = z.object({
  grade: collectionGradeSchema.optional(),
  start: z.coerce
    .number({ error: 'start must be a whole number from 0.' })
    .int('start must be a whole number from 0.')
    .min(0, 'start must be a whole number from 0.')
    .max(10_000, 'start must be at most 10000.')
    .optional(),
  count: z.coerce
    .number({ error: `count must be a whole number from 1 to ${COLLECTION_RESOURCES_COUNT_MAX}.` })
    .int(`count must be a whole number from 1 to ${COLLECTION_RESOURCES_COUNT_MAX}.`)
    .min(1, `count must be a whole number from 1 to ${COLLECTION_RESOURCES_COUNT_MAX}.`)
    .max(
      COLLECTION_RESOURCES_COUNT_MAX,
      `count must be a whole number from 1 to ${COLLECTION_RESOURCES_COUNT_MAX}.`,
    )
    .optional(),
  student: z.enum(['true', 'false']).optional(),
  is_preview: z.enum(['true', 'false']).optional(),
});

/** Detail: the grade and count of its first page of resources. */
export const collectionDetailQuerySchema = collectionPagingSchema.omit({ start: true, is_preview: true });
export type CollectionDetailQuery = z.infer<typeof collectionDetailQuerySchema>;

/** The preview call, as the resource preview: is_preview=true is part of its address. */
export const collectionPreviewQuerySchema = collectionDetailQuerySchema.extend({
  is_preview: z.literal('true', { error: 'is_preview must be true on the preview call.' }),
});
export type CollectionPreviewQuery = z.infer<typeof collectionPreviewQuerySchema>;

export const collectionResourcesQuerySchema = collectionPagingSchema.extend({ slug: collectionSlugSchema });
export type CollectionResourcesQuery = z.infer<typeof collectionResourcesQuerySchema>;

/** A page of a collection's resources (the search card shape), with the address of the next page. */
export const collectionResourcesReplySchema = z.object({
  objects: z.array(searchCardSchema),
  meta: z.object({ total: z.number().int(), next_uri: z.string().nullable(), grade: collectionGradeSchema }),
});
export type CollectionResourcesReply = z.infer<typeof collectionResourcesReplySchema>;

export const collectionDetailSchema = z.object({
  id: z.number().int(),
  guid: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(COLLECTION_TYPES),
  media_type: z.literal('Collection'),
  status: z.enum(['published', 'unpublished']),
  /** True when answered through the preview call. */
  is_preview: z.boolean(),
  poster: z.string().nullable(),
  canonical_url: z.string(),
  /** The collection page (/collection/{slug}/). */
  url: z.string(),
  grades: z.array(z.string()),
  subjects: z.array(z.object({ id: z.number().int(), title: z.string() })),
  organization: z
    .object({ entity_id: z.number().int(), name: z.string(), logo_color: z.string().nullable() })
    .nullable(),
  project: z.object({ slug: z.string(), title: z.string() }).nullable(),
  /** The grade filter's choices: grades the collection's resources have, with how many (N/A: all). */
  grade_options: z.array(
    z.object({ slug: collectionGradeSchema, label: z.string(), count: z.number().int() }),
  ),
  /** The first page of resources (next_uri continues with /api/v2/collection/resources/). */
  resources: collectionResourcesReplySchema,
  /** Published subcollections (all in preview), in the editors' order. */
  subcollections: z.array(collectionCardSchema),
  /** Whether GET /api/v2/collection/search_info/{slug} has filters worth showing. */
  has_search_filters: z.boolean(),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;
