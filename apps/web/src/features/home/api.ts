import {
  type GradeBand,
  heroImagesReplySchema,
  homepageCollectionsReplySchema,
  homepageResourcesReplySchema,
  promoAdsReplySchema,
  recommendationReplySchema,
} from '@lantern/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { getPageConfig } from '../../lib/page-config.ts';

/** The page's station (profile, else the visitor cookie); null on the national site. */
const pageStationId = () => getPageConfig().station?.organizationId ?? null;

/**
 * The homepage calls (spec 1 §7). The homepage always shows the teacher experience (spec 1 §2.5); the
 * student home asks for the student hero images and popular resources. Each section has its own query so one failing call leaves the
 * others standing. With a station chosen (page config), collections, ads and hero images are the
 * station's (`{organizationId}` variants; the server falls back to the national ones); the hero prefers
 * the station's header image from its local data.
 */
export const HOMEPAGE_PATHS = {
  heroImages: '/api/v2/hero-images/',
  featuredResources: '/api/v2/lm/homepage/resources/',
  series: '/api/v2/lm/homepage/series/',
  collections: '/api/v2/lm/homepage/collections/',
  ads: '/api/v2/get_adds/',
  recommendations: '/recommendation/',
  studentPopular: '/api/v2/student-popular-resources/',
} as const;

export const homepageQueries = {
  /** With a station: its own hero images when it has any, else the national ones (the server decides). */
  heroImages: (student: boolean, organizationId: number | null = null) =>
    queryOptions({
      queryKey: ['homepage', 'hero-images', { student, organizationId }],
      queryFn: ({ signal }) => {
        const query = new URLSearchParams(student ? { student: 'true' } : {});
        if (organizationId) query.set('organization_id', String(organizationId));
        return apiRequest(
          `${HOMEPAGE_PATHS.heroImages}${query.size ? `?${query}` : ''}`,
          heroImagesReplySchema,
          {
            signal,
          },
        );
      },
    }),
  featuredResources: () =>
    queryOptions({
      queryKey: ['homepage', 'featured-resources'],
      queryFn: ({ signal }) =>
        apiRequest(HOMEPAGE_PATHS.featuredResources, homepageResourcesReplySchema, { signal }),
    }),
  series: () =>
    queryOptions({
      queryKey: ['homepage', 'series'],
      queryFn: ({ signal }) => apiRequest(HOMEPAGE_PATHS.series, homepageCollectionsReplySchema, { signal }),
    }),
  /** With a station: its collections first, then the national ones. */
  collections: (organizationId: number | null = null) =>
    queryOptions({
      queryKey: ['homepage', 'collections', organizationId],
      queryFn: ({ signal }) =>
        apiRequest(
          `${HOMEPAGE_PATHS.collections}${organizationId ? `${organizationId}/` : ''}`,
          homepageCollectionsReplySchema,
          { signal },
        ),
    }),
  /** With a station: its running ads, or the national ones when it has none. */
  ads: (organizationId: number | null = null) =>
    queryOptions({
      queryKey: ['homepage', 'ads', organizationId],
      queryFn: ({ signal }) =>
        apiRequest(
          `${HOMEPAGE_PATHS.ads}${organizationId ? `${organizationId}/` : ''}`,
          promoAdsReplySchema,
          {
            signal,
          },
        ),
    }),
  recommendations: () =>
    queryOptions({
      queryKey: ['homepage', 'recommendations'],
      queryFn: ({ signal }) =>
        apiRequest(HOMEPAGE_PATHS.recommendations, recommendationReplySchema, { signal }),
    }),
  /** Popular with students, for the grade band chosen on the grade gate (all grades: null). */
  studentPopular: (grade: GradeBand | null) =>
    queryOptions({
      queryKey: ['homepage', 'student-popular', { grade }],
      queryFn: ({ signal }) =>
        apiRequest(
          `${HOMEPAGE_PATHS.studentPopular}${grade ? `?${new URLSearchParams({ grades: grade })}` : ''}`,
          homepageResourcesReplySchema,
          { signal },
        ),
    }),
};

export const useHeroImages = (student = false, organizationId = pageStationId()) =>
  useQuery(homepageQueries.heroImages(student, organizationId));
export const useStudentPopular = (grade: GradeBand | null) => useQuery(homepageQueries.studentPopular(grade));
export const useFeaturedResources = () => useQuery(homepageQueries.featuredResources());
export const useHomepageSeries = () => useQuery(homepageQueries.series());
export const useHomepageCollections = (organizationId = pageStationId()) =>
  useQuery(homepageQueries.collections(organizationId));
export const usePromoAds = (organizationId = pageStationId()) =>
  useQuery(homepageQueries.ads(organizationId));
/** Only asked for when the recommendations feature is on. */
export const useRecommendations = (enabled: boolean) =>
  useQuery({ ...homepageQueries.recommendations(), enabled });
