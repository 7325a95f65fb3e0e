import {
  NEWSLETTER_TEXTS,
  newsletterConfirmBodySchema,
  newsletterLinkReplySchema,
  newsletterStaffQuerySchema,
  newsletterStaffReplySchema,
  newsletterSubscribeBodySchema,
  newsletterUnsubscribeQuerySchema,
  ownSubscriptionBodySchema,
  ownSubscriptionReplySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../plugins/define-route.ts';
import { afterReply, byIp, rateLimits } from '../auth/index.ts';
import { currentStation } from '../stations/index.ts';
import * as newsletter from './newsletter.service.ts';
import { newsletterProvider } from './newsletter-provider.ts';
import { confirmedCsv, staffView } from './newsletter-staff.service.ts';

/** Sign-ups per client address, and per email address from anywhere (a flood at one inbox). */
export const NEWSLETTER_LIMITS = {
  subscribePerIp: { max: 20, timeWindow: '1 hour', name: 'newsletterSubscribePerIp' },
  subscribePerAddress: { max: 5, timeWindow: '1 hour', name: 'newsletterSubscribePerAddress' },
  linksPerIp: { max: 60, timeWindow: '15 minutes', name: 'newsletterLinksPerIp' },
} as const;

const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? email.toLowerCase() : ''}`;
};

/** Newsletter sign-up (spec 1 §2.11, §7), its links, a teacher's switch and the staff view (issue 22). */
export async function newsletterRoutes(app: FastifyInstance) {
  const context: newsletter.NewsletterContext = {
    app,
    provider: newsletterProvider(app.config, app.log),
    later: afterReply(app),
  };
  const linkLimits = rateLimits(app, [[NEWSLETTER_LIMITS.linksPerIp, byIp]]);

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/iterable/subscribe-to-newsletter/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    preHandler: rateLimits(app, [
      [NEWSLETTER_LIMITS.subscribePerIp, byIp],
      [NEWSLETTER_LIMITS.subscribePerAddress, byEmail],
    ]),
    schema: {
      tags: ['newsletter'],
      summary:
        'Sign up for the newsletter (double opt-in: a confirmation link is mailed, at most once an hour); the same text reply for any address',
      body: newsletterSubscribeBodySchema,
      response: { 200: z.string().describe('A plain-text thank-you') },
    },
    handler: async (request, reply) => {
      const station = await currentStation(app.orm, request);
      await newsletter.subscribe(context, {
        email: request.body.email,
        sourcePage: request.body.source_page ?? null,
        stationId: station?.organizationId ?? null,
      });
      return reply.type('text/plain; charset=utf-8').send(NEWSLETTER_TEXTS.subscribeReply);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/newsletter/confirm/',
    access: 'public',
    cache: 'no-store',
    errors: [429],
    preHandler: linkLimits,
    schema: {
      tags: ['newsletter'],
      summary: 'Confirm a sign-up with the token of its mailed link (again: the same reply)',
      body: newsletterConfirmBodySchema,
      response: { 200: newsletterLinkReplySchema },
    },
    handler: async (request) => ({
      ok: true as const,
      message: await newsletter.confirm(context, request.body.token),
    }),
  });

  await app.register(async (oneClick) => {
    // RFC 8058: the mail client POSTs 'List-Unsubscribe=One-Click' as a form; the token is in the URL.
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );
    defineRoute(oneClick, {
      method: 'POST',
      url: '/api/v2/newsletter/unsubscribe/',
      access: 'public',
      cache: 'no-store',
      errors: [429],
      // Sent by mail clients, without the page's key, cookies or CSRF pair: the signed token is the proof.
      config: { apiKey: false, csrf: false },
      preHandler: linkLimits,
      schema: {
        tags: ['newsletter'],
        summary:
          "One-click unsubscribe (RFC 8058 List-Unsubscribe-Post) and the unsubscribe page's call; idempotent",
        querystring: newsletterUnsubscribeQuerySchema,
        response: { 200: newsletterLinkReplySchema },
      },
      handler: async (request) => ({
        ok: true as const,
        message: await newsletter.unsubscribe(context, request.query.token),
      }),
    });
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/newsletter/subscription/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['newsletter'],
      summary: "The signed-in teacher's own newsletter status",
      response: { 200: ownSubscriptionReplySchema },
    },
    handler: async (request) => newsletter.ownSubscription(context, request.caller.email),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/v2/newsletter/subscription/',
    access: 'teacher',
    cache: 'no-store',
    errors: [429],
    preHandler: rateLimits(app, [[NEWSLETTER_LIMITS.subscribePerIp, byIp]]),
    schema: {
      tags: ['newsletter'],
      summary:
        'Turn the newsletter on (mails a confirmation link) or off (unsubscribes) for your own address',
      body: ownSubscriptionBodySchema,
      response: { 200: ownSubscriptionReplySchema },
    },
    handler: async (request) => {
      const station = await currentStation(app.orm, request);
      return newsletter.setOwnSubscription(
        context,
        request.caller.email,
        request.body.subscribed,
        station?.organizationId ?? null,
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/newsletter/staff/subscribers/',
    access: 'admin',
    cache: 'no-store',
    schema: {
      tags: ['newsletter'],
      summary: 'Staff: subscriber counts per station and the latest sign-ups (station=call sign or national)',
      querystring: newsletterStaffQuerySchema,
      response: { 200: newsletterStaffReplySchema },
    },
    handler: async (request) => staffView(app.orm, request.query.station),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/newsletter/staff/export/',
    access: 'admin',
    cache: 'no-store',
    schema: {
      tags: ['newsletter'],
      summary: 'Staff: CSV of confirmed subscribers only (station=call sign or national)',
      querystring: newsletterStaffQuerySchema,
      response: { 200: z.string().describe('text/csv') },
    },
    handler: async (request, reply) => {
      const csv = await confirmedCsv(app.orm, request.query.station);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="newsletter-confirmed-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  });
}
