import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildUser } from '../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../test/test-app.ts';
import { defineRoute, errorRepliesOf } from './define-route.ts';

type Operation = { responses: Record<string, { description?: string }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let docs: OpenApi;

/** The OpenAPI path of a Fastify route pattern (`:id` → `{id}`). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

beforeAll(async () => {
  app = await buildTestApp({
    extraRoutes: async (instance) => {
      defineRoute(instance, {
        method: 'GET',
        url: '/api/v2/test-define-route/:id/',
        access: 'teacher',
        cache: 'no-store',
        schema: {
          tags: ['test'],
          summary: 'Echoes the caller',
          params: z.object({ id: z.string() }),
          response: { 200: z.object({ caller: z.string(), role: z.string(), id: z.string() }) },
        },
        handler: async (request) => ({
          caller: request.caller.id,
          role: request.caller.role,
          id: request.params.id,
        }),
      });
      defineRoute(instance, {
        method: 'GET',
        url: '/api/v2/test-define-route-public/',
        access: 'public',
        cache: { publicSeconds: 60 },
        schema: {
          tags: ['test'],
          summary: 'Says whether someone is signed in',
          response: { 200: z.object({ signedIn: z.boolean() }) },
        },
        handler: async (request) => ({ signedIn: request.caller !== null }),
      });
    },
  });
  docs = (await app.inject({ url: '/api/docs/json' })).json();
});

describe('defineRoute', () => {
  it('hands the handler its signed-in caller and sets the declared cache header', async () => {
    const teacher = await buildUser(app, { role: 'teacher' });
    const reply = await injectAs(app, await signInAs(app, teacher), { url: '/api/v2/test-define-route/7/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ caller: teacher.id, role: 'teacher', id: '7' });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('gives public handlers a null caller for visitors', async () => {
    const reply = await injectAs(app, await apiHeaders(app), { url: '/api/v2/test-define-route-public/' });
    expect(reply.json()).toEqual({ signedIn: false });
    expect(reply.headers['cache-control']).toBe('public, max-age=60');
  });

  it('refuses a gate on a route that is not for teachers', () => {
    expect(() =>
      defineRoute(app, {
        method: 'GET',
        url: '/api/v2/never/',
        access: 'signed-in',
        // @ts-expect-error the gate is for teacher routes only
        privacyGate: true,
        cache: 'no-store',
        schema: { tags: ['test'], summary: 'Never registered' },
        handler: async () => null,
      }),
    ).toThrow(/privacy gate is for teacher routes only/);
  });

  it('derives the error replies from what a route declares', () => {
    const read = errorRepliesOf({ method: 'GET', url: '/api/v2/x/', access: 'public', schema: {} });
    expect(Object.keys(read)).toEqual(['401']); // the API key
    const gatedWrite = errorRepliesOf({
      method: 'POST',
      url: '/api/v2/x/:id/',
      access: 'teacher',
      privacyGate: true,
      schema: { params: z.object({ id: z.string() }), body: z.object({}) },
      errors: [409],
    });
    expect(Object.keys(gatedWrite)).toEqual(['400', '401', '403', '404', '409', '413']);
    expect(gatedWrite[403]).toMatch(/CSRF.*teacher account.*Student Privacy Notice/);
  });
});

describe('/api/docs lists the error replies of every route', () => {
  it('shows 401 and 403 for every route that is not public, and 404 for every route with a record id', () => {
    const missing: string[] = [];
    for (const route of app.routeCatalog) {
      const operation = docs.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) continue; // hidden: the page fallback, the unmatched-API catch-alls, Swagger's files
      const statuses = Object.keys(operation.responses);
      const wanted = [
        ...(route.access === 'public' ? [] : ['401']),
        ...(['teacher', 'student', 'admin'].includes(route.access) ? ['403'] : []),
        ...(route.url.includes('/:') ? ['404'] : []),
      ];
      for (const status of wanted) {
        if (!statuses.includes(status)) missing.push(`${route.method} ${route.url}: ${status}`);
      }
      if (route.privacyGate && !operation.responses['403']?.description?.includes('Privacy Notice')) {
        missing.push(`${route.method} ${route.url}: the gate's 403`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents every route of the app (none is left undeclared)', () => {
    const documented = app.routeCatalog.filter(
      (route) => docs.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
    );
    expect(documented.length).toBeGreaterThan(140);
  });
});
