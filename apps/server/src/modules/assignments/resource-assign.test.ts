import { PRIVACY_GATE_MESSAGE } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignments, lessons } from '../../db/schema.ts';
import { buildAsset, buildResource, buildUser } from '../../test/factories/index.ts';
import { buildTestApp, signInAs } from '../../test/test-app.ts';
import { ASSIGN, ASSIGNMENTS, call, classWith, newTeacher } from './assignments-test-kit.ts';

/** Assigning a single resource whose is_assignable is true: a one-slide assignment (issue 20; decision 0042). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

async function resourceWithAsset(overrides: Parameters<typeof buildResource>[1] = {}) {
  const resource = await buildResource(app, { title: 'Volcano video', ...overrides });
  const asset = await buildAsset(app, { resourceId: resource.id });
  return { ...resource, assetGuid: asset.guid };
}

const lessonsOf = (teacherId: string) => app.orm.select().from(lessons).where(eq(lessons.ownerId, teacherId));

describe('assigning a resource', () => {
  it('makes a one-slide assignment of an assignable resource, idempotently, out of the lesson lists', async () => {
    const teacher = await newTeacher(app);
    const room = await classWith(app, teacher, 'Room', ['Ana', 'Ben']);
    const resource = await resourceWithAsset();
    const body = {
      activityCode: resource.resourceCode,
      students: [{ rosterId: room.id, studentIds: room.studentIds.slice(0, 1) }],
    };
    const first = await call(app, teacher, 'POST', ASSIGN, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ location: null, added: 1 });

    const again = await call(app, teacher, 'POST', ASSIGN, {
      ...body,
      students: [{ rosterId: room.id, studentIds: room.studentIds }],
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, code: first.body.code, added: 1 });
    expect((await call(app, teacher, 'POST', ASSIGN, body)).body.added).toBe(0);

    const detail = await call(app, teacher, 'GET', `${ASSIGNMENTS}${first.body.id}/`);
    expect(detail.body).toMatchObject({
      title: 'Volcano video',
      lesson_code: null,
      has_questions: false,
      student_count: 2,
    });
    // The carrier lesson is no lesson of the builder's: not listed, not awaiting, not editable.
    const lessonList = await call(app, teacher, 'GET', '/api/v2/lesson-builder/');
    expect(lessonList.body.count).toBe(0);
    const awaiting = await call(app, teacher, 'GET', `${ASSIGNMENTS}?status=awaiting&limit=1`);
    expect(awaiting.body.count).toBe(0);
    const [carrier] = await lessonsOf(teacher.user.id);
    expect(carrier?.resourceId).toBe(resource.id);
    expect((await call(app, teacher, 'GET', `/api/v2/lesson-builder/${carrier?.code}/`)).status).toBe(404);

    // A student of the class plays one Media slide of the resource's asset.
    const [user] = await app.orm.query.users.findMany({
      where: (u, { eq: is }) => is(u.id, room.studentIds[0] as string),
    });
    if (!user) throw new Error('student missing');
    const player = await call(
      app,
      await signInAs(app, user),
      'GET',
      `/tools/api/v2/assignment/${first.body.code}/`,
    );
    expect(player.status).toBe(200);
    expect(player.body.slides).toHaveLength(1);
    expect(player.body.slides[0]).toMatchObject({
      type: 'Media',
      title: 'Volcano video',
      asset: {
        source: 'resource',
        canonical_url: `/resource/${resource.resourceCode}/`,
      },
    });
  });

  it('refuses a resource that cannot be assigned (400) or does not exist (404), writing nothing', async () => {
    const teacher = await newTeacher(app);
    const room = await classWith(app, teacher, 'Room', ['Ana']);
    const notAssignable = await resourceWithAsset({ isAssignable: false });
    const expired = await resourceWithAsset({ expired: true });
    const noMedia = await buildResource(app);
    const unpublished = await resourceWithAsset({ status: 'unpublished' });
    const assign = (activityCode: string) =>
      call(app, teacher, 'POST', ASSIGN, {
        activityCode,
        students: [{ rosterId: room.id, studentIds: room.studentIds }],
      });
    for (const code of [notAssignable.resourceCode, expired.resourceCode, noMedia.resourceCode]) {
      const reply = await assign(code);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(`The resource '${code}' cannot be assigned.`);
    }
    for (const code of [unpublished.resourceCode, 'no-such-resource']) {
      const reply = await assign(code);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(
        `No lesson of yours and no assignable resource has the code '${code}'.`,
      );
    }
    expect(await lessonsOf(teacher.user.id)).toEqual([]);
    expect(
      await app.orm.select().from(assignments).where(eq(assignments.teacherId, teacher.user.id)),
    ).toEqual([]);
  });

  it('needs the privacy acknowledgement (403) before anything is made', async () => {
    const teacher = await newTeacher(app, { acknowledged: false });
    const room = await classWith(app, teacher, 'Room', ['Ana']);
    const resource = await resourceWithAsset();
    const reply = await call(app, teacher, 'POST', ASSIGN, {
      activityCode: resource.resourceCode,
      students: [{ rosterId: room.id, studentIds: room.studentIds }],
    });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(PRIVACY_GATE_MESSAGE);
    expect(await lessonsOf(teacher.user.id)).toEqual([]);
  });

  it('refuses students (403) and visitors (401); another teacher gets an assignment of their own', async () => {
    const resource = await resourceWithAsset();
    const body = { activityCode: resource.resourceCode, students: [] };
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    expect((await call(app, student, 'POST', ASSIGN, body)).status).toBe(403);
    expect((await call(app, null, 'POST', ASSIGN, body)).status).toBe(401);

    const assignTo = async () => {
      const teacher = await newTeacher(app);
      const room = await classWith(app, teacher, 'Room', ['Ana']);
      const reply = await call(app, teacher, 'POST', ASSIGN, {
        activityCode: resource.resourceCode,
        students: [{ rosterId: room.id, studentIds: room.studentIds }],
      });
      expect(reply.status).toBe(200);
      return reply.body;
    };
    const first = await assignTo();
    const second = await assignTo();
    expect(second.id).not.toBe(first.id);
    expect(second.added).toBe(1);
  });
});
