import { z } from 'zod';
import { COLLECTION_TYPES } from '../catalog/catalog-enums.ts';
import { GRADE_BANDS } from '../constants.ts';
import { searchCardSchema } from '../search/index.ts';

/**
 * Homepage calls (spec 1 §2.5, §3, §7): featured resources and collections, 'News and Events' ads, hero
 * images, popular resources for students and recommendations. Resource objects are the search card
 * (`searchCardSchema`), so one card component draws both.
 *
 * Visibility is the search rule: only published, unexpired resources; students (signed in, or student=true)
 * see student content only and no Lesson Plans; the add-on view (add_on=true) shows no Lesson Plans and
 * no collections.
 */

export const HOMEPAGE_LIST_MAX = 24;
/** Spec 1 §9: a collection card shows at most its first 5 resources. */
export const COLLECTION_PREVIEW_RESOURCES = 5;
export const RECOMMENDATIONS_DEFAULT_COUNT = 12;
export const STUDENT_POPULAR_DEFAULT_COUNT = 12;

const flag = z.enum(['true', 'false']).optional();

export const homepageVisibilityQuerySchema = z.object({
  student: flag.describe('true: the student experience (student content only, no Lesson Plans)'),
  add_on: flag.describe('true: the add-on view (no Lesson Plans, no collections)'),
});
export type HomepageVisibilityQuery = z.infer<typeof homepageVisibilityQuerySchema>;

const organizationId = z
  .string()
  .max(20)
  .regex(/^[1-9][0-9]{0,14}$/, 'organizationId must be a station id: a whole number, for example 12.')
  .transform(Number);

export const organizationParamsSchema = z.object({ organizationId });

export const subjectCollectionsParamsSchema = z.object({
  subject: z
    .string()
    .max(100)
    .regex(
      /^([0-9]{1,9}|(?![0-9]+$)[a-z0-9]+(-[a-z0-9]+)*)$/,
      'subject must be a subject id (for example 8337) or a subject slug (for example science).',
    ),
});

export const homepageResourcesReplySchema = z.object({ objects: z.array(searchCardSchema) });
export type HomepageResourcesReply = z.infer<typeof homepageResourcesReplySchema>;

export const collectionPreviewResourceSchema = z.object({
  resource_code: z.string(),
  title: z.string(),
  media_type: z.string(),
  poster: z.string().nullable(),
  url: z.string(),
});

export const homepageCollectionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  type: z.enum(COLLECTION_TYPES),
  media_type: z.literal('Collection'),
  description: z.string(),
  poster: z.string().nullable(),
  grades: z.array(z.string()),
  /** Visible resources in the collection and its subcollections. */
  resource_count: z.number().int(),
  /** The first resources, at most COLLECTION_PREVIEW_RESOURCES. */
  resources: z.array(collectionPreviewResourceSchema),
  url: z.string(),
});
export type HomepageCollection = z.infer<typeof homepageCollectionSchema>;

export const homepageCollectionsReplySchema = z.object({ objects: z.array(homepageCollectionSchema) });
export type HomepageCollectionsReply = z.infer<typeof homepageCollectionsReplySchema>;

/** Spec 1 §3 promotional ad, plus the image's text alternative. */
export const promoAdSchema = z.object({
  spot: z.number().int(),
  image_its: z.string(),
  image_alt: z.string(),
  description: z.string(),
  callToActionLink: z.string(),
  callToActionText: z.string(),
});
export type PromoAd = z.infer<typeof promoAdSchema>;

/** Active ads within their date window, sorted ascending by spot. */
export const promoAdsReplySchema = z.object({ ads: z.array(promoAdSchema) });
export type PromoAdsReply = z.infer<typeof promoAdsReplySchema>;

export const heroImagesQuerySchema = z.object({
  student: flag.describe('true: the student home hero images'),
  organization_id: organizationId.optional().describe('A station: its hero images when it has any'),
});

export const heroImageSchema = z.object({ image_url: z.string(), alt_text: z.string() });
export const heroImagesReplySchema = z.object({ results: z.array(heroImageSchema) });
export type HeroImage = z.infer<typeof heroImageSchema>;
export type HeroImagesReply = z.infer<typeof heroImagesReplySchema>;

const count = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(HOMEPAGE_LIST_MAX, `count must be at most ${HOMEPAGE_LIST_MAX}.`)
    .default(fallback);

export const studentPopularQuerySchema = z.object({
  grades: z.enum(GRADE_BANDS).optional().describe('The grade-gate band: only resources for it'),
  count: count(STUDENT_POPULAR_DEFAULT_COUNT),
});
export type StudentPopularQuery = z.infer<typeof studentPopularQuerySchema>;

export const recommendationQuerySchema = z.object({
  student: flag,
  count: count(RECOMMENDATIONS_DEFAULT_COUNT),
});
export type RecommendationQuery = z.infer<typeof recommendationQuerySchema>;

/**
 * basis: 'similar_users' — people who favorited or viewed what you did also favorited or viewed it;
 * 'popular' — filled in from the most engaged-with resources when there is too little to go on.
 */
export const recommendationSchema = searchCardSchema.extend({
  basis: z.enum(['similar_users', 'popular']),
});
export const recommendationReplySchema = z.object({ results: z.array(recommendationSchema) });
export type Recommendation = z.infer<typeof recommendationSchema>;
export type RecommendationReply = z.infer<typeof recommendationReplySchema>;
