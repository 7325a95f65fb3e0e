import { COOKIE_NAMES, CSRF_HEADER } from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { constantTimeEqual } from '../lib/tokens.ts';
import { type CurrentSession, loadSession } from '../modules/auth/session.service.ts';
import { authenticateClient } from '../modules/platform/api-keys.service.ts';
import { assertPrivacyAcknowledged } from '../modules/privacy/index.ts';
import { ACCESS_LEVELS, requiresApiKey, roleMayAccess } from './route-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: CurrentSession | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins a write may come from: the public URL and the host the request was sent to. */
function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const claimed = request.headers.origin ?? request.headers.referer;
  if (!claimed) return false;
  let origin: string;
  try {
    origin = new URL(claimed).origin;
  } catch {
    return false;
  }
  return origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`;
}

function checkCsrf(request: FastifyRequest, publicUrl: string) {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[COOKIE_NAMES.csrf];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !constantTimeEqual(cookie, header)) {
    throw new AppError(
      'csrf_failed',
      'CSRF check failed: reload the page and try again (the X-CSRFToken header must match the csrftoken cookie).',
      403,
    );
  }
  if (!isSameOrigin(request, publicUrl)) {
    throw new AppError('csrf_failed', 'CSRF check failed: this request did not come from this site.', 403);
  }
}

/**
 * Runs before every route: client API key, session, CSRF for writes, the route's declared access
 * level, then its privacy gate. Record-level permissions are the modules' policies.
 */
export default fp(async function requestGuard(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Unmatched addresses go straight to their 404.
    if (!access || request.routeOptions.config.unmatched) return;
    if (requiresApiKey(request.routeOptions.url ?? '', request.routeOptions.config.apiKey)) {
      const client = await authenticateClient(app.orm, request.headers.authorization, app.readCache);
      if (!client) {
        throw new AppError(
          'invalid_api_key',
          'Missing or invalid API key: send "Authorization: Bearer <key>" with a valid client key.',
          401,
        );
      }
    }
    request.session = await loadSession(app.orm, request.cookies[COOKIE_NAMES.session]);
    if (request.routeOptions.config.csrf !== false) checkCsrf(request, app.config.publicUrl);
    const role = request.session?.user.role ?? null;
    if (!roleMayAccess(access, role)) {
      if (role === null) throw new AppError('unauthorized', 'You must be signed in to do this.', 401);
      throw new AppError('forbidden', 'Your account does not have permission to do this.', 403);
    }
    request.caller = request.session?.user ?? null;
    // Declared per route (defineRoute's privacyGate): before validation and before any service runs.
    if (request.routeOptions.config.privacyGate && request.caller) {
      await assertPrivacyAcknowledged(app.orm, request.caller);
    }
  });
});
