import { ORGANIZATION_COOKIE } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAd,
  buildApiKey,
  buildFavorite,
  buildFeatured,
  buildHero,
  buildOptOut,
  buildResource,
  buildSupportMaterial,
  buildUser,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';
import { sharedTestDatabase } from '../../test/test-database.ts';
import { ReadCache } from './read-cache.ts';

/**
 * The read cache (docs/decisions/0014) through HTTP: a cached reply is the uncached one for every audience, a write
 * shows in the next reply, nothing of one user reaches another, and the cache keeps to its cap.
 */

let app: FastifyInstance;
/** The same database with nothing kept: every reply computed, as before the cache. */
let uncached: FastifyInstance;

beforeAll(async () => {
  const database = await sharedTestDatabase();
  app = await buildTestApp({ database });
  uncached = await buildTestApp({ database, readCache: { maxEntries: 0 } });
});

const get = (on: FastifyInstance, auth: RequestAuth, url: string, cookies: Record<string, string> = {}) =>
  injectAs(on, auth, { method: 'GET', url, cookies });

describe('a cached reply equals the uncached one', () => {
  it('for each audience of the resource page, homepage, search and autocomplete', async () => {
    const shared = await buildResource(app, { title: 'Cacheable lighthouse keepers' });
    const teacherOnly = await buildResource(app, {
      title: 'Cacheable lighthouse lamps',
      forStudents: false,
    });
    await buildSupportMaterial(app, {
      resourceId: shared.id,
      audience: 'for_teacher',
      category: 'Guide',
      title: 'Teacher guide',
    });
    await buildFeatured(app, { resourceId: shared.id, sortOrder: 0 });
    await buildFeatured(app, { resourceId: teacherOnly.id, sortOrder: 1 });
    const station = await buildOptOut(app, { resourceId: teacherOnly.id });
    const teacherUser = await buildUser(app);
    await buildFavorite(app, { userId: teacherUser.id, resourceId: shared.id });
    const callers: [string, (on: FastifyInstance) => Promise<RequestAuth>, Record<string, string>][] = [
      ['visitor', async (on) => apiHeaders(on), {}],
      [
        'station opt-out cookie',
        async (on) => apiHeaders(on),
        { [ORGANIZATION_COOKIE]: String(station.organizationId) },
      ],
      ['teacher', (on) => signInAs(on, teacherUser), {}],
      ['student', async (on) => signInAs(on, await buildUser(on, { role: 'student' })), {}],
      ['admin', async (on) => signInAs(on, await buildUser(on, { role: 'admin' })), {}],
    ];
    const urls = [
      `/api/v2/resource/${shared.resourceCode}/`,
      `/api/v2/resource/${shared.resourceCode}/?student=true`,
      `/api/v2/resource/${teacherOnly.resourceCode}/`,
      '/api/v2/lm/homepage/resources/',
      '/api/v2/lm/homepage/resources/?add_on=true',
      '/api/v2/lm/homepage/resources/?student=true',
      '/api/v2/lm/homepage/series/',
      '/api/v2/get_adds/',
      '/api/v2/hero-images/',
      '/api/v2/search/?q=cacheable&facet_by=grades',
      '/api/v2/search/?q=cacheable&student=true',
      '/api/v2/search_autocomplete/?q=cacheable',
    ];
    for (const [name, signIn, cookies] of callers) {
      const [auth, bareAuth] = [await signIn(app), await signIn(uncached)];
      for (const url of urls) {
        const first = await get(app, auth, url, cookies);
        const hit = await get(app, auth, url, cookies);
        const truth = await get(uncached, bareAuth, url, cookies);
        const what = `${name} ${url}`;
        expect(hit.statusCode, what).toBe(truth.statusCode);
        expect(hit.json(), what).toEqual(truth.json());
        expect(first.json(), what).toEqual(truth.json());
        expect(hit.headers['content-type'], what).toBe(truth.headers['content-type']);
      }
    }
  });

  it('gives a signed-in student the student view, whatever a teacher was given first', async () => {
    const resource = await buildResource(app, { title: 'Cacheable for teachers only', forStudents: false });
    const url = `/api/v2/resource/${resource.resourceCode}/`;
    const teacher = await signInAs(app, await buildUser(app));
    expect((await get(app, teacher, url)).statusCode).toBe(200);
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    expect((await get(app, student, url)).json()).toMatchObject({ error: { status: 'NOT_FOR_STUDENTS' } });
  });
});

describe('a write shows in the next reply', () => {
  const visitorGet = (url: string) => get(app, apiHeaders(app), url);

  it('publish, unpublish and edit of a resource, and of a support material', async () => {
    const resource = await buildResource(app, { title: 'Cacheable tide pools', status: 'unpublished' });
    const url = `/api/v2/resource/${resource.resourceCode}/`;
    // A phrase: other 'cacheable' resources exist, and a query of words found apart is relaxed to one (decision 0055).
    const search = '/api/v2/search/?q=%22cacheable%20tide%22';
    expect((await visitorGet(url)).statusCode).toBe(404);
    expect((await visitorGet(search)).json().meta.total).toBe(0);

    await app.orm.execute(
      sql`UPDATE resources SET status = 'published', published_at = now() WHERE id = ${resource.id}`,
    );
    expect((await visitorGet(url)).json().title).toBe('Cacheable tide pools');
    expect((await visitorGet(search)).json().meta.total).toBe(1);

    await app.orm.execute(
      sql`UPDATE resources SET title = 'Cacheable tide charts' WHERE id = ${resource.id}`,
    );
    expect((await visitorGet(url)).json().title).toBe('Cacheable tide charts');
    expect((await visitorGet('/api/v2/search_autocomplete/?q=cacheable%20tide%20ch')).json().objects).toEqual(
      [expect.objectContaining({ title: 'Cacheable tide charts' })],
    );

    await buildSupportMaterial(app, {
      resourceId: resource.id,
      audience: 'for_student',
      category: 'Handout',
      title: 'Tide sheet',
    });
    expect((await visitorGet(url)).json().support_materials.for_student).toHaveLength(1);

    await app.orm.execute(sql`UPDATE resources SET status = 'unpublished' WHERE id = ${resource.id}`);
    expect((await visitorGet(url)).statusCode).toBe(404);
    expect((await visitorGet(search)).json().meta.total).toBe(0);
  });

  it('featured resources, ads and hero images of the homepage', async () => {
    const resource = await buildResource(app, { title: 'Cacheable featured comet' });
    const titles = async () =>
      (await visitorGet('/api/v2/lm/homepage/resources/'))
        .json()
        .objects.map((c: { title: string }) => c.title);
    expect(await titles()).not.toContain('Cacheable featured comet');
    await buildFeatured(app, { resourceId: resource.id, sortOrder: -1 });
    expect(await titles()).toContain('Cacheable featured comet');

    const ads = async () =>
      (await visitorGet('/api/v2/get_adds/')).json().ads.map((a: { description: string }) => a.description);
    expect(await ads()).not.toContain('Cacheable ad');
    await buildAd(app, { spot: 99, description: 'Cacheable ad' });
    expect(await ads()).toContain('Cacheable ad');

    const heroes = async () => JSON.stringify((await visitorGet('/api/v2/hero-images/')).json());
    expect(await heroes()).not.toContain('cacheable-hero');
    await buildHero(app, { imagePath: '/media/hero/cacheable-hero.webp', sortOrder: -1 });
    expect(await heroes()).toContain('cacheable-hero');
  });

  it('a revoked API key stops working at once, though its check is kept', async () => {
    const { key, clientName } = await buildApiKey(app);
    const call = () => app.inject({ url: '/api/v2/get_adds/', headers: { authorization: `Bearer ${key}` } });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    await app.orm.execute(sql`UPDATE api_keys SET revoked_at = now() WHERE client_name = ${clientName}`);
    expect((await call()).statusCode).toBe(401);
  });
});

describe('what is one user’s stays theirs', () => {
  it('favorite_id reaches only the user whose favorite it is', async () => {
    const resource = await buildResource(app, { title: 'Cacheable favorite volcano' });
    const url = `/api/v2/resource/${resource.resourceCode}/`;
    const owner = await signInAs(app, await buildUser(app));
    await buildFavorite(app, { userId: owner.user.id, resourceId: resource.id });
    const other = await signInAs(app, await buildUser(app));
    const ownerFavorite = (await get(app, owner, url)).json().favorite_id;
    expect(ownerFavorite).toEqual(expect.any(Number));
    expect((await get(app, other, url)).json().favorite_id).toBeNull();
    expect((await get(app, apiHeaders(app), url)).json().favorite_id).toBeNull();
    expect((await get(app, owner, url)).json().favorite_id).toBe(ownerFavorite);
    const admin = await signInAs(app, await buildUser(app, { role: 'admin' }));
    expect((await get(app, admin, url)).json().admin_link).toEqual(expect.any(String));
    expect((await get(app, other, url)).json().admin_link).toBeNull();
  });
});

describe('the cache keeps to its cap', () => {
  it('holds at most maxEntries replies and maxBytes of them', async () => {
    const capped = await buildTestApp({
      database: await sharedTestDatabase(),
      readCache: { maxEntries: 5, maxBytes: 64 * 1024 },
    });
    const auth = apiHeaders(capped);
    for (let i = 0; i < 30; i++) {
      expect(
        (await get(capped, auth, `/api/v2/search/?q=cacheable&start=${i}&facet_by=grades`)).statusCode,
      ).toBe(200);
      const { entries, bytes } = capped.readCache.stats();
      expect(entries).toBeLessThanOrEqual(5);
      expect(bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(capped.readCache.stats().entries).toBeGreaterThan(0);
  });
});

describe('the catalog validity behind the entries (a clock of the test’s own)', () => {
  const setUp = (versionMaxAgeMs: number) => {
    const state = { version: '1', changesAt: 1_000, now: 0, reads: 0 };
    const cache = new ReadCache(
      async () => {
        state.reads += 1;
        return { version: state.version, changesAt: state.changesAt };
      },
      { versionMaxAgeMs, now: () => state.now },
    );
    let computed = 0;
    const read = () => cache.get('key', async () => `reply ${++computed}`);
    return { state, cache, read };
  };

  it('drops the entries when the version moves or the next expiry passes', async () => {
    const { state, read } = setUp(0);
    expect(await read()).toBe('reply 1');
    expect(await read()).toBe('reply 1');
    state.version = '2';
    expect(await read()).toBe('reply 2');
    state.now = 999;
    expect(await read()).toBe('reply 2');
    state.now = 1_000;
    state.changesAt = 5_000;
    expect(await read()).toBe('reply 3');
  });

  it('reads the version at most once per versionMaxAgeMs, and again once the expiry passes', async () => {
    const { state, read } = setUp(250);
    await Promise.all([read(), read(), read()]);
    expect(state.reads).toBe(1);
    state.now = 249;
    await read();
    expect(state.reads).toBe(1);
    state.changesAt = 300;
    state.now = 250;
    await read();
    expect(state.reads).toBe(2);
    state.now = 299;
    await read();
    expect(state.reads).toBe(2);
    // Sooner than versionMaxAgeMs after the last read, but something expired.
    state.now = 300;
    await read();
    expect(state.reads).toBe(3);
  });
});
