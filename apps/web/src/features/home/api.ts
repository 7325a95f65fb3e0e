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
/** The `{organizationId}/` variant of a homepage call when a station is chosen (spec 1 §7). */
const stationScoped = (path: string, organizationId: number | null) =>
  organizationId === null ? path : `${path}${organizationId}/`;

/**
 * The homepage calls (spec 1 §7). The homepage always shows the teacher experience (spec 1 §2.5); the
 * student home asks for the student hero images and popular resources. Each section has its own query so one failing call leaves the
 * others standing.
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
  /** A station's own hero images when it has any, else the national ones (the server decides). */
  heroImages: (student: boolean, organizationId: number | null = null) =>
    queryOptions({
      queryKey: ['homepage', 'hero-images', { student, organizationId }],
      queryFn: ({ signal }) => {
        const query = new URLSearchParams();
        if (student) query.set('student', 'true');
        if (organizationId !== null) query.set('organization_id', String(organizationId));
        const search = query.size > 0 ? `?${query}` : '';
        return apiRequest(`${HOMEPAGE_PATHS.heroImages}${search}`, heroImagesReplySchema, { signal });
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
      queryKey: ['homepage', 'collections', { organizationId }],
      queryFn: ({ signal }) =>
        apiRequest(
          stationScoped(HOMEPAGE_PATHS.collections, organizationId),
          homepageCollectionsReplySchema,
          { signal },
        ),
    }),
  /** With a station: its running ads, or the national ones when it has none. */
  ads: (organizationId: number | null = null) =>
    queryOptions({
      queryKey: ['homepage', 'ads', { organizationId }],
      queryFn: ({ signal }) =>
        apiRequest(stationScoped(HOMEPAGE_PATHS.ads, organizationId), promoAdsReplySchema, { signal }),
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
