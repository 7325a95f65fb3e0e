import type { PageConfig, PageStation } from '@lantern/shared';
import type { FastifyRequest } from 'fastify';

/** The page configuration for this request's user, embedded in index.html. */
export function buildPageConfig(request: FastifyRequest, station: PageStation | null = null): PageConfig {
  const { config, webApiKey } = request.server;
  const user = request.session?.user ?? null;
  const isAdmin = user?.role === 'admin';
  return {
    productName: config.productName,
    apiKey: webApiKey,
    isLoggedIn: user !== null,
    isStudent: user?.role === 'student',
    hasAdminDisplay: isAdmin,
    isSuperUser: Boolean(isAdmin && user?.isSuperuser),
    isUserImpersonated: false,
    isImpersonatedUserActive: false,
    firstName: user?.firstName ?? null,
    stationCallSign: station?.callSign ?? null,
    station,
    features: { recommendations: config.features.recommendations },
    errorSampleRate: config.errorSampleRate,
    version: config.version,
    adminLinks: isAdmin
      ? [
          { url: '/api/docs', title: 'API documentation' },
          { url: '/staff/newsletter', title: 'Newsletter subscribers' },
        ]
      : [],
    accountProviders: config.oidc.providers.map(({ id, label }) => ({ id, label })),
    siteLinks: config.siteLinks,
  };
}
