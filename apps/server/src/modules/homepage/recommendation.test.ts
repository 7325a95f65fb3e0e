import { createHash } from 'node:crypto';
import { recommendationReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favorites, resourceViews } from '../../db/schema.ts';
import {
  buildFavorite,
  buildResource,
  buildUser,
  buildViews,
  type TestUser,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';

/**
 * The recommender on real rows. Resources are named by letter; each test writes who favorited or viewed
 * what, and the expected list follows from the scoring rule: a neighbour's weight is the sum over shared
 * resources of (their weight × mine), favorites 3 and views 1; a candidate scores the sum over neighbours
 * of (overlap × their weight for it); ties go to catalog popularity.
 */

let app: FastifyInstance;
const res: Record<string, { id: number; resourceCode: string }> = {};
const code = (letter: string) => res[letter]?.resourceCode;
const sessionKey = (name: string) => createHash('sha256').update(name).digest('hex');

async function recommendationsFor(user: TestUser | null, query = '') {
  const auth = user ? await signInAs(app, user) : apiHeaders(app);
  const response = await injectAs(app, auth, { method: 'GET', url: `/recommendation/${query}` });
  expect(response.statusCode).toBe(200);
  return recommendationReplySchema.parse(response.json()).results;
}

beforeAll(async () => {
  app = await buildTestApp({ env: { FEATURE_RECOMMENDATIONS: 'true' } });
  // Popularity decides the popular fallback when there is no engagement: A highest, then B, C, ...
  const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  for (const [index, letter] of letters.entries()) {
    res[letter] = await buildResource(app, { title: `Resource ${letter}`, popularity: 1000 - index * 10 });
  }
  res.L = await buildResource(app, { title: 'Lesson L', mediaType: 'Lesson Plan', popularity: 1 });
  res.T = await buildResource(app, { title: 'Teachers only T', forStudents: false, popularity: 1 });
  res.X = await buildResource(app, { title: 'Unpublished X', status: 'unpublished' });
  res.Y = await buildResource(app, { title: 'Expired Y', expired: true });
});

/** Each test starts from its own favorites and views. */
beforeEach(async () => {
  await app.orm.delete(favorites);
  await app.orm.delete(resourceViews);
});

describe('GET /recommendation/', () => {
  it('recommends what people who favorited the same things also favorited, strongest overlap first', async () => {
    const me = await buildUser(app);
    const alice = await buildUser(app);
    const bob = await buildUser(app);
    await buildFavorite(app, { userId: me.id, resourceId: res.A!.id });
    await buildFavorite(app, { userId: me.id, resourceId: res.B!.id });
    // Alice shares A and B with me (overlap 3·3 + 3·3 = 18) and favorited G: 18 × 3 = 54.
    await buildFavorite(app, { userId: alice.id, resourceId: res.A!.id });
    await buildFavorite(app, { userId: alice.id, resourceId: res.B!.id });
    await buildFavorite(app, { userId: alice.id, resourceId: res.G!.id });
    // Bob shares only A (overlap 9) and favorited H: 9 × 3 = 27, and viewed G: 9 × 1 = 9 → G 63.
    await buildFavorite(app, { userId: bob.id, resourceId: res.A!.id });
    await buildFavorite(app, { userId: bob.id, resourceId: res.H!.id });
    await buildViews(app, { resourceId: res.G!.id, userId: bob.id, times: 4 });

    const results = await recommendationsFor(me, '?count=4');
    expect(results.map((r) => [r.resource_code, r.basis])).toEqual([
      [code('G'), 'similar_users'],
      [code('H'), 'similar_users'],
      // Topped up with popular resources, never my own favorites A and B.
      [code('C'), 'popular'],
      [code('D'), 'popular'],
    ]);
    expect(results[0]).toMatchObject({ title: 'Resource G', url: `/resource/${code('G')}/` });
  });

  it("learns from co-views, including visitors' views tied by a hashed browser key", async () => {
    const me = await buildUser(app);
    await buildViews(app, { resourceId: res.E!.id, userId: me.id, times: 2 });
    // Two visitors viewed E; one went on to F twice (counted once), the other to F and D.
    await buildViews(app, { resourceId: res.E!.id, sessionKey: sessionKey('visitor-1') });
    await buildViews(app, { resourceId: res.F!.id, sessionKey: sessionKey('visitor-1'), times: 2 });
    await buildViews(app, { resourceId: res.E!.id, sessionKey: sessionKey('visitor-2') });
    await buildViews(app, { resourceId: res.F!.id, sessionKey: sessionKey('visitor-2') });
    await buildViews(app, { resourceId: res.D!.id, sessionKey: sessionKey('visitor-2') });
    // A visitor who never viewed E does not count, however much they viewed.
    await buildViews(app, { resourceId: res.H!.id, sessionKey: sessionKey('visitor-3'), times: 9 });

    const results = await recommendationsFor(me, '?count=2');
    expect(results.map((r) => [r.resource_code, r.basis])).toEqual([
      [code('F'), 'similar_users'],
      [code('D'), 'similar_users'],
    ]);
  });

  it('never recommends what students may not see to a student, nor unpublished or expired resources', async () => {
    const student = await buildUser(app, { role: 'student' });
    const classmate = await buildUser(app, { role: 'student' });
    await buildFavorite(app, { userId: student.id, resourceId: res.A!.id });
    await buildFavorite(app, { userId: classmate.id, resourceId: res.A!.id });
    for (const letter of ['L', 'T', 'X', 'Y', 'C'])
      await buildFavorite(app, { userId: classmate.id, resourceId: res[letter]!.id });

    const results = await recommendationsFor(student, '?count=3');
    expect(results.map((r) => [r.resource_code, r.basis])).toEqual([
      [code('C'), 'similar_users'],
      [code('B'), 'popular'],
      [code('D'), 'popular'],
    ]);
  });

  it('falls back to what is popular lately, then catalog popularity, for visitors and new users', async () => {
    const someone = await buildUser(app);
    await buildFavorite(app, { userId: someone.id, resourceId: res.H!.id });
    await buildViews(app, { resourceId: res.G!.id, sessionKey: sessionKey('v'), times: 2 });
    const visitor = await recommendationsFor(null, '?count=4');
    // H: one favorite (3); G: two views (2); then A, B by popularity.
    expect(visitor.map((r) => r.resource_code)).toEqual([code('H'), code('G'), code('A'), code('B')]);
    expect(visitor.every((r) => r.basis === 'popular')).toBe(true);
    const newcomer = await recommendationsFor(await buildUser(app), '?count=4');
    expect(newcomer.map((r) => r.resource_code)).toEqual(visitor.map((r) => r.resource_code));
  });

  it('gives the same answer every time (no randomness)', async () => {
    const me = await buildUser(app);
    const other = await buildUser(app);
    await buildFavorite(app, { userId: me.id, resourceId: res.A!.id });
    await buildFavorite(app, { userId: other.id, resourceId: res.A!.id });
    await buildFavorite(app, { userId: other.id, resourceId: res.F!.id });
    const first = await recommendationsFor(me);
    const second = await recommendationsFor(me);
    expect(second).toEqual(first);
    // The default count (12) exceeds what there is: every visible resource but my own A (8 + L + T − A).
    expect(first).toHaveLength(9);
    expect(first[0]?.resource_code).toBe(code('F'));
  });

  it('refuses a count above the limit with a clear 400', async () => {
    const response = await injectAs(app, apiHeaders(app), {
      method: 'GET',
      url: '/recommendation/?count=500',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('count must be at most 24');
  });
});

describe('GET /recommendation/ with the feature off', () => {
  it('answers 404 with a message saying the feature is off', async () => {
    const off = await buildTestApp({ env: { FEATURE_RECOMMENDATIONS: 'false' } });
    const response = await injectAs(off, apiHeaders(off), { method: 'GET', url: '/recommendation/' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Recommendations are turned off on this server.');
  });
});

describe('GET /api/v2/student-popular-resources/', () => {
  it('ranks student content by what students viewed and favorited lately, for a grade band when asked', async () => {
    const teacher = await buildUser(app);
    const student = await buildUser(app, { role: 'student' });
    const other = await buildUser(app, { role: 'student' });
    // Teachers' engagement does not count; students' does (favorite 3, view 1).
    await buildFavorite(app, { userId: teacher.id, resourceId: res.H!.id });
    await buildViews(app, { resourceId: res.H!.id, userId: teacher.id, times: 10 });
    await buildViews(app, { resourceId: res.F!.id, userId: student.id, times: 2 });
    await buildFavorite(app, { userId: other.id, resourceId: res.G!.id });
    await buildViews(app, { resourceId: res.T!.id, userId: student.id, times: 9 });
    await buildViews(app, { resourceId: res.L!.id, userId: student.id, times: 9 });

    const response = await injectAs(app, apiHeaders(app), {
      method: 'GET',
      url: '/api/v2/student-popular-resources/?count=4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().objects.map((o: { resource_code: string }) => o.resource_code)).toEqual([
      code('G'),
      code('F'),
      code('A'),
      code('B'),
    ]);
    const otherGrade = await injectAs(app, apiHeaders(app), {
      method: 'GET',
      url: '/api/v2/student-popular-resources/?grades=9-12',
    });
    expect(otherGrade.json()).toEqual({ objects: [] });
    const bad = await injectAs(app, apiHeaders(app), {
      method: 'GET',
      url: '/api/v2/student-popular-resources/?grades=grade-7',
    });
    expect(bad.statusCode).toBe(400);
  });
});
