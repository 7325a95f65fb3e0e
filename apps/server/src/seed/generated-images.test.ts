import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, getJson } from '../test/test-app.ts';
import { openDemoTestDatabase } from '../test/test-database.ts';

/**
 * Right after start on a fresh data dir no generated image has been drawn yet (start-up draws them in
 * the background): every image the homepage names must still be served, drawn on demand.
 */
const HOMEPAGE_CALLS = [
  '/api/v2/lm/homepage/resources/',
  '/api/v2/lm/homepage/collections/',
  '/api/v2/lm/homepage/series/',
  '/api/v2/get_adds/',
  '/api/v2/hero-images/',
  '/api/v2/student-popular-resources/',
];

let app: FastifyInstance;
let mediaDir: string;

/** Every /media/… address anywhere in a reply. */
function mediaPaths(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const match = /^(?:https?:\/\/[^/]+)?(\/media\/[^?#]+)/.exec(value);
    if (match?.[1]) found.add(match[1]);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaPaths(item, found);
  }
  return found;
}

beforeAll(async () => {
  const database = await openDemoTestDatabase(); // the catalog only: no image drawn
  app = await buildTestApp({ database });
  mediaDir = path.join(app.config.dataDir, 'media');
}, 180_000);

describe('generated images on a fresh data dir', () => {
  it('serves every poster, ad and hero picture the homepage names before any was drawn', async () => {
    const images = new Set<string>();
    /** Each call's pictures are asked for from an address of its own: drawing one is a render (60 a minute). */
    const askedFrom = new Map<string, string>();
    for (const [index, url] of HOMEPAGE_CALLS.entries()) {
      const { status, body } = await getJson(app, url);
      expect(status, url).toBe(200);
      for (const image of mediaPaths(body)) {
        if (!askedFrom.has(image)) askedFrom.set(image, `192.0.2.${index + 1}`);
        images.add(image);
      }
    }
    expect([...images].filter((image) => image.startsWith('/media/posters/')).length).toBeGreaterThan(5);
    expect([...images].some((image) => image.startsWith('/media/ads/'))).toBe(true);
    expect([...images].some((image) => image.startsWith('/media/hero'))).toBe(true);
    for (const image of images) {
      expect(fs.existsSync(path.join(mediaDir, image.slice('/media/'.length))), image).toBe(false);
    }

    const answers = await Promise.all(
      [...images].map(async (url) => {
        const response = await app.inject({ method: 'GET', url, remoteAddress: askedFrom.get(url) });
        return { url, status: response.statusCode, type: response.headers['content-type'] };
      }),
    );
    expect(
      answers.filter((answer) => answer.status !== 200 || !/^image\//.test(String(answer.type))),
    ).toEqual([]);
  });

  it('draws a missing poster for a converted request too, and still answers 404 for an unknown image', async () => {
    const { body } = await getJson(app, '/api/v2/lm/homepage/series/');
    const poster = [...mediaPaths(body)].find((image) => image.startsWith('/media/posters/')) as string;
    fs.rmSync(path.join(mediaDir, poster.slice('/media/'.length)), { force: true });
    const resized = await app.inject({
      method: 'GET',
      url: `${poster}?format=jpg`,
      remoteAddress: '192.0.2.20',
    });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toMatch(/^image\//);

    const unknown = await app.inject({ method: 'GET', url: '/media/posters/no-such-poster.webp' });
    expect(unknown.statusCode).toBe(404);
  });
});
