import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, buildTestApp, injectAs } from '../test/test-app.ts';
import { defineRoute } from './define-route.ts';

/** Every error is answered in the app's format, also one that happens while the reply is sent. */

const BAD_COOKIE = '/api/v2/test-bad-cookie/';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    extraRoutes: (instance) => {
      // A cookie the cookie plugin cannot write (Max-Age must be whole seconds): it fails only when sending.
      defineRoute(instance, {
        method: 'GET',
        url: BAD_COOKIE,
        access: 'public',
        cache: 'no-store',
        schema: { tags: ['test'], summary: 'Sets a cookie that cannot be written' },
        handler: async (_request, reply) => {
          reply.setCookie('broken', 'value', { maxAge: 1.5 });
          return { ok: true };
        },
      });
    },
  });
});

describe('the error handler', () => {
  it('answers a failure while sending in the app format, without the cookie that failed', async () => {
    const reply = await injectAs(app, apiHeaders(app), { url: BAD_COOKIE });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again later.',
      detail: 'Something went wrong on our side. Please try again later.',
    });
    expect(reply.headers['set-cookie']).toBeUndefined();
  });
});
