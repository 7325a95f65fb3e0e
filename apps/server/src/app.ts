import fastifyCookie from '@fastify/cookie';
import { friendlyZodMessage } from '@lantern/shared';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database, Orm } from './db/client.ts';
import { assignmentForPlayer, assignmentsRoutes } from './modules/assignments/index.ts';
import { accountRoutes } from './modules/auth/account-routes.ts';
import { oidcRoutes } from './modules/auth/oidc.routes.ts';
import { classesRoutes } from './modules/classes/index.ts';
import { discoveryRoutes } from './modules/discovery/discovery.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { favoritesSearchRoutes } from './modules/favorites/favorites-search.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { foldersRoutes } from './modules/folders/folders.routes.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { homepageRoutes } from './modules/homepage/homepage.routes.ts';
import { lessonPlanRoutes } from './modules/lesson-plan/lesson-plan.routes.ts';
import { lessonsRoutes } from './modules/lessons/lessons.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { ensureWebClientKey } from './modules/platform/api-keys.service.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { readCatalogValidity } from './modules/read-cache/catalog-validity.repo.ts';
import { ReadCache, type ReadCacheOptions } from './modules/read-cache/read-cache.ts';
import { resourceRoutes } from './modules/resource/resource.routes.ts';
import { schoolsRoutes } from './modules/schools/schools.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { seoRoutes } from './modules/seo/index.ts';
import { stationsRoutes } from './modules/stations/stations.routes.ts';
import { ownedUploadImages } from './modules/ugc/index.ts';
import { ugcRoutes } from './modules/ugc/ugc.routes.ts';
import compression from './plugins/compression.ts';
import errorHandler, { sendError } from './plugins/error-handler.ts';
import openapi from './plugins/openapi.ts';
import type { FinishedPage } from './plugins/page-bytes.ts';
import { createPageCache } from './plugins/page-cache.ts';
import pagePreloads from './plugins/page-preloads.ts';
import rateLimit from './plugins/rate-limit.ts';
import rejectUnstorableText from './plugins/reject-unstorable-text.ts';
import requestGuard from './plugins/request-guard.ts';
import { type Access, requiresApiKey } from './plugins/route-access.ts';
import securityHeaders from './plugins/security-headers.ts';
import spa from './plugins/spa.ts';
import unmatchedApi from './plugins/unmatched-api.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    orm: Orm;
    /** Replies of public reads, per catalog version (docs/decisions/0014). */
    readCache: ReadCache;
    /** Public pages rendered for visitors, per catalog version of readCache (docs/decisions/0075). */
    pageCache: ReadCache<FinishedPage>;
    webApiKey: string;
    /** Every registered route with its declared access, for the access-control tests. */
    routeCatalog: { method: string; url: string; access: Access; privacyGate: boolean; apiKey: boolean }[];
  }
}

z.config({ customError: friendlyZodMessage });

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino logger options; tests pass false. */
  logger?: boolean | { level: string };
  /** Read cache settings; tests read the catalog version for every request. */
  readCache?: Partial<ReadCacheOptions>;
  /** Rendered-page cache settings over the configured ones; tests turn it off with maxEntries 0. */
  pageCache?: Partial<ReadCacheOptions>;
}

/** Builds the whole application without listening; tests drive it through app.inject. */
export async function buildApp({
  config,
  database,
  logger,
  readCache,
  pageCache,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors: (error, _request, reply) => {
      sendError(reply, 400, 'bad_request', `The request could not be read: ${error.message}`);
    },
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('orm', database.orm);
  app.decorate('readCache', new ReadCache(() => readCatalogValidity(database.orm), readCache));
  app.decorate('pageCache', createPageCache(app.readCache, config.pageCache, pageCache));
  app.decorate('webApiKey', await ensureWebClientKey(database.orm));
  app.decorate('routeCatalog', []);
  app.addHook('onRoute', (route) => {
    // Documentation and built assets are public by nature; the plugins that serve them cannot declare it.
    if (route.url.startsWith('/api/docs') || route.url.startsWith('/assets/')) {
      route.config = { ...route.config, access: 'public', apiKey: false };
    } else if (!route.config?.errorReplies && !(route.schema as { hide?: boolean } | undefined)?.hide) {
      // Documented routes are declared one way (docs/decisions/0065-route-definitions.md).
      throw new Error(`Route ${route.method} ${route.url} is not declared with defineRoute`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeCatalog.push({
        method,
        url: route.url,
        access: route.config?.access as Access,
        privacyGate: route.config?.privacyGate === true,
        apiKey: requiresApiKey(route.url, route.config?.apiKey),
      });
    }
  });

  // One log line per request, with the path but never the query string (it can carry tokens).
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text/plain body would reach the handlers as a bare string (and is a
  // content type browsers send cross-site without a preflight), so it gets the 415 reply instead.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyCookie);
  // Before every route: each route's compression is set up as it is added.
  await app.register(compression);
  await app.register(securityHeaders);
  await app.register(rateLimit);
  await app.register(errorHandler);
  await app.register(openapi);
  await app.register(requestGuard);
  await app.register(rejectUnstorableText);
  await app.register(platformRoutes);
  await app.register(accountRoutes);
  await app.register(oidcRoutes);
  await app.register(searchRoutes);
  await app.register(discoveryRoutes);
  await app.register(homepageRoutes);
  await app.register(mediaRoutes);
  await app.register(stationsRoutes);
  await app.register(resourceRoutes);
  await app.register(favoritesRoutes);
  await app.register(favoritesSearchRoutes);
  await app.register(foldersRoutes);
  await app.register(lessonPlanRoutes);
  await app.register(lessonsRoutes, { ugcImages: ownedUploadImages, assignmentForPlayer });
  await app.register(newsletterRoutes);
  await app.register(feedbackRoutes);
  await app.register(helpRoutes);
  await app.register(privacyRoutes);
  await app.register(schoolsRoutes);
  await app.register(ugcRoutes);
  await app.register(classesRoutes);
  await app.register(assignmentsRoutes);
  await app.register(seoRoutes);
  await app.register(unmatchedApi);
  await app.register(pagePreloads);
  await app.register(spa);
  return app;
}
