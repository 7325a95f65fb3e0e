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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cookieOrganization } from '../../lib/organization-cookie.ts';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' } as const;

  routes.get(
    '/api/v2/lm/homepage/resources/',
    {
      config,
      schema: {
        tags,
        summary: 'Featured resources of the homepage carousel',
        description,
        querystring: homepageVisibilityQuerySchema,
        response: { 200: homepageResourcesReplySchema },
      },
    },
    (request, reply) => {
      const audience = audienceOf(request, request.query);
      return sendCached(
        reply,
        app.readCache,
        ['featured', ...keyOf(audience)],
        homepageResourcesReplySchema,
        () => homepage.featuredResources(app.orm, audience),
      );
    },
  );

  routes.get(
    '/api/v2/lm/homepage/collections/',
    {
      config,
      schema: {
        tags,
        summary: 'Featured collections (national)',
        description,
        querystring: homepageVisibilityQuerySchema,
        response: { 200: homepageCollectionsReplySchema },
      },
    },
    (request, reply) => {
      const audience = audienceOf(request, request.query);
      return sendCached(
        reply,
        app.readCache,
        ['collections', ...keyOf(audience)],
        homepageCollectionsReplySchema,
        () => homepage.featuredCollections(app.orm, audience),
      );
    },
  );

  routes.get(
    '/api/v2/lm/homepage/collections/:organizationId/',
    {
      config,
      schema: {
        tags,
        summary: "A station's collections first, then the national featured collections",
        params: organizationParamsSchema,
        description,
        querystring: homepageVisibilityQuerySchema,
        response: { 200: homepageCollectionsReplySchema, ...notFoundReply },
      },
    },
    (request, reply) => {
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
  );

  routes.get(
    '/api/v2/lm/homepage/subject_collections/:subject/',
    {
      config,
      schema: {
        tags,
        summary: 'Collections of a subject (by id or slug), including its disciplines',
        params: subjectCollectionsParamsSchema,
        description,
        querystring: homepageVisibilityQuerySchema,
        response: { 200: homepageCollectionsReplySchema, ...notFoundReply },
      },
    },
    (request, reply) => {
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
  );

  routes.get(
    '/api/v2/lm/homepage/series/',
    {
      config,
      schema: {
        tags,
        summary: "Award-winning series and collections ('Award Winning Series and Collections')",
        description,
        querystring: homepageVisibilityQuerySchema,
        response: { 200: homepageCollectionsReplySchema },
      },
    },
    (request, reply) => {
      const audience = audienceOf(request, request.query);
      return sendCached(
        reply,
        app.readCache,
        ['series', ...keyOf(audience)],
        homepageCollectionsReplySchema,
        () => homepage.awardWinningCollections(app.orm, audience),
      );
    },
  );

  routes.get(
    '/api/v2/get_adds/',
    {
      config,
      schema: {
        tags,
        summary:
          "'News and Events' ads: active, in their date window, sorted by spot (the cookie's station's, else national)",
        description: `The station in the ${ORGANIZATION_COOKIE} cookie shows its own ads when it has any running.`,
        response: { 200: promoAdsReplySchema },
      },
    },
    (request, reply) => {
      const cookieOrganizationId = cookieOrganization(request);
      return sendCached(reply, app.readCache, ['ads', cookieOrganizationId], promoAdsReplySchema, () =>
        homepage.promoAds(app.orm, { cookieOrganizationId }),
      );
    },
  );

  routes.get(
    '/api/v2/get_adds/:organizationId/',
    {
      config,
      schema: {
        tags,
        summary: "A station's running ads sorted by spot, or the national ones when it has none",
        params: organizationParamsSchema,
        response: { 200: promoAdsReplySchema, ...notFoundReply },
      },
    },
    (request, reply) => {
      const { organizationId } = request.params;
      return sendCached(reply, app.readCache, ['station-ads', organizationId], promoAdsReplySchema, () =>
        homepage.promoAds(app.orm, { organizationId }),
      );
    },
  );

  routes.get(
    '/api/v2/hero-images/',
    {
      config,
      schema: {
        tags,
        summary: 'Hero images of the teacher or student home (a station’s own when it has any)',
        querystring: heroImagesQuerySchema,
        response: { 200: heroImagesReplySchema, ...notFoundReply },
      },
    },
    (request, reply) => {
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
  );

  routes.get(
    '/api/v2/student-popular-resources/',
    {
      config,
      schema: {
        tags,
        summary:
          'Student content most viewed and favorited by students lately, optionally for one grade band',
        description,
        querystring: studentPopularQuerySchema,
        response: { 200: homepageResourcesReplySchema },
      },
    },
    (request) =>
      homepage.studentPopularResources(app.orm, {
        // An explicit grades wins over the band the web app adds from the grade gate.
        grade: request.query.grades ?? request.query.student_grade ?? null,
        count: request.query.count,
        optOutOrganizationId: cookieOrganization(request),
      }),
  );

  routes.get(
    '/recommendation/',
    {
      config: { access: 'public', apiKey: true },
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
    },
    (request) =>
      recommendationsFor(app.orm, {
        enabled: app.config.features.recommendations,
        userId: request.session?.user.id ?? null,
        audience: {
          student: isStudent(request, request.query.student),
          addOn: false,
          optOutOrganizationId: cookieOrganization(request),
        },
        count: request.query.count,
      }),
  );
}
