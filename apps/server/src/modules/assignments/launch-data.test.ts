import { LAUNCH_DATA_ELEMENT_ID, lessonSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssignment, buildLesson } from '../../test/factories/index.ts';
import { buildTestApp, signedInTeacher } from '../../test/test-app.ts';
import { lessonCalls, lessonResource, mediaSlide } from '../lessons/lessons-test-kit.ts';
import { ASSIGN, call, classWith } from './assignments-test-kit.ts';

/** The assignment links' page names the assignment (spec 1 §2.6): the server embeds its launch data. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

async function launchDataOn(path: string): Promise<unknown> {
  const reply = await app.inject({ url: path });
  expect(reply.statusCode).toBe(200);
  const found = reply.body.match(
    new RegExp(`<script id="${LAUNCH_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's'),
  );
  return found ? JSON.parse(found[1] as string) : undefined;
}

describe('launch data of assignment links', () => {
  it("names the assignment and shows its first Media slide's poster, on launch and results links", async () => {
    const teacher = await signedInTeacher(app);
    const resource = await lessonResource(app, { title: 'Tide pool video' });
    const created = await lessonCalls(app).create(teacher, {
      name: 'Tide pools',
      slides: [{ type: 'Text', title: 'Read', description: '<p>Read</p>' }, mediaSlide(resource)],
    });
    const lesson = lessonSchema.parse(created.json());
    const room = await classWith(app, teacher, 'Room', ['Ana']);
    const assigned = await call(app, teacher, 'POST', ASSIGN, {
      activityCode: lesson.code,
      students: [{ rosterId: room.id, studentIds: room.studentIds }],
    });
    expect(assigned.status).toBe(200);
    const code = assigned.body.code as string;
    const expected = { name: 'Tide pools', poster_url: '/media/posters/asset.jpg' };
    expect(await launchDataOn(`/student/launch_assignment_proxy/${code}/R9/`)).toEqual(expected);
    expect(await launchDataOn(`/tools/rosters/results/assignment_results_proxy/${code}/R9/77/`)).toEqual(
      expected,
    );
  });

  it('escapes the name for the script element, and has no poster without a Media slide', async () => {
    const lesson = await buildLesson(app, { name: '</script><script>alert(1)</script>', textSlides: 1 });
    const { code } = await buildAssignment(app, {
      lessonId: lesson.id,
      versionId: lesson.versionId,
      teacherId: lesson.ownerId,
    });
    const reply = await app.inject({ url: `/student/launch_assignment_proxy/${code}/R9/` });
    expect(reply.body).not.toContain('<script>alert(1)');
    expect(await launchDataOn(`/student/launch_assignment_proxy/${code}/R9/`)).toEqual({
      name: '</script><script>alert(1)</script>',
      poster_url: null,
    });
  });

  it('is empty for an unknown or deleted code, and absent on other pages', async () => {
    expect(await launchDataOn('/student/launch_assignment_proxy/zzznotacode/R9/')).toEqual({});
    const { code } = await buildAssignment(app, { deletedAt: new Date() });
    expect(await launchDataOn(`/student/launch_assignment_proxy/${code}/R9/`)).toEqual({});
    expect(await launchDataOn('/about/')).toBeUndefined();
  });
});
