import { createHash } from 'node:crypto';
import { recommendationReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';
import { createResource } from '../search/search-test-kit.ts';
import { clearEngagement, favorite, view } from './homepage-test-kit.ts';

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
    res[letter] = await createResource(app, { title: `Resource ${letter}`, popularity: 1000 - index * 10 });
  }
  res.L = await createResource(app, { title: 'Lesson L', mediaType: 'Lesson Plan', popularity: 1 });
  res.T = await createResource(app, { title: 'Teachers only T', forStudents: false, popularity: 1 });
  res.X = await createResource(app, { title: 'Unpublished X', status: 'unpublished' });
  res.Y = await createResource(app, { title: 'Expired Y', expired: true });
});

beforeEach(async () => {
  await clearEngagement(app);
});

describe('GET /recommendation/', () => {
  it('recommends what people who favorited the same things also favorited, strongest overlap first', async () => {
    const me = await createUser(app);
    const alice = await createUser(app);
    const bob = await createUser(app);
    await favorite(app, me.id, res.A!.id);
    await favorite(app, me.id, res.B!.id);
    // Alice shares A and B with me (overlap 3·3 + 3·3 = 18) and favorited G: 18 × 3 = 54.
    await favorite(app, alice.id, res.A!.id);
    await favorite(app, alice.id, res.B!.id);
    await favorite(app, alice.id, res.G!.id);
    // Bob shares only A (overlap 9) and favorited H: 9 × 3 = 27, and viewed G: 9 × 1 = 9 → G 63.
    await favorite(app, bob.id, res.A!.id);
    await favorite(app, bob.id, res.H!.id);
    await view(app, res.G!.id, { userId: bob.id }, 4);

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
    const me = await createUser(app);
    await view(app, res.E!.id, { userId: me.id }, 2);
    // Two visitors viewed E; one went on to F twice (counted once), the other to F and D.
    await view(app, res.E!.id, { sessionKey: sessionKey('visitor-1') });
    await view(app, res.F!.id, { sessionKey: sessionKey('visitor-1') }, 2);
    await view(app, res.E!.id, { sessionKey: sessionKey('visitor-2') });
    await view(app, res.F!.id, { sessionKey: sessionKey('visitor-2') });
    await view(app, res.D!.id, { sessionKey: sessionKey('visitor-2') });
    // A visitor who never viewed E does not count, however much they viewed.
    await view(app, res.H!.id, { sessionKey: sessionKey('visitor-3') }, 9);

    const results = await recommendationsFor(me, '?count=2');
    expect(results.map((r) => [r.resource_code, r.basis])).toEqual([
      [code('F'), 'similar_users'],
      [code('D'), 'similar_users'],
    ]);
  });

  it('never recommends what students may not see to a student, nor unpublished or expired resources', async () => {
    const student = await createUser(app, { role: 'student' });
    const classmate = await createUser(app, { role: 'student' });
    await favorite(app, student.id, res.A!.id);
    await favorite(app, classmate.id, res.A!.id);
    for (const letter of ['L', 'T', 'X', 'Y', 'C']) await favorite(app, classmate.id, res[letter]!.id);

    const results = await recommendationsFor(student, '?count=3');
    expect(results.map((r) => [r.resource_code, r.basis])).toEqual([
      [code('C'), 'similar_users'],
      [code('B'), 'popular'],
      [code('D'), 'popular'],
    ]);
  });

  it('falls back to what is popular lately, then catalog popularity, for visitors and new users', async () => {
    const someone = await createUser(app);
    await favorite(app, someone.id, res.H!.id);
    await view(app, res.G!.id, { sessionKey: sessionKey('v') }, 2);
    const visitor = await recommendationsFor(null, '?count=4');
    // H: one favorite (3); G: two views (2); then A, B by popularity.
    expect(visitor.map((r) => r.resource_code)).toEqual([code('H'), code('G'), code('A'), code('B')]);
    expect(visitor.every((r) => r.basis === 'popular')).toBe(true);
    const newcomer = await recommendationsFor(await createUser(app), '?count=4');
    expect(newcomer.map((r) => r.resource_code)).toEqual(visitor.map((r) => r.resource_code));
  });

  it('gives the same answer every time (no randomness)', async () => {
    const me = await createUser(app);
    const other = await createUser(app);
    await favorite(app, me.id, res.A!.id);
    await favorite(app, other.id, res.A!.id);
    await favorite(app, other.id, res.F!.id);
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
    const teacher = await createUser(app);
    const student = await createUser(app, { role: 'student' });
    const other = await createUser(app, { role: 'student' });
    // Teachers' engagement does not count; students' does (favorite 3, view 1).
    await favorite(app, teacher.id, res.H!.id);
    await view(app, res.H!.id, { userId: teacher.id }, 10);
    await view(app, res.F!.id, { userId: student.id }, 2);
    await favorite(app, other.id, res.G!.id);
    await view(app, res.T!.id, { userId: student.id }, 9);
    await view(app, res.L!.id, { userId: student.id }, 9);

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
