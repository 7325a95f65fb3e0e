import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRow } from '../../db/sql-rows.ts';
import { buildResource, buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;

async function call(method: 'GET' | 'POST', url: string, auth: RequestAuth | null, payload?: object) {
  const response = await injectAs(app, auth, { method, url, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

async function count(table: string, resourceId: number): Promise<number> {
  const row = await queryRow(
    app.orm,
    z.object({ n: z.number().int() }),
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE resource_id = ${resourceId}`,
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  app = await buildTestApp();
});

describe('GET /resource/view-count/{code}/', () => {
  it('counts one view per browser session and resource', async () => {
    const resource = await buildResource(app, { title: 'Counted' });
    const url = `/resource/view-count/${resource.resourceCode}/`;
    const visitor = apiHeaders(app);
    expect((await call('GET', url, visitor)).body).toEqual({
      resource_code: resource.resourceCode,
      view_count: 1,
      counted: true,
    });
    expect((await call('GET', url, visitor)).body).toMatchObject({ view_count: 1, counted: false });
    const otherVisitor = await call('GET', url, apiHeaders(app));
    expect(otherVisitor.body).toMatchObject({ view_count: 2, counted: true });

    const teacher = await buildUser(app);
    const first = await signInAs(app, teacher);
    expect((await call('GET', url, first)).body).toMatchObject({ view_count: 3, counted: true });
    expect((await call('GET', url, first)).body.counted).toBe(false);
    // A new sign-in is a new session: it counts again, and the view is the teacher's for the recommender.
    const second = await signInAs(app, teacher);
    expect((await call('GET', url, second)).body).toMatchObject({ view_count: 4, counted: true });
    const views = await queryRow(
      app.orm,
      z.object({ n: z.number().int() }),
      sql`SELECT count(*)::int AS n FROM resource_views WHERE resource_id = ${resource.id} AND user_id = ${teacher.id}`,
    );
    expect(views?.n).toBe(2);
  });

  it('keeps a session’s claim for 30 days: older claims count again or are deleted', async () => {
    const resource = await buildResource(app, { title: 'Long session' });
    const other = await buildResource(app, { title: 'Other resource' });
    const url = `/resource/view-count/${resource.resourceCode}/`;
    const visitor = apiHeaders(app);
    const stale = apiHeaders(app);
    expect((await call('GET', url, visitor)).body.counted).toBe(true);
    expect((await call('GET', `/resource/view-count/${other.resourceCode}/`, stale)).body.counted).toBe(true);
    await app.orm.execute(sql`UPDATE resource_session_views SET viewed_at = now() - interval '31 days'
      WHERE resource_id IN (${resource.id}, ${other.id})`);

    // The same session, 31 days on, counts again; another session's old claim is gone.
    expect((await call('GET', url, visitor)).body).toMatchObject({ view_count: 2, counted: true });
    expect(await count('resource_session_views', resource.id)).toBe(1);
    expect(await count('resource_session_views', other.id)).toBe(0);
    expect((await call('GET', url, visitor)).body.counted).toBe(false);
  });

  it('counts views of many concurrent calls from one session once', async () => {
    const resource = await buildResource(app, { title: 'Busy' });
    const visitor = apiHeaders(app);
    const url = `/resource/view-count/${resource.resourceCode}/`;
    const replies = await Promise.all(Array.from({ length: 5 }, () => call('GET', url, visitor)));
    expect(replies.filter((reply) => reply.body.counted)).toHaveLength(1);
    expect(await count('resource_views', resource.id)).toBe(1);
  });

  it('records nothing for a visitor without a browser cookie, an unknown or unpublished code', async () => {
    const resource = await buildResource(app, { title: 'No cookie' });
    const bare = await call('GET', `/resource/view-count/${resource.resourceCode}/`, {
      cookies: {},
      headers: { authorization: `Bearer ${app.webApiKey}` },
    });
    expect(bare.body).toMatchObject({ view_count: 0, counted: false });
    const unknown = await call('GET', '/resource/view-count/unknown-code-7/', apiHeaders(app));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain("No published resource has the code 'unknown-code-7'");
    const draft = await buildResource(app, { title: 'Draft', status: 'unpublished' });
    expect((await call('GET', `/resource/view-count/${draft.resourceCode}/`, apiHeaders(app))).status).toBe(
      404,
    );
    expect(await count('resource_views', draft.id)).toBe(0);
    expect((await call('GET', '/resource/view-count/bad%20code/', apiHeaders(app))).status).toBe(400);
  });
});

describe('POST /api/v2/tracking/resource-view/', () => {
  it('records the view for the recommender once per session, shared with the view count', async () => {
    const resource = await buildResource(app, { title: 'Tracked', subjects: [10111] });
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    const payload = {
      resource_code: resource.resourceCode,
      title: 'Tracked',
      root_subjects: ['Science'],
      grades: ['6-8'],
    };
    expect((await call('POST', '/api/v2/tracking/resource-view/', student, payload)).body).toEqual({
      recorded: true,
    });
    expect((await call('POST', '/api/v2/tracking/resource-view/', student, payload)).body.recorded).toBe(
      false,
    );
    const countReply = await call('GET', `/resource/view-count/${resource.resourceCode}/`, student);
    expect(countReply.body).toMatchObject({ view_count: 1, counted: false });
  });

  it('refuses a malformed body with a readable message and writes nothing', async () => {
    const resource = await buildResource(app, { title: 'Untracked' });
    const bad = await call('POST', '/api/v2/tracking/resource-view/', apiHeaders(app), {
      resource_code: resource.resourceCode,
      title: 'x'.repeat(301),
      root_subjects: [],
      grades: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.messages[0]).toMatch(/^Title - /);
    expect(await count('resource_views', resource.id)).toBe(0);
  });
});

describe('POST /recommendation/user-rating/', () => {
  it('keeps one rating per user, replaced when sent again, with the average', async () => {
    const resource = await buildResource(app, { title: 'Rated' });
    const ana = await signInAs(app, await buildUser(app));
    const ben = await signInAs(app, await buildUser(app));
    const rate = (auth: RequestAuth, rating: number) =>
      call('POST', '/recommendation/user-rating/', auth, { resource_code: resource.resourceCode, rating });
    expect((await rate(ana, 5)).body).toEqual({
      resource_code: resource.resourceCode,
      rating: 5,
      average_rating: 5,
      ratings_count: 1,
    });
    expect((await rate(ben, 2)).body).toMatchObject({ rating: 2, average_rating: 3.5, ratings_count: 2 });
    expect((await rate(ana, 3)).body).toMatchObject({ rating: 3, average_rating: 2.5, ratings_count: 2 });
    const mine = await call(
      'GET',
      `/recommendation/user-rating/?resource_code=${resource.resourceCode}`,
      ana,
    );
    expect(mine.body).toMatchObject({ rating: 3, ratings_count: 2 });
    const fresh = await signInAs(app, await buildUser(app));
    const none = await call(
      'GET',
      `/recommendation/user-rating/?resource_code=${resource.resourceCode}`,
      fresh,
    );
    expect(none.body.rating).toBeNull();
  });

  it('refuses ratings outside 1-5, unknown codes and visitors, writing nothing', async () => {
    const resource = await buildResource(app, { title: 'Unrated' });
    const teacher = await signInAs(app, await buildUser(app));
    for (const rating of [0, 6, 2.5, '4', null]) {
      const reply = await call('POST', '/recommendation/user-rating/', teacher, {
        resource_code: resource.resourceCode,
        rating,
      });
      expect(reply.status, String(rating)).toBe(400);
      expect(reply.body.message).toContain('rating must be a whole number from 1 to 5.');
    }
    const unknown = await call('POST', '/recommendation/user-rating/', teacher, {
      resource_code: 'unknown-code-8',
      rating: 4,
    });
    expect(unknown.status).toBe(404);
    const visitor = await call('POST', '/recommendation/user-rating/', apiHeaders(app), {
      resource_code: resource.resourceCode,
      rating: 4,
    });
    expect(visitor.status).toBe(401);
    expect(await count('resource_ratings', resource.id)).toBe(0);
  });
});

describe('recommendation/resource-question/', () => {
  it('asks the question, stores one answer per user and gives it back', async () => {
    const resource = await buildResource(app, { title: 'Asked' });
    const url = `/recommendation/resource-question/?resource_code=${resource.resourceCode}`;
    const visitor = await call('GET', url, apiHeaders(app));
    expect(visitor.body).toMatchObject({ answer: null, can_answer: false, question: { id: 'usefulness' } });
    expect(visitor.body.question.choices).toHaveLength(3);

    const teacher = await signInAs(app, await buildUser(app));
    expect((await call('GET', url, teacher)).body).toMatchObject({ answer: null, can_answer: true });
    const answer = (value: string) =>
      call('POST', '/recommendation/resource-question/', teacher, {
        resource_code: resource.resourceCode,
        question_id: 'usefulness',
        answer: value,
      });
    expect((await answer('somewhat_useful')).body.answer).toBe('somewhat_useful');
    expect((await answer('very_useful')).status).toBe(200);
    expect((await call('GET', url, teacher)).body.answer).toBe('very_useful');
    expect(await count('resource_question_answers', resource.id)).toBe(1);
  });

  it('refuses unknown answers, questions and codes, writing nothing', async () => {
    const resource = await buildResource(app, { title: 'Unasked' });
    const teacher = await signInAs(app, await buildUser(app));
    const post = (body: object) => call('POST', '/recommendation/resource-question/', teacher, body);
    const badAnswer = await post({
      resource_code: resource.resourceCode,
      question_id: 'usefulness',
      answer: 'meh',
    });
    expect(badAnswer.status).toBe(400);
    expect(badAnswer.body.message).toContain(
      'answer must be one of very_useful, somewhat_useful, not_useful.',
    );
    const badQuestion = await post({
      resource_code: resource.resourceCode,
      question_id: 'other',
      answer: 'very_useful',
    });
    expect(badQuestion.body.message).toContain("question_id must be 'usefulness'.");
    expect(
      (await post({ resource_code: 'unknown-code-9', question_id: 'usefulness', answer: 'not_useful' }))
        .status,
    ).toBe(404);
    expect((await call('GET', '/recommendation/resource-question/', teacher)).status).toBe(400);
    expect(await count('resource_question_answers', resource.id)).toBe(0);
  });
});
