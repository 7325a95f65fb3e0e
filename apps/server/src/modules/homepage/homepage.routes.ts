import {
  apiErrorSchema,
  heroImagesQuerySchema,
  heroImagesReplySchema,
  homepageCollectionsReplySchema,
  homepageResourcesReplySchema,
  homepageVisibilityQuerySchema,
  ORGANIZATION_COOKIE,
  organizationParamsSchema,
  promoAdsReplySchema,
  recommendationQuerySchema,
  recommendationReplySchema,
  studentPopularQuerySchema,
  subjectCollectionsParamsSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { cookieOrganization } from '../../lib/organization-cookie.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { audienceKey, audienceOf, isStudent } from '../cards/index.ts';
import { sendCached } from '../read-cache/index.ts';
import * as homepage from './homepage.service.ts';
import { recommendationsFor } from './recommendation.service.ts';

/** Everything a list of the homepage depends on besides its address: the reply is the same for everyone with it. */
const keyOf = audienceKey;

const tags = ['homepage'];
const description = `Leaves out resources opted out by the station in the ${ORGANIZATION_COOKIE} cookie.`;
const notFoundReply = { 404: apiErrorSchema.describe('No station or subject with that id') };

/**
 * Homepage calls (spec 1 §7): sections, ads, hero images, popular resources, recommendations. The sections, ads
 * and hero images are the same for everyone in an audience: they come from the read cache (docs/decisions/0014).
 * Popular resources move with every view and recommendations are per user: computed each time.
 */
export async function homepageRoutes(app: FastifyInstance) {
  // The same for everyone in an audience: a cache may keep them but must ask again before reuse.
  const shared = { method: 'GET', access: 'public', cache: 'private' } as const;

  defineRoute(app, {
    ...shared,
    url: '/api/v2/lm/homepage/resources/',
    schema: {
      tags,
      summary: 'Featured resources of the homepage carousel',
      description,
      querystring: homepageVisibilityQuerySchema,
      response: { 200: homepageResourcesReplySchema },
    },
    handler: (request, reply) => {
      const audience = audienceOf(request, request.query);
      return sendCached(
        reply,
        app.readCache,
        ['featured', ...keyOf(audience)],
        homepageResourcesReplySchema,
        () => homepage.featuredResources(app.orm, audience),
      );
    },
  });

  defineRoute(app, {
    ...shared,
    url: '/api/v2/lm/homepage/collections/',
    schema: {
      tags,
      summary: 'Featured collections (national)',
      description,
      querystring: homepageVisibilityQuerySchema,
      response: { 200: homepageCollectionsReplySchema },
    },
    handler: (request, reply) => {
      const audience = audienceOf(request, request.query);
      return sendCached(
        reply,
        app.readCache,
        ['collections', ...keyOf(audience)],
        homepageCollectionsReplySchema,
        () => homepage.featuredCollections(app.orm, audience),
      );
    },
  });

  defineRoute(app, {
    ...shared,
    url: '/api/v2/lm/homepage/collections/:organizationId/',
    schema: {
      tags,
      summary: "A station's collections first, then the national featured collections",
      params: organizationParamsSchema,
      description,
      querystring: homepageVisibilityQuerySchema,
      response: { 200: homepageCollectionsReplySchema, ...notFoundReply },
    },
    handler: (request, reply) => {
      const audience = audienceOf(request, request.query);
      const { organizationId } = request.params;
      return sendCached(
        reply,
        app.readCache,
        ['station-collections', organizationId, ...keyOf(audience)],
        homepageCollectionsReplySchema,
        () => homepage.featuredCollections(app.orm, audience, organizationId),
      );
    },
  });

  defineRoute(app, {
    ...shared,
    url: '/api/v2/lm/homepage/subject_collections/:subject/',
    schema: {
      tags,
      summary: 'Collections of a subject (by id or slug), including its disciplines',
      params: subjectCollectionsParamsSchema,
      description,
      querystring: homepageVisibilityQuerySchema,
      response: { 200: homepageCollectionsReplySchema, ...notFoundReply },
    },
    handler: (request, reply) => {
      const audience = audienceOf(request, request.query);
      const { subject } = request.params;
      return sendCached(
        reply,
        app.readCache,
        ['subject-collections', subject, ...keyOf(audience)],
        homepageCollectionsReplySchema,
        () => homepage.subjectCollections(app.orm, subject, audience),
      );
    },
  });

  defineRoute(app, {
    ...shared,
    url: '/api/v2/lm/homepage/series/',
    schema: {
      tags,
      summary: "Award-winning series and collections ('Award Winning Series and Collections')",
      description,
      querystring: homepageVisibilityQuerySchema,
      response: { 200: homepageCollectionsReplySchema },
    },
    handler: (request, reply) => {
      const audience = audienceOf(request, request.query);
      return sendCached(
        reply,
        app.readCache,
        ['series', ...keyOf(audience)],
        homepageCollectionsReplySchema,
        () => homepage.awardWinningCollections(app.orm, audience),
      );
    },
  });

  defineRoute(app, {
    ...shared,
    url: '/api/v2/get_adds/',
    schema: {
      tags,
      summary:
        "'News and Events' ads: active, in their date window, sorted by spot (the cookie's station's, else national)",
      description: `The station in the ${ORGANIZATION_COOKIE} cookie shows its own ads when it has any running.`,
      response: { 200: promoAdsReplySchema },
    },
    handler: (request, reply) => {
      const cookieOrganizationId = cookieOrganization(request);
      return sendCached(reply, app.readCache, ['ads', cookieOrganizationId], promoAdsReplySchema, () =>
        homepage.promoAds(app.orm, { cookieOrganizationId }),
      );
    },
  });

  defineRoute(app, {
    ...shared,
    url: '/api/v2/get_adds/:organizationId/',
    schema: {
      tags,
      summary: "A station's running ads sorted by spot, or the national ones when it has none",
      params: organizationParamsSchema,
      response: { 200: promoAdsReplySchema, ...notFoundReply },
    },
    handler: (request, reply) => {
      const { organizationId } = request.params;
      return sendCached(reply, app.readCache, ['station-ads', organizationId], promoAdsReplySchema, () =>
        homepage.promoAds(app.orm, { organizationId }),
      );
    },
  });

  defineRoute(app, {
    ...shared,
    url: '/api/v2/hero-images/',
    errors: [404],
    schema: {
      tags,
      summary: 'Hero images of the teacher or student home (a station’s own when it has any)',
      querystring: heroImagesQuerySchema,
      response: { 200: heroImagesReplySchema, ...notFoundReply },
    },
    handler: (request, reply) => {
      const options = {
        student: isStudent(request, request.query.student),
        organizationId: request.query.organization_id,
      };
      return sendCached(
        reply,
        app.readCache,
        ['hero-images', options.student, options.organizationId],
        heroImagesReplySchema,
        () => homepage.heroImages(app.orm, options),
      );
    },
  });

  defineRoute(app, {
    ...shared,
    url: '/api/v2/student-popular-resources/',
    schema: {
      tags,
      summary: 'Student content most viewed and favorited by students lately, optionally for one grade band',
      description,
      querystring: studentPopularQuerySchema,
      response: { 200: homepageResourcesReplySchema },
    },
    handler: (request) =>
      homepage.studentPopularResources(app.orm, {
        // An explicit grades wins over the band the web app adds from the grade gate.
        grade: request.query.grades ?? request.query.student_grade ?? null,
        count: request.query.count,
        optOutOrganizationId: cookieOrganization(request),
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/recommendation/',
    access: 'public',
    // Per user (their favorites and views): never kept.
    cache: 'no-store',
    errors: [404],
    schema: {
      tags,
      summary:
        'Recommendations: what people with overlapping favorites and views engaged with, then popular resources (404 when the feature is off)',
      description,
      querystring: recommendationQuerySchema,
      response: {
        200: recommendationReplySchema,
        404: apiErrorSchema.describe('Recommendations are turned off'),
      },
    },
    handler: (request) =>
      recommendationsFor(app.orm, {
        enabled: app.config.features.recommendations,
        userId: request.caller?.id ?? null,
        audience: {
          student: isStudent(request, request.query.student),
          addOn: false,
          optOutOrganizationId: cookieOrganization(request),
        },
        count: request.query.count,
      }),
  });
}
