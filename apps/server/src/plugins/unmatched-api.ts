import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATH_FAMILIES, routePatternToRegExp } from './api-paths.ts';
import { sendError } from './error-handler.ts';

const CATCH_ALLS = new Set(API_PATH_FAMILIES.map((prefix) => `${prefix}*`));

/**
 * Unknown addresses and methods in the API families (api-paths.ts): a JSON 404, or a 405 naming the
 * allowed methods when the address is known under another method. Registered as catch-all routes so
 * they are rate-limited (the API cannot be cheaply crawled) and listed in the access-control table.
 */
export default fp(async function unmatchedApi(app: FastifyInstance) {
  for (const prefix of API_PATH_FAMILIES) {
    app.all(
      `${prefix}*`,
      {
        config: {
          access: 'public',
          apiKey: false,
          unmatched: true,
          rateLimit: { max: 120, timeWindow: '1 minute' },
        },
        schema: { hide: true },
      },
      async (request, reply) => sendUnmatchedApi(app, reply, request.method, request.url),
    );
  }
});

const knownRoutesOf = new WeakMap<FastifyInstance, { method: string; pattern: RegExp }[]>();

/** The methods registered for a concrete path, leaving out the catch-alls. */
function allowedMethods(app: FastifyInstance, path: string): string[] {
  // Built on first use, when every route is registered.
  let knownRoutes = knownRoutesOf.get(app);
  if (!knownRoutes) {
    knownRoutes = app.routeCatalog
      .filter((route) => !CATCH_ALLS.has(route.url))
      .map((route) => ({ method: route.method, pattern: routePatternToRegExp(route.url) }));
    knownRoutesOf.set(app, knownRoutes);
  }
  const methods = knownRoutes.filter((route) => route.pattern.test(path)).map((route) => route.method);
  if (methods.includes('GET')) methods.push('HEAD');
  return [...new Set(methods)];
}

/** Answers an API address that no route handles: 405 when another method would, else 404. */
export function sendUnmatchedApi(app: FastifyInstance, reply: FastifyReply, method: string, url: string) {
  const path = url.split('?')[0] ?? url;
  const allowed = allowedMethods(app, path);
  if (allowed.length > 0 && !allowed.includes(method)) {
    reply.header('allow', allowed.join(', '));
    return sendError(
      reply,
      405,
      'method_not_allowed',
      `${method} is not allowed on ${path}: use ${allowed.join(' or ')}.`,
    );
  }
  return sendError(reply, 404, 'not_found', `No such address: ${method} ${path}`);
}
