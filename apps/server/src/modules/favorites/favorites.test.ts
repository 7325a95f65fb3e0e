import { FAVORITE_LOOKUP_ERROR, FAVORITE_LOOKUP_MAX, favoritesReplySchema } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '../../db/schema.ts';
import { buildResource, buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type SignedIn, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;
let teacher: SignedIn;
let otherTeacher: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  otherTeacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  student = await signInAs(app, await buildUser(app, { role: 'student' }));
});

const add = (auth: SignedIn | null, payload: unknown) =>
  injectAs(app, auth ?? apiHeaders(app), {
    method: 'POST',
    url: '/api/v2/favorite/',
    payload: payload as object,
  });
const list = (auth: SignedIn) => injectAs(app, auth, { method: 'GET', url: '/api/v2/favorites/' });
const remove = (auth: SignedIn | null, id: number | string) =>
  injectAs(app, auth ?? apiHeaders(app), { method: 'DELETE', url: `/api/v2/favorite/${id}/` });
const rowsOfUser = (userId: string) => app.orm.select().from(favorites).where(eq(favorites.userId, userId));

describe('favorites', () => {
  it('adds a resource once, answers the same id again, and lists it for its owner only', async () => {
    const resource = await buildResource(app, { title: 'Favorite volcano video' });
    const first = await add(teacher, { lo_id: resource.id });
    expect(first.statusCode).toBe(201);
    const favorite = first.json();
    expect(favorite).toMatchObject({ lo_id: resource.id, resource_code: resource.resourceCode });
    expect(favorite.id).toEqual(expect.any(Number));

    const again = await add(teacher, { lo_id: resource.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(favorite.id);
    expect(await rowsOfUser(teacher.user.id)).toHaveLength(1);

    const mine = favoritesReplySchema.parse((await list(teacher)).json());
    expect(mine.objects).toEqual([favorite]);
    const theirs = favoritesReplySchema.parse((await list(otherTeacher)).json());
    expect(theirs.objects.map((f) => f.id)).not.toContain(favorite.id);
  });

  it('makes one row when the same favorite is sent twice at once', async () => {
    const resource = await buildResource(app, { title: 'Double-click favorite' });
    const replies = await Promise.all([
      add(student, { lo_id: resource.id }),
      add(student, { lo_id: resource.id }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
    const rows = await rowsOfUser(student.user.id);
    expect(rows.filter((row) => row.resourceId === resource.id)).toHaveLength(1);
  });

  it('lists newest first', async () => {
    const user = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    const older = await buildResource(app, { title: 'Older favorite' });
    const newer = await buildResource(app, { title: 'Newer favorite' });
    await add(user, { lo_id: older.id });
    await add(user, { lo_id: newer.id });
    const { objects } = favoritesReplySchema.parse((await list(user)).json());
    expect(objects.map((f) => f.lo_id)).toEqual([newer.id, older.id]);
  });

  it('refuses missing, unpublished and expired resources and writes nothing', async () => {
    const user = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    const unpublished = await buildResource(app, { title: 'Draft favorite', status: 'unpublished' });
    const expired = await buildResource(app, { title: 'Expired favorite', expired: true });
    for (const loId of [unpublished.id, expired.id, 987_654_321]) {
      const reply = await add(user, { lo_id: loId });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'not_found' });
      expect(reply.json().message).toContain(`id ${loId}`);
    }
    expect(await rowsOfUser(user.user.id)).toEqual([]);
  });

  it('answers a bad lo_id with a 400 that says what to send', async () => {
    for (const payload of [
      {},
      { lo_id: 'abc' },
      { lo_id: 1.5 },
      { lo_id: -3 },
      { lo_id: 0 },
      { lo_id: null },
    ]) {
      const reply = await add(teacher, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().message).toMatch(/lo_id/i);
    }
  });

  it('removes only your own favorite; another user gets 404 and the row stays', async () => {
    const resource = await buildResource(app, { title: 'Kept favorite' });
    const favorite = (await add(teacher, { lo_id: resource.id })).json();

    const byOther = await remove(otherTeacher, favorite.id);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().code).toBe('not_found');
    const missing = await remove(otherTeacher, 999_999_999);
    expect(missing.statusCode).toBe(404);
    expect(byOther.json().message.replace(String(favorite.id), 'N')).toBe(
      missing.json().message.replace('999999999', 'N'),
    );
    expect((await rowsOfUser(teacher.user.id)).map((row) => row.id)).toContain(favorite.id);

    const mine = await remove(teacher, favorite.id);
    expect(mine.statusCode).toBe(204);
    expect(mine.body).toBe('');
    expect((await rowsOfUser(teacher.user.id)).map((row) => row.id)).not.toContain(favorite.id);
    expect((await remove(teacher, favorite.id)).statusCode).toBe(404);
  });

  it('answers a malformed favorite id with 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(20)]) {
      const reply = await remove(teacher, id);
      expect(reply.statusCode, id).toBe(400);
      expect(reply.json().message).toMatch(/favorite id/i);
    }
  });

  it('asks visitors to sign in and writes nothing', async () => {
    const resource = await buildResource(app, { title: 'Visitor favorite' });
    expect((await add(null, { lo_id: resource.id })).statusCode).toBe(401);
    expect(
      (await injectAs(app, apiHeaders(app), { method: 'GET', url: '/api/v2/favorites/' })).statusCode,
    ).toBe(401);
    expect((await remove(null, 1)).statusCode).toBe(401);
    const rows = await app.orm.select().from(favorites).where(eq(favorites.resourceId, resource.id));
    expect(rows).toEqual([]);
  });
});

describe('favorites: the lookup of some resources (lo_ids)', () => {
  const lookup = (auth: SignedIn | ReturnType<typeof apiHeaders>, query: string) =>
    injectAs(app, auth, { method: 'GET', url: `/api/v2/favorites/?${query}` });

  it("answers only the caller's favorites among the ids asked about", async () => {
    const user = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    const [kept, other, notKept, theirs] = await Promise.all(
      ['Kept', 'Also kept', 'Not kept', 'Kept by someone else'].map((title) => buildResource(app, { title })),
    );
    for (const resource of [kept, other]) await add(user, { lo_id: resource!.id });
    await add(otherTeacher, { lo_id: theirs!.id });

    const reply = await lookup(user, `lo_ids=${kept!.id},${notKept!.id},${theirs!.id},${kept!.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const found = favoritesReplySchema.parse(reply.json());
    expect(found.objects.map((favorite) => favorite.lo_id)).toEqual([kept!.id]);
    expect(found.objects[0]).toMatchObject({ resource_code: kept!.resourceCode });
    // Unknown ids are simply not favorites.
    expect((await lookup(user, 'lo_ids=987654321')).json()).toEqual({ objects: [] });
    // Without lo_ids: the whole list, as before.
    expect(favoritesReplySchema.parse((await list(user)).json()).objects).toHaveLength(2);
    const many = Array.from({ length: FAVORITE_LOOKUP_MAX }, (_, i) => i + 1).join(',');
    expect((await lookup(user, `lo_ids=${many}`)).statusCode).toBe(200);
  });

  it('refuses a bad list with a 400 that says what to send, and visitors with a 401', async () => {
    const tooMany = Array.from({ length: FAVORITE_LOOKUP_MAX + 1 }, (_, i) => i + 1).join(',');
    for (const query of [
      'lo_ids=',
      'lo_ids=abc',
      'lo_ids=1,,2',
      'lo_ids=0',
      'lo_ids=-3',
      'lo_ids=1.5',
      `lo_ids=${tooMany}`,
      'lo_ids=99999999999999999',
      'lo_ids=1&lo_ids=2',
    ]) {
      const reply = await lookup(teacher, query);
      expect([query, reply.statusCode]).toEqual([query, 400]);
      expect(reply.json().message).toContain(FAVORITE_LOOKUP_ERROR);
    }
    expect((await lookup(apiHeaders(app), 'lo_ids=1')).statusCode).toBe(401);
  });
});
