import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendJson } from '../modules/read-cache/index.ts';
import { buildAssignment, buildLesson } from '../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs } from '../test/test-app.ts';
import { defineRoute } from './define-route.ts';

/**
 * HTML pages and API JSON go out compressed when the client asks (issue 21, docs/decisions/0056); files with
 * an address of their own (built assets, media) never are on the fly.
 */

let app: FastifyInstance;
/** Errors Fastify met after a handler had answered (onError hooks see them; the test logger is silent). */
const afterAnswerErrors: string[] = [];
/** A reply larger than any the plugin would compress in one go by default (its syncThreshold). */
const bigBody = JSON.stringify({ words: 'lantern '.repeat(200_000) });

beforeAll(async () => {
  app = await buildTestApp({
    // As the cached reads send (sendJson): the handler sends and returns nothing.
    extraRoutes: (instance) => {
      // Before the routes: a hook reaches only the routes declared after it.
      instance.addHook('onError', async (_request, _reply, error) => {
        afterAnswerErrors.push(error.message);
      });
      defineRoute(instance, {
        method: 'GET',
        url: '/api/v2/test-big-reply/',
        access: 'public',
        cache: 'no-store',
        schema: { tags: ['test'], summary: 'A big reply' },
        handler: async (_request, reply) => {
          reply.type('application/json; charset=utf-8').send(bigBody);
        },
      });
      // As the cached reads answer: through sendJson, the handler's promise settling with nothing.
      defineRoute(instance, {
        method: 'GET',
        url: '/api/v2/test-send-json/',
        access: 'public',
        cache: 'no-store',
        schema: { tags: ['test'], summary: 'A reply through sendJson' },
        handler: async (_request, reply) =>
          sendJson(reply, JSON.stringify({ words: 'lantern '.repeat(500) })),
      });
    },
  });
});

const get = (url: string, acceptEncoding?: string) =>
  injectAs(app, apiHeaders(app), {
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

function decoded(reply: LightMyRequestResponse): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(reply.rawPayload).toString();
  return reply.body;
}

describe('API JSON', () => {
  const url = '/api/v2/tools/states/';

  it('is sent with Brotli when asked, and decompresses to the very reply sent uncompressed', async () => {
    const plain = await get(url);
    const br = await get(url, 'gzip, deflate, br');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decoded(br)).toBe(plain.body);
  });

  it("a reply for one user (the player's assignment) stays no-store", async () => {
    const lesson = await buildLesson(app, { textSlides: 20 });
    const assignment = await buildAssignment(app, {
      teacherId: lesson.ownerId,
      lessonId: lesson.id,
      versionId: lesson.versionId,
    });
    const playerUrl = `/tools/api/v2/assignment/${assignment.code}/`;
    const plain = await get(playerUrl);
    const br = await get(playerUrl, 'br');
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(decoded(br)).toBe(plain.body);
  });

  it('is sent with gzip when only gzip is accepted, and as it is for identity', async () => {
    const plain = await get(url);
    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body);
    const identity = await get(url, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('a large reply sent without returning the reply arrives whole over HTTP, and sendJson answers once', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const encoding of ['br', 'gzip']) {
        const response = await fetch(`${address}/api/v2/test-big-reply/`, {
          headers: { ...apiHeaders(app).headers, 'accept-encoding': encoding },
        });
        expect(response.headers.get('content-encoding')).toBe(encoding);
        expect(await response.text()).toBe(bigBody);
      }
      // As the cached reads answer (sendJson): once, with nothing sent again after it (the route above, which
      // returns before its reply has gone out, is answered twice: Fastify's 'Reply was already sent').
      afterAnswerErrors.length = 0;
      const cached = await fetch(`${address}/api/v2/test-send-json/`, {
        headers: { ...apiHeaders(app).headers, 'accept-encoding': 'br' },
      });
      expect(cached.status).toBe(200);
      expect(cached.headers.get('content-encoding')).toBe('br');
      expect(((await cached.json()) as { words: string }).words).toMatch(/^lantern /);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(afterAnswerErrors).toEqual([]);
    } finally {
      await app.server.close();
    }
  });

  it('is not compressed when the body is tiny', async () => {
    const small = await get(`${url}?limit=1`, 'br');
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('HTML pages', () => {
  // '/' is a route; every other page address is served by the not-found handler, which is no route.
  it.each(['/', '/student/code/abc123/'])('%s is sent compressed when asked, still no-store', async (url) => {
    const reply = await get(url, 'br, gzip');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(decoded(reply)).toContain('<div id="root">');
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });
});

describe('files with an address of their own', () => {
  it('a media file is sent as it is on disk, whatever the client accepts', async () => {
    const mediaDir = path.join(app.config.dataDir, 'media');
    const captions = `WEBVTT\n\n${'00:00.000 --> 00:01.000\nLantern captions line\n\n'.repeat(60)}`;
    fs.writeFileSync(path.join(mediaDir, 'captions-test.vtt'), captions);
    const reply = await get('/media/captions-test.vtt', 'br, gzip');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(captions);
  });
});
