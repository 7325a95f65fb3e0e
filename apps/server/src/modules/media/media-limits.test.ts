import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildResource } from '../../test/factories/index.ts';
import { buildTestApp } from '../../test/test-app.ts';

/** The resized-image cache's size cap and the per-client limit on renders. */

const MIB = 1024 * 1024;

/** Random pixels: they hardly compress, so each variant takes a predictable ~100 KB or more. */
async function writeNoise(app: FastifyInstance, relative: string, width = 640, height = 360) {
  const file = path.join(app.config.dataDir, 'media', relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .webp({ quality: 90 })
    .toFile(file);
}

function cacheFiles(app: FastifyInstance) {
  const dir = path.join(app.config.dataDir, 'cache/images');
  return fs
    .readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => fs.statSync(file).isFile());
}

const cacheBytes = (app: FastifyInstance) =>
  cacheFiles(app).reduce((sum, file) => sum + fs.statSync(file).size, 0);

/** The cache file of a variant reply: its validator is the variant's key. */
function fileOf(app: FastifyInstance, etag: unknown, format: string) {
  const key = String(etag).replaceAll('"', '');
  return path.join(app.config.dataDir, 'cache/images', key.slice(0, 2), `${key}.${format}`);
}

describe('resized-image cache cap (IMAGE_CACHE_MAX_MB)', () => {
  it('never holds more than the cap, deleting the least recently used variants first', async () => {
    const app = await buildTestApp({ env: { IMAGE_CACHE_MAX_MB: '1' } });
    const get = (url: string) => app.inject({ method: 'GET', url });
    const served: { etag: unknown; format: string }[] = [];
    for (let image = 1; image <= 5; image++) {
      await writeNoise(app, `noise/${image}.webp`);
      for (const format of ['webp', 'jpg']) {
        const reply = await get(`/media/noise/${image}.webp?resize=640x360&format=${format}`);
        expect(reply.statusCode).toBe(200);
        expect((await sharp(reply.rawPayload).metadata()).width).toBe(640);
        served.push({ etag: reply.headers.etag, format });
        expect(cacheBytes(app)).toBeLessThanOrEqual(MIB);
      }
    }
    // Ten variants of over 100 KB each do not fit in 1 MiB: the first ones were deleted.
    expect(fs.existsSync(fileOf(app, served[0].etag, 'webp'))).toBe(false);
    expect(fs.existsSync(fileOf(app, served[9].etag, 'jpg'))).toBe(true);

    // Make every kept variant an hour and more old, the oldest first; then use the oldest one.
    const kept = served.filter(({ etag, format }) => fs.existsSync(fileOf(app, etag, format)));
    expect(kept.length).toBeGreaterThan(2);
    kept.forEach(({ etag, format }, index) => {
      const when = new Date(Date.now() - (10 - index) * 3600_000);
      fs.utimesSync(fileOf(app, etag, format), when, when);
    });
    const [oldest, secondOldest] = kept;
    const oldestUrl = served.indexOf(oldest);
    const image = Math.floor(oldestUrl / 2) + 1;
    const hit = await get(`/media/noise/${image}.webp?resize=640x360&format=${oldest.format}`);
    expect(hit.headers.etag).toBe(oldest.etag);
    // New variants push the cache over its cap again: the variant just used stays, the next oldest goes.
    for (let extra = 6; extra <= 7; extra++) {
      await writeNoise(app, `noise/${extra}.webp`);
      expect((await get(`/media/noise/${extra}.webp?resize=640x360`)).statusCode).toBe(200);
      expect((await get(`/media/noise/${extra}.webp?resize=640x360&format=jpg`)).statusCode).toBe(200);
      expect(cacheBytes(app)).toBeLessThanOrEqual(MIB);
    }
    expect(fs.existsSync(fileOf(app, secondOldest.etag, secondOldest.format))).toBe(false);
    expect(fs.existsSync(fileOf(app, oldest.etag, oldest.format))).toBe(true);

    // A deleted variant is simply made again.
    const again = await get('/media/noise/1.webp?resize=640x360&format=webp');
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(served[0].etag);
  });

  it('trims a cache left larger than the cap when the server starts', async () => {
    const first = await buildTestApp({ env: { IMAGE_CACHE_MAX_MB: '2' } });
    const dir = path.join(first.config.dataDir, 'cache/images/ab');
    fs.mkdirSync(dir, { recursive: true });
    for (let index = 0; index < 5; index++)
      fs.writeFileSync(path.join(dir, `${index}.webp`), randomBytes(400_000));
    const second = await buildTestApp({ env: { IMAGE_CACHE_MAX_MB: '1', DATA_DIR: first.config.dataDir } });
    expect(cacheBytes(second)).toBeLessThanOrEqual(MIB);
  });
});

describe('renders per client', () => {
  it('answers 429 past 60 new variants a minute from one address, while cached ones and originals still come', async () => {
    const app = await buildTestApp();
    const from = (remoteAddress: string, url: string) => app.inject({ method: 'GET', url, remoteAddress });
    const misses: string[] = [];
    for (let image = 0; image < 16; image++) {
      const file = path.join(app.config.dataDir, 'media', `tiny/${image}.png`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await sharp({
        create: { width: 16, height: 9, channels: 3, background: `#0000${(image + 16).toString(16)}` },
      })
        .png()
        .toFile(file);
      for (const query of ['resize=320x180', 'resize=320x180&format=jpg', 'format=jpg', 'format=webp']) {
        misses.push(`/media/tiny/${image}.png?${query}`);
      }
    }
    for (const url of misses.slice(0, 60)) expect((await from('203.0.113.7', url)).statusCode, url).toBe(200);
    const refused = await from('203.0.113.7', misses[60]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('Too many requests');
    // What is cached already, and the originals, cost no render and are still served.
    expect((await from('203.0.113.7', misses[0])).statusCode).toBe(200);
    expect((await from('203.0.113.7', '/media/tiny/3.png')).statusCode).toBe(200);
    // Another address is counted on its own.
    expect((await from('198.51.100.9', misses[60])).statusCode).toBe(200);
  });
});

describe('generated images drawn on demand', () => {
  it('counts each drawing as a render: the 61st a minute from one address is a 429 and draws nothing', async () => {
    const app = await buildTestApp();
    // Addresses of their own: the counters live in the database this file's other tests count in too.
    const from = (remoteAddress: string, url: string) => app.inject({ method: 'GET', url, remoteAddress });
    // Each resource names a generated poster (/media/posters/<code>.jpg) that nothing has drawn yet.
    const posters: string[] = [];
    for (let index = 0; index < 61; index++) {
      const { resourceCode } = await buildResource(app);
      posters.push(`/media/posters/${resourceCode}.jpg`);
    }
    const onDisk = (url: string) => fs.existsSync(path.join(app.config.dataDir, url));
    for (const url of posters.slice(0, 60)) expect((await from('192.0.2.61', url)).statusCode, url).toBe(200);
    const refused = await from('192.0.2.61', posters[60] as string);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('Too many requests');
    expect(onDisk(posters[60] as string)).toBe(false);
    // Posters drawn already are files on disk now: they cost no render and are still served.
    const drawn = await from('192.0.2.61', posters[0] as string);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/jpeg');
    // Another address is counted on its own.
    expect((await from('198.51.100.61', posters[60] as string)).statusCode).toBe(200);
    expect(onDisk(posters[60] as string)).toBe(true);
  });
});
