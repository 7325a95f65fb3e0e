import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { ResolveFastifyReplyReturnType } from 'fastify/types/type-provider.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CurrentSession, SessionUser } from '../modules/auth/session.service.ts';
import { type Access, requiresApiKey } from './route-access.ts';

/**
 * One declaration per route (docs/decisions/0065-route-definitions.md): who may call it, whether the
 * student-privacy gate applies, how its reply may be cached, its schemas and the error replies that
 * follow from them. The request guard enforces access and the gate before validation, this file sets
 * the cache header, the OpenAPI description lists the error replies, and the handler gets a typed,
 * non-null caller for every signed-in level.
 */

/**
 * How a reply may be kept:
 * - 'no-store': personal or secret (a user's records, tokens): never stored anywhere.
 * - 'private': the catalog's reads. They change when editors publish and differ by station cookie, audience
 *   flags and session, so only the browser may keep them, and it must ask again before reuse
 *   (`private, no-cache`; the server's own read cache is keyed by catalog version and audience).
 * - { publicSeconds }: the same for everyone for a while (reference data, sitemaps).
 * - 'handler': the handler sets its own header (files with validators, e.g. media with an ETag).
 */
export type CachePolicy = 'no-store' | 'private' | { publicSeconds: number } | 'handler';

/** Error replies a route may give beyond those that follow from its access, params and schemas. */
export type DeclaredError = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** Who the handler is talking to, by access level. */
export type CallerFor<A extends Access> = A extends 'public'
  ? { caller: SessionUser | null; session: CurrentSession | null }
  : A extends 'teacher'
    ? { caller: SessionUser & { role: 'teacher' | 'admin' }; session: CurrentSession }
    : A extends 'student'
      ? { caller: SessionUser & { role: 'student' }; session: CurrentSession }
      : A extends 'admin'
        ? { caller: SessionUser & { role: 'admin' }; session: CurrentSession }
        : { caller: SessionUser; session: CurrentSession };

export type DefinedRequest<S extends FastifySchema, A extends Access> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
> &
  CallerFor<A>;

export type DefinedReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

export interface RouteDefinition<S extends FastifySchema, A extends Access> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  access: A;
  /**
   * The student-privacy gate (spec 1 §1, spec 3 §5): a teacher who has not acknowledged the notice is
   * refused with 403 (reason privacy_acknowledgement_required) before anything else runs. Teacher routes only.
   */
  privacyGate?: A extends 'teacher' ? boolean : never;
  cache: CachePolicy;
  schema: S & { tags: string[]; summary: string };
  /** Statuses the handler or its service may answer besides those that follow from the declaration. */
  errors?: readonly DeclaredError[];
  /** Route options beside access: API key, CSRF, rate limits. */
  config?: Omit<NonNullable<RouteShorthandOptions['config']>, 'access' | 'privacyGate' | 'errorReplies'>;
  bodyLimit?: number;
  /** Route hooks, for checks that must run before validation (onRequest) or after it (preHandler). */
  onRequest?: RouteShorthandOptions['onRequest'];
  preHandler?: RouteShorthandOptions['preHandler'];
  onSend?: RouteShorthandOptions['onSend'];
  handler: (
    request: DefinedRequest<S, A>,
    reply: DefinedReply<S>,
  ) => ResolveFastifyReplyReturnType<ZodTypeProvider, S, RouteGenericInterface>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared through defineRoute: the gate runs in the request guard. */
    privacyGate?: boolean;
    /** The error replies the route may give, for the OpenAPI description (status → what it means). */
    errorReplies?: Record<number, string>;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; non-null and typed in handlers of signed-in routes. */
    caller: SessionUser | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What each error reply of a route means, from what it declares. */
export function errorRepliesOf(definition: {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  access: Access;
  privacyGate?: boolean;
  schema: FastifySchema;
  errors?: readonly DeclaredError[];
  config?: { apiKey?: boolean; csrf?: boolean; rateLimit?: unknown };
}): Record<number, string> {
  const replies: Record<number, string> = {};
  const methods = [definition.method].flat();
  const writes = methods.some((method) => !SAFE_METHODS.has(method));
  const { schema } = definition;
  if (schema.params || schema.querystring || schema.body) {
    replies[400] = 'Invalid input: `errors` maps each field to its messages, `messages` lists them';
  }
  const apiKey = requiresApiKey(definition.url, definition.config?.apiKey);
  const unauthorized = [
    apiKey && 'the client API key is missing or invalid (invalid_api_key)',
    definition.access !== 'public' && 'you are not signed in (unauthorized)',
  ].filter(Boolean);
  if (unauthorized.length > 0) replies[401] = `Refused: ${unauthorized.join('; or ')}`;
  const forbidden = [
    writes && definition.config?.csrf !== false && 'the CSRF check failed (csrf_failed)',
    ['teacher', 'student', 'admin'].includes(definition.access) &&
      `your account is not a${definition.access === 'admin' ? 'n' : ''} ${definition.access} account (forbidden)`,
    definition.privacyGate &&
      'you have not acknowledged the Student Privacy Notice yet (forbidden, reason privacy_acknowledgement_required)',
  ].filter(Boolean);
  if (forbidden.length > 0) replies[403] = `Refused: ${forbidden.join('; or ')}`;
  const declared = new Set<number>(definition.errors ?? []);
  if (schema.params) declared.add(404);
  if (definition.config?.rateLimit) declared.add(429);
  if (schema.body) declared.add(413);
  const meanings: Record<DeclaredError, string> = {
    400: 'Invalid input: `errors` maps each field to its messages, `messages` lists them',
    401: 'Refused: you are not signed in (unauthorized)',
    403: 'Refused: your account may not do this (forbidden)',
    404: 'Not found: no such record, or not one of yours (another user’s record answers the same)',
    409: 'Conflict with the current state of the record',
    413: 'The request body is too large',
    415: 'Unsupported content type',
    422: 'The content could not be processed: the reply says which parts (a damaged file, refused lines)',
    429: 'Too many requests: wait as the message says, then try again',
    503: 'Temporarily unavailable: try again shortly',
  };
  for (const status of [...declared].sort()) replies[status] ??= meanings[status as DeclaredError];
  return replies;
}

function cacheControlOf(policy: CachePolicy): string | null {
  if (policy === 'handler') return null;
  if (policy === 'no-store') return 'no-store';
  if (policy === 'private') return 'private, no-cache';
  return `public, max-age=${policy.publicSeconds}`;
}

/** Registers a declared route (see RouteDefinition). */
export function defineRoute<const S extends FastifySchema, const A extends Access>(
  app: FastifyInstance,
  definition: RouteDefinition<S, A>,
): void {
  const { method, url, access, privacyGate, cache, schema, errors, config, bodyLimit, handler } = definition;
  const { onRequest, preHandler, onSend } = definition;
  if (privacyGate && access !== 'teacher') {
    throw new Error(`Route ${[method].flat().join(',')} ${url}: the privacy gate is for teacher routes only`);
  }
  const cacheControl = cacheControlOf(cache);
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url,
    schema,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    ...(onRequest === undefined ? {} : { onRequest }),
    ...(preHandler === undefined ? {} : { preHandler }),
    ...(onSend === undefined ? {} : { onSend }),
    config: {
      ...config,
      access,
      privacyGate: privacyGate === true,
      errorReplies: errorRepliesOf({ method, url, access, privacyGate, schema, errors, config }),
    },
    handler: (request, reply) => {
      if (cacheControl) reply.header('cache-control', cacheControl);
      // The request guard has checked the access level, so a signed-in level has its caller.
      return handler(request as unknown as DefinedRequest<S, A>, reply as DefinedReply<S>);
    },
  });
}
