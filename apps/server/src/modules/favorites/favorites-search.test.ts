import { ORGANIZATION_COOKIE, searchFavoritesReplySchema } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { favorites, resources } from '../../db/schema.ts';
import {
  buildFavorite,
  buildOptOut,
  buildResource,
  buildUser,
  type ResourceOverrides,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

const URL = '/api/v2/lesson-builder/search-favorites/';
const search = (auth: RequestAuth, query = '', cookies: Record<string, string> = {}) =>
  injectAs(app, auth, { method: 'GET', url: `${URL}${query}`, cookies });
const found = async (auth: RequestAuth, query = '', cookies: Record<string, string> = {}) => {
  const reply = await search(auth, query, cookies);
  expect(reply.statusCode, reply.body).toBe(200);
  return searchFavoritesReplySchema.parse(reply.json());
};
const titles = (reply: { objects: { title: string }[] }) => reply.objects.map((card) => card.title);

/** A signed-in teacher (or student) whose favorites are these resources, favorited in this order. */
async function withFavorites(inputs: ResourceOverrides[], role: 'teacher' | 'student' = 'teacher') {
  const user = await signInAs(app, await buildUser(app, { role }));
  const made = [];
  for (const [i, input] of inputs.entries()) {
    const resource = await buildResource(app, input);
    made.push(resource);
    await buildFavorite(app, {
      userId: user.user.id,
      resourceId: resource.id,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
  }
  return { user, made };
}

describe('search inside favorites', () => {
  it('pages the favorites as cards, newest first or by title, with the count of all of them', async () => {
    const { user, made } = await withFavorites([
      { title: 'Beta waves' },
      { title: 'Alpha particles' },
      { title: 'Gamma rays' },
    ]);
    const recent = await found(user, '?limit=2');
    expect(recent.count).toBe(3);
    expect(titles(recent)).toEqual(['Gamma rays', 'Alpha particles']);
    const [favorite] = await app.orm.select().from(favorites).where(eq(favorites.resourceId, made[2]!.id));
    expect(recent.objects[0]).toMatchObject({
      lo_id: made[2]?.id,
      favorite_id: favorite?.id,
      favorited_at: '2026-01-03T00:00:00.000Z',
      resource_code: made[2]?.resourceCode,
      url: `/resource/${made[2]?.resourceCode}/`,
    });
    expect(titles(await found(user, '?limit=2&offset=2'))).toEqual(['Beta waves']);
    expect(titles(await found(user, '?sort=title'))).toEqual(['Alpha particles', 'Beta waves', 'Gamma rays']);
    expect(titles(await found(user, '?sort=title&limit=1&offset=1&object_type=resource'))).toEqual([
      'Beta waves',
    ]);
  });

  it('counts exactly as the favorites page asks (no facet counts), by title and newest first, past the end too', async () => {
    const { user, made } = await withFavorites([
      { title: 'Delta video', mediaType: 'Video' },
      { title: 'Alpha interactive', mediaType: 'Interactive', forStudents: false },
      { title: 'Charlie expired', expired: true },
      { title: 'Bravo withdrawn' },
      { title: 'Echo video', mediaType: 'Video' },
    ]);
    await app.orm.update(resources).set({ status: 'unpublished' }).where(eq(resources.id, made[3]!.id));
    const page = (query: string) => found(user, `?facet_by=${query}`);
    for (const sort of ['title', 'recent']) {
      const first = await page(`&sort=${sort}&limit=2`);
      expect([sort, first.count, first.facets]).toEqual([sort, 3, {}]);
      const past = await page(`&sort=${sort}&limit=2&offset=4`);
      expect([sort, past.count, titles(past)]).toEqual([sort, 3, []]);
      const videos = await page(`&sort=${sort}&selected_facet=media_type:Video`);
      expect([sort, videos.count]).toEqual([sort, 2]);
      const students = await page(`&sort=${sort}&student=true`);
      expect([sort, students.count]).toEqual([sort, 2]);
    }
    expect(titles(await page('&sort=title&limit=2&offset=1'))).toEqual(['Delta video', 'Echo video']);
  });

  it('searches text and facets within the favorites only, with facet counts as the main search gives them', async () => {
    const { user } = await withFavorites([
      { title: 'Favorite tide pools', mediaType: 'Video', grades: ['3-5'] },
      { title: 'Favorite tide tables', mediaType: 'Interactive', grades: ['6-8'] },
      { title: 'Favorite deserts', mediaType: 'Video', grades: ['6-8'] },
    ]);
    await buildResource(app, { title: 'Unfavorited tide charts', mediaType: 'Video' });

    const tides = await found(user, '?q=tide');
    expect(titles(tides).sort()).toEqual(['Favorite tide pools', 'Favorite tide tables']);
    expect(tides.count).toBe(2);

    const videos = await found(user, '?selected_facet=media_type:Video');
    expect(titles(videos)).toEqual(['Favorite deserts', 'Favorite tide pools']);
    // The selected facet keeps offering its other values; the other facets count the selection.
    expect(videos.facets.media_type?.map((e) => [e.value, e.count])).toEqual([
      ['Video', 2],
      ['Interactive', 1],
    ]);
    expect(videos.facets.grades?.map((e) => [e.value, e.count])).toEqual([
      ['3-5', 1],
      ['6-8', 1],
    ]);
    const both = await found(user, '?q=tide&selected_facet=grades:6-8&facet_by=media_type');
    expect([both.count, titles(both), Object.keys(both.facets)]).toEqual([
      1,
      ['Favorite tide tables'],
      ['media_type'],
    ]);
  });

  it('applies the audience rules: students, the add-on, the station opt-outs, unpublished resources', async () => {
    const { user, made } = await withFavorites([
      { title: 'For everyone' },
      { title: 'Teachers only', forStudents: false },
      { title: 'A lesson plan', mediaType: 'Lesson Plan' },
      { title: 'Opted out' },
      { title: 'Taken down' },
    ]);
    const station = await buildOptOut(app, { resourceId: made[3]!.id });
    await app.orm.update(resources).set({ status: 'unpublished' }).where(eq(resources.id, made[4]!.id));

    expect(titles(await found(user, '?sort=title'))).toEqual([
      'A lesson plan',
      'For everyone',
      'Opted out',
      'Teachers only',
    ]);
    expect(titles(await found(user, '?student=true'))).toEqual(['Opted out', 'For everyone']);
    expect(titles(await found(user, '?add_on=true&sort=title'))).toEqual([
      'For everyone',
      'Opted out',
      'Teachers only',
    ]);
    const localized = await found(user, '?sort=title', {
      [ORGANIZATION_COOKIE]: String(station.organizationId),
    });
    expect(titles(localized)).toEqual(['A lesson plan', 'For everyone', 'Teachers only']);

    const { user: pupil } = await withFavorites(
      [{ title: 'Pupil pick' }, { title: 'Not for pupils', forStudents: false }],
      'student',
    );
    const pupils = await found(pupil);
    expect([pupils.count, titles(pupils)]).toEqual([1, ['Pupil pick']]);
  });

  it('counts the facets of exactly the favorites the caller may see, and follows a removed favorite at once', async () => {
    const { user, made } = await withFavorites([
      { title: 'Counted video', mediaType: 'Video', grades: ['3-5'] },
      { title: 'Counted document', mediaType: 'Document', grades: ['6-8'] },
      { title: 'Teachers-only video', mediaType: 'Video', grades: ['6-8'], forStudents: false },
      { title: 'Expired video', mediaType: 'Video', expired: true },
      { title: 'Opted-out document', mediaType: 'Document', grades: ['3-5'] },
    ]);
    // Resources of the same facet values that are not this user's favorites never count.
    await withFavorites([{ title: 'Their video', mediaType: 'Video', grades: ['3-5'] }]);
    await buildResource(app, { title: 'Nobody’s video', mediaType: 'Video', grades: ['3-5'] });
    const station = await buildOptOut(app, { resourceId: made[4]!.id });
    const counts = (reply: { count: number; facets: Record<string, { value: string; count: number }[]> }) => [
      reply.count,
      Object.fromEntries(
        ['media_type', 'grades'].map((name) => [
          name,
          reply.facets[name]?.map((e) => `${e.value}=${e.count}`),
        ]),
      ),
    ];
    expect(counts(await found(user))).toEqual([
      4,
      { media_type: ['Document=2', 'Video=2'], grades: ['3-5=2', '6-8=2'] },
    ]);
    expect(counts(await found(user, '?student=true'))).toEqual([
      3,
      { media_type: ['Document=2', 'Video=1'], grades: ['3-5=2', '6-8=1'] },
    ]);
    const localized = await found(user, '', { [ORGANIZATION_COOKIE]: String(station.organizationId) });
    expect(counts(localized)).toEqual([
      3,
      { media_type: ['Video=2', 'Document=1'], grades: ['3-5=1', '6-8=2'] },
    ]);
    expect(counts(await found(user, '?selected_facet=grades:3-5'))).toEqual([
      2,
      { media_type: ['Document=1', 'Video=1'], grades: ['3-5=2', '6-8=2'] },
    ]);
    await app.orm.delete(favorites).where(eq(favorites.resourceId, made[0]!.id));
    expect(counts(await found(user))).toEqual([
      3,
      { media_type: ['Document=2', 'Video=1'], grades: ['3-5=1', '6-8=2'] },
    ]);
  });

  it("never shows another user's favorites", async () => {
    const { user } = await withFavorites([{ title: 'Mine to keep' }]);
    const { user: other } = await withFavorites([{ title: 'Theirs to keep' }]);
    expect(titles(await found(user))).toEqual(['Mine to keep']);
    expect(titles(await found(other))).toEqual(['Theirs to keep']);
  });

  it('answers bad parameters with a 400 that names them, and visitors with a 401', async () => {
    const { user } = await withFavorites([]);
    for (const [query, words] of [
      ['?limit=0', /limit/],
      ['?limit=101', /limit/],
      ['?limit=abc', /limit/],
      ['?offset=-1', /offset/],
      ['?sort=popular', /sort/],
      ['?object_type=collection', /object_type/],
      ['?selected_facet=colour:red', /selected_facet/],
      ['?selected_facet=subject:maths', /subject/],
      ['?facet_by=colour', /facet_by/],
      [`?q=${'x'.repeat(201)}`, /search text/],
    ] as const) {
      const reply = await search(user, query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().message, query).toMatch(words);
    }
    expect((await search(apiHeaders(app))).statusCode).toBe(401);
  });
});
