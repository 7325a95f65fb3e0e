import type { z } from 'zod';
import * as zm from 'zod/mini';
import { COLLECTION_TYPES } from '../catalog/catalog-enums.ts';
import { searchCardMiniSchema } from '../search/search-card.ts';

/**
 * Homepage calls (spec 1 §2.5, §3, §7): featured resources and collections, 'News and Events' ads, hero
 * images, popular resources for students and recommendations. Resource objects are the search card
 * (`searchCardSchema`), so one card component draws both.
 *
 * Visibility is the search rule: only published, unexpired resources; students (signed in, or student=true)
 * see student content only and no Lesson Plans; the add-on view (add_on=true) shows no Lesson Plans and
 * no collections.
 *
 * The replies are written in zod/mini: the home page parses them in the home route's first load, where
 * classic zod would add about 20 KB gzipped (docs/decisions/0027).
 * The query schemas (classic zod, server only) are in homepage-queries.ts.
 */

export const HOMEPAGE_LIST_MAX = 24;
/** Spec 1 §9: a collection card shows at most its first 5 resources. */
export const COLLECTION_PREVIEW_RESOURCES = 5;
export const RECOMMENDATIONS_DEFAULT_COUNT = 12;
export const STUDENT_POPULAR_DEFAULT_COUNT = 12;

export const homepageResourcesReplySchema = zm.object({ objects: zm.array(searchCardMiniSchema) });
export type HomepageResourcesReply = z.infer<typeof homepageResourcesReplySchema>;

export const collectionPreviewResourceSchema = zm.object({
  resource_code: zm.string(),
  title: zm.string(),
  media_type: zm.string(),
  poster: zm.nullable(zm.string()),
  url: zm.string(),
});

export const homepageCollectionSchema = zm.object({
  slug: zm.string(),
  title: zm.string(),
  type: zm.enum(COLLECTION_TYPES),
  media_type: zm.literal('Collection'),
  description: zm.string(),
  poster: zm.nullable(zm.string()),
  grades: zm.array(zm.string()),
  /** Visible resources in the collection and its subcollections. */
  resource_count: zm.int(),
  /** The first resources, at most COLLECTION_PREVIEW_RESOURCES. */
  resources: zm.array(collectionPreviewResourceSchema),
  url: zm.string(),
});
export type HomepageCollection = z.infer<typeof homepageCollectionSchema>;

export const homepageCollectionsReplySchema = zm.object({ objects: zm.array(homepageCollectionSchema) });
export type HomepageCollectionsReply = z.infer<typeof homepageCollectionsReplySchema>;

/** Spec 1 §3 promotional ad, plus the image's text alternative. */
export const promoAdSchema = zm.object({
  spot: zm.int(),
  image_its: zm.string(),
  image_alt: zm.string(),
  description: zm.string(),
  callToActionLink: zm.string(),
  callToActionText: zm.string(),
});
export type PromoAd = z.infer<typeof promoAdSchema>;

/** Active ads within their date window, sorted ascending by spot. */
export const promoAdsReplySchema = zm.object({ ads: zm.array(promoAdSchema) });
export type PromoAdsReply = z.infer<typeof promoAdsReplySchema>;

export const heroImageSchema = zm.object({ image_url: zm.string(), alt_text: zm.string() });
export const heroImagesReplySchema = zm.object({ results: zm.array(heroImageSchema) });
export type HeroImage = z.infer<typeof heroImageSchema>;
export type HeroImagesReply = z.infer<typeof heroImagesReplySchema>;

/**
 * basis: 'similar_users' — people who favorited or viewed what you did also favorited or viewed it;
 * 'popular' — filled in from the most engaged-with resources when there is too little to go on.
 */
export const recommendationSchema = zm.extend(searchCardMiniSchema, {
  basis: zm.enum(['similar_users', 'popular']),
});
export const recommendationReplySchema = zm.object({ results: zm.array(recommendationSchema) });
export type Recommendation = z.infer<typeof recommendationSchema>;
export type RecommendationReply = z.infer<typeof recommendationReplySchema>;
