import path from 'node:path';
import zlib from 'node:zlib';
import {
  COOKIE_NAMES,
  NO_SITE_LINKS,
  type PageConfig,
  STATION_COOKIE,
  VIRGINIA_MODAL_COOKIE,
} from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../db/schema.ts';
import { ReadCache } from '../modules/read-cache/read-cache.ts';
import { buildResource, buildStation, buildUser } from '../test/factories/index.ts';
import { buildTestApp, signInAs } from '../test/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../test/test-database.ts';
import { finishedPage } from './page-bytes.ts';
import { createPageCache, pageCacheKey } from './page-cache.ts';

/**
 * The rendered-page cache (issue 39, docs/decisions/0075): a page is rendered once for everyone who would get the
 * same HTML and for no one else — another station, a student, a signed-in user or another browser's CSRF token never
 * meet a page kept for someone else —, a catalog write in any process shows within a second, and the cache keeps to
 * its cap.
 */

const WEB_SSR_ENTRY = path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');
const DATA_SCRIPT = /<script id="lantern-server-data" type="application\/json">[^<]*<\/script>/;
const PAGE_CONFIG = /<script id="page-config" type="application\/json">([^<]*)<\/script>/;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { WEB_SSR_ENTRY } });
});

const page = (on: FastifyInstance, url: string, cookies: Record<string, string> = {}) =>
  on.inject({ method: 'GET', url, cookies });

/** What the server put inside #root. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
const rendered = (html: string) => DATA_SCRIPT.test(html);
const renders = (on: FastifyInstance) => on.pageCache.stats().computed;

describe('a page is rendered once for everyone who gets the same HTML', () => {
  it("the second visitor of an address gets the first one's render, and a crowd arriving together waits for one", async () => {
    const resource = await buildResource(app, { title: 'Kept Kelp Forests' });
    const url = `/resource/${resource.resourceCode}/`;
    const before = renders(app);
    const crowd = await Promise.all(Array.from({ length: 5 }, () => page(app, url)));
    expect(renders(app)).toBe(before + 1);
    for (const response of crowd) {
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toBe(rootOf(crowd[0]?.body ?? ''));
    }
    expect(rootOf(crowd[0]?.body ?? '')).toContain('Kept Kelp Forests');
    await page(app, url);
    expect(renders(app)).toBe(before + 1);
  });

  it('a browser gets the kept page compressed as it asks, the same page once decompressed', async () => {
    const resource = await buildResource(app, { title: 'Compressed Kelp Forests' });
    const url = `/resource/${resource.resourceCode}/`;
    const plain = await page(app, url);
    const asked = (encoding: string) =>
      app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await asked('gzip, deflate, br');
    const brAgain = await asked('br');
    const gzip = await asked('gzip;q=1, br;q=0.5');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zlib.brotliDecompressSync(brAgain.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.body).toContain('Compressed Kelp Forests');
  });
});

describe('no one gets HTML kept for someone else', () => {
  it('each station gets its own page, and a visitor without one the national page', async () => {
    const north = await buildStation(app, { commonName: 'North Shore PM' });
    const south = await buildStation(app, { commonName: 'South Valley PM' });
    const asNorth = await page(app, '/', { [STATION_COOKIE]: String(north.id) });
    const asSouth = await page(app, '/', { [STATION_COOKIE]: String(south.id) });
    const national = await page(app, '/');
    const againNorth = await page(app, '/', { [STATION_COOKIE]: String(north.id) });
    expect(rootOf(asNorth.body)).toContain('North Shore PM');
    expect(rootOf(againNorth.body)).toContain('North Shore PM');
    expect(rootOf(asSouth.body)).toContain('South Valley PM');
    for (const other of [asSouth, national]) expect(other.body).not.toContain('North Shore PM');
    for (const other of [asNorth, againNorth, national]) expect(other.body).not.toContain('South Valley PM');
    expect(rootOf(national.body)).toContain('Choose your local station');
    // The page configuration is the request's own, whatever was kept.
    expect(JSON.parse(PAGE_CONFIG.exec(asSouth.body)?.[1] ?? '{}').station?.commonName).toBe(
      'South Valley PM',
    );
  });

  it("a station's prompt cookie is part of what was rendered for it", () => {
    const inputs = { url: '/', pageConfig: visitorConfig(), cookies: { [STATION_COOKIE]: '7' }, finish: '' };
    const prompted = { ...inputs, cookies: { ...inputs.cookies, [VIRGINIA_MODAL_COOKIE]: '1' } };
    expect(pageCacheKey(prompted)).not.toBe(pageCacheKey(inputs));
    expect(pageCacheKey({ ...inputs, url: '/?student=true' })).not.toBe(pageCacheKey(inputs));
  });

  it('the student view and signed-in users never get the visitor page kept before them, nor leave theirs', async () => {
    const resource = await buildResource(app, { title: 'Shared Sea Otters' });
    const url = `/resource/${resource.resourceCode}/`;
    expect(rendered((await page(app, url)).body)).toBe(true);
    const teacher = await signInAs(app, await buildUser(app, { firstName: 'Philippa' }));
    const student = await signInAs(app, await buildUser(app, { role: 'student', firstName: 'Tobias' }));
    for (const [who, cookies, address] of [
      ['teacher', teacher.cookies, url],
      ['student', student.cookies, url],
      ['student view', {}, `${url}?student=true`],
    ] as const) {
      const response = await page(app, address, cookies);
      expect(response.statusCode, who).toBe(200);
      expect(rendered(response.body), who).toBe(false);
      expect(rootOf(response.body), who).toBe('<div id="root"></div>\n  ');
    }
    const visitor = await page(app, url);
    expect(rendered(visitor.body)).toBe(true);
    expect(visitor.body).not.toContain('Philippa');
    expect(visitor.body).not.toContain('Tobias');
    // The second lock: a page configuration that names someone is never a key, whoever renders it.
    for (const named of [{ isLoggedIn: true }, { isStudent: true }, { firstName: 'Philippa' }]) {
      const pageConfig = { ...visitorConfig(), ...named };
      expect(pageCacheKey({ url, pageConfig, cookies: {}, finish: '' })).toBeNull();
    }
  });

  it("each browser gets its own CSRF cookie, and no browser's token is in a page", async () => {
    const first = await page(app, '/about/');
    const second = await page(app, '/about/', { [COOKIE_NAMES.csrf]: 'token-of-the-second-browser' });
    const third = await page(app, '/about/');
    const token = (response: typeof first) =>
      response.cookies.find((cookie) => cookie.name === COOKIE_NAMES.csrf)?.value;
    expect(token(first)).toBeTruthy();
    expect(token(third)).toBeTruthy();
    expect(token(third)).not.toBe(token(first));
    expect(token(second)).toBeUndefined();
    for (const response of [first, second, third]) {
      expect(rendered(response.body)).toBe(true);
      expect(response.body).not.toContain(token(first));
      expect(response.body).not.toContain(token(third));
      expect(response.body).not.toContain('token-of-the-second-browser');
    }
  });
});

describe('a kept page follows the catalog', () => {
  it('a catalog write shows in the next page', async () => {
    const resource = await buildResource(app, { title: 'Coral Reefs Before' });
    const url = `/resource/${resource.resourceCode}/`;
    expect(rootOf((await page(app, url)).body)).toContain('Coral Reefs Before');
    await app.orm.update(resources).set({ title: 'Coral Reefs After' }).where(eq(resources.id, resource.id));
    const after = await page(app, url);
    expect(rootOf(after.body)).toContain('Coral Reefs After');
    expect(after.body).not.toContain('Coral Reefs Before');
  });

  it('a page is rendered again once it is older than the longest age allowed', async () => {
    let clock = 1_000_000;
    const aging = await buildTestApp({
      env: { WEB_SSR_ENTRY },
      pageCache: { maxAgeMs: 60_000, now: () => clock },
    });
    await page(aging, '/about/');
    const first = renders(aging);
    clock += 59_000;
    await page(aging, '/about/');
    expect(renders(aging)).toBe(first);
    clock += 2_000;
    await page(aging, '/about/');
    expect(renders(aging)).toBe(first + 1);
  });

  // Two pools on one PostgreSQL database are two server processes; PGlite has a single process by design.
  it.runIf(testDatabaseKind() === 'postgres')(
    'a write made by another process shows within a second, with the version read as in production',
    async () => {
      const database = await openTestDatabase();
      const other = await database.openAnotherPool?.();
      if (!other) throw new Error('a PostgreSQL test database opens another pool');
      const production = { versionMaxAgeMs: 250 };
      const first = await buildTestApp({ database, env: { WEB_SSR_ENTRY }, readCache: production });
      const second = await buildTestApp({ database: other, env: { WEB_SSR_ENTRY }, readCache: production });
      const resource = await buildResource(second, { title: 'Tidal Flats Before' });
      const url = `/resource/${resource.resourceCode}/`;
      expect(rootOf((await page(first, url)).body)).toContain('Tidal Flats Before');
      await second.orm
        .update(resources)
        .set({ title: 'Tidal Flats After' })
        .where(eq(resources.id, resource.id));
      const start = Date.now();
      let body = '';
      while (Date.now() - start < 1_000 && !body.includes('Tidal Flats After')) {
        body = rootOf((await page(first, url)).body);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(body).toContain('Tidal Flats After');
    },
  );
});

describe('the cache keeps to its cap', () => {
  it('drops the least recently used pages past maxBytes, and keeps no page over an eighth of it', async () => {
    const readCache = new ReadCache(async () => ({ version: '1', changesAt: Number.POSITIVE_INFINITY }));
    const cache = createPageCache(readCache, { maxBytes: 100_000, maxAgeMs: 60_000 });
    const pageOf = (size: number) => finishedPage('x'.repeat(size));
    await cache.get('first', async () => pageOf(5_000));
    for (let i = 0; i < 30; i++) {
      await cache.get(`page ${i}`, async () => pageOf(5_000));
      await cache.get('first', async () => pageOf(5_000)); // kept in use
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
    expect(cache.stats().entries).toBeLessThan(31);
    const computed = cache.stats().computed;
    await cache.get('first', async () => pageOf(5_000));
    await cache.get('page 29', async () => pageOf(5_000));
    expect(cache.stats().computed).toBe(computed);
    await cache.get('page 0', async () => pageOf(5_000));
    expect(cache.stats().computed).toBe(computed + 1);
    await cache.get('huge', async () => pageOf(7_000));
    expect(cache.stats().computed).toBe(computed + 2);
    await cache.get('huge', async () => pageOf(7_000));
    expect(cache.stats().computed).toBe(computed + 3);
  });

  it('PAGE_CACHE_MAX_MB=0 keeps nothing', async () => {
    const off = await buildTestApp({ env: { WEB_SSR_ENTRY, PAGE_CACHE_MAX_MB: '0' } });
    await page(off, '/about/');
    await page(off, '/about/');
    expect(off.pageCache.stats()).toMatchObject({ entries: 0, computed: 2 });
  });
});

function visitorConfig(): PageConfig {
  return {
    productName: 'Lantern',
    apiKey: 'key',
    isLoggedIn: false,
    isStudent: false,
    hasAdminDisplay: false,
    isSuperUser: false,
    isUserImpersonated: false,
    isImpersonatedUserActive: false,
    firstName: null,
    stationCallSign: null,
    features: { recommendations: false },
    errorSampleRate: 0,
    version: 'test',
    adminLinks: [],
    accountProviders: [],
    siteLinks: NO_SITE_LINKS,
  };
}
