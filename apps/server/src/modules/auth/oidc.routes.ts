import {
  OIDC_MESSAGES,
  type OidcFailure,
  oidcCallbackQuerySchema,
  oidcErrorPagePath,
  oidcProviderParamsSchema,
  oidcStartQuerySchema,
  sameSiteNextPath,
} from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { constantTimeEqual } from '../../lib/tokens.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { OidcSignInRefused, resolveProviderAccount } from './oidc-accounts.service.ts';
import {
  buildAuthorizationRequest,
  completeAuthorization,
  discoverProvider,
  isAccessDenied,
  ProviderUnavailableError,
} from './oidc-client.ts';
import type { OidcProviderConfig } from './oidc-config.ts';
import { clearPendingSignIn, readPendingSignIn, setPendingSignIn } from './oidc-state.ts';
import { byIp, rateLimits } from './rate-limits.ts';
import { signIn } from './session.service.ts';

// Generous: a whole class may sign in with its provider at once from behind one school address.
const OIDC_PER_IP = { name: 'oidcPerIp', max: 120, timeWindow: '1 minute' };

/**
 * Sign-in with an OpenID Connect provider (Google is one), for teachers and students: the browser
 * navigates here (so no API key), goes to the provider and comes back to the callback, which signs
 * it in and redirects to `next`. Failures after leaving for the provider land on the error page
 * with a message saying what happened, never on a bare error reply.
 */
export async function oidcRoutes(app: FastifyInstance) {
  const limitPerIp = rateLimits(app, [[OIDC_PER_IP, byIp]]);

  function configuredProvider(id: string): OidcProviderConfig {
    const provider = app.config.oidc.providers.find((candidate) => candidate.id === id);
    if (!provider) throw new AppError('not_found', OIDC_MESSAGES.notConfigured, 404);
    return provider;
  }

  const callbackUrl = (provider: OidcProviderConfig) =>
    `${app.config.publicUrl}/api/v2/auth/oidc/${provider.id}/callback/`;

  type Attempt = { next?: string | null; kind?: 'teacher' | 'student' };

  function failWith(
    request: FastifyRequest,
    reply: FastifyReply,
    failure: OidcFailure,
    { attempt = {}, error }: { attempt?: Attempt; error?: unknown } = {},
  ) {
    if (error) {
      // The message only: the query string and tokens never reach the log.
      const message =
        error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
      request.log.warn({ failure, error: message.trim() }, 'provider sign-in failed');
    }
    return reply.redirect(oidcErrorPagePath(failure, attempt), 302);
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/auth/oidc/:provider/start/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    config: { apiKey: false },
    preHandler: limitPerIp,
    schema: {
      tags: ['auth'],
      summary: 'Start signing in (or signing up) with an account provider: redirects to the provider',
      description:
        'A browser navigation. type=student creates a student account on first sign-in (teacher by default); next is a path on this site to return to. 404 when the provider is not set up.',
      params: oidcProviderParamsSchema,
      querystring: oidcStartQuerySchema,
    },
    handler: async (request, reply) => {
      const provider = configuredProvider(request.params.provider);
      // An empty next is no next; anything else must stay on this site.
      const next = request.query.next ? sameSiteNextPath(request.query.next) : '/';
      if (!next) {
        throw badRequest(OIDC_MESSAGES.unsafeNext, {
          errors: { next: [OIDC_MESSAGES.unsafeNext] },
          messages: [`Next - ${OIDC_MESSAGES.unsafeNext}`],
        });
      }
      let authorization: Awaited<ReturnType<typeof buildAuthorizationRequest>>;
      try {
        authorization = await buildAuthorizationRequest(
          await discoverProvider(provider),
          callbackUrl(provider),
        );
      } catch (error) {
        return failWith(request, reply, 'unavailable', {
          attempt: { next, kind: request.query.type },
          error,
        });
      }
      await setPendingSignIn(app, reply, {
        provider: provider.id,
        state: authorization.state,
        nonce: authorization.nonce,
        codeVerifier: authorization.codeVerifier,
        next,
        kind: request.query.type ?? 'teacher',
      });
      return reply.redirect(authorization.url.href, 302);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/auth/oidc/:provider/callback/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    config: { apiKey: false },
    preHandler: limitPerIp,
    schema: {
      tags: ['auth'],
      summary:
        'Where the account provider returns: signs in (creating or linking the account) and redirects to next',
      description:
        'Checks state, nonce and PKCE. The first sign-in creates the account, or links a teacher account whose email the provider verified. Failures redirect to /error with a message.',
      params: oidcProviderParamsSchema,
      querystring: oidcCallbackQuerySchema,
    },
    handler: async (request, reply) => {
      const provider = configuredProvider(request.params.provider);
      const pending = await readPendingSignIn(app, request);
      clearPendingSignIn(app, reply);
      const attempt: Attempt = pending ? { next: pending.next, kind: pending.kind } : {};
      const { error, state } = request.query;
      if (error) return failWith(request, reply, isAccessDenied(error) ? 'denied' : 'failed', { attempt });
      if (
        !pending ||
        pending.provider !== provider.id ||
        !state ||
        !constantTimeEqual(state, pending.state)
      ) {
        return failWith(request, reply, 'expired', { attempt });
      }
      const returnedTo = new URL(callbackUrl(provider));
      const queryStart = request.url.indexOf('?');
      if (queryStart >= 0) returnedTo.search = request.url.slice(queryStart);
      let user: Awaited<ReturnType<typeof resolveProviderAccount>>;
      try {
        const claims = await completeAuthorization(await discoverProvider(provider), returnedTo, pending);
        user = await resolveProviderAccount(app.orm, provider.id, claims, pending.kind);
      } catch (failure) {
        if (failure instanceof OidcSignInRefused)
          return failWith(request, reply, failure.failure, { attempt });
        if (failure instanceof AppError) throw failure;
        const reason = failure instanceof ProviderUnavailableError ? 'unavailable' : 'failed';
        return failWith(request, reply, reason, { attempt, error: failure });
      }
      await signIn(request, reply, user);
      return reply.redirect(sameSiteNextPath(pending.next) ?? '/', 302);
    },
  });
}
