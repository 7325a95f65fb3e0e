import { LESSON_ERRORS, lessonSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { lessonCalls } from './modules/lessons/lessons-test-kit.ts';
import { buildUgcUpload, buildUser } from './test/factories/index.ts';
import { buildTestApp, type SignedIn, signInAs } from './test/test-app.ts';

/** A Media slide may show the teacher's own upload (the two modules wired in app.ts: the ugc module's ownedUploadImages is the lessons plugin's ugcImages), never someone else's. */
let app: FastifyInstance;
let calls: ReturnType<typeof lessonCalls>;
let teacher: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  calls = lessonCalls(app);
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
});

it('saves a Media slide with my upload and shows it; refuses another teacher’s upload naming the field', async () => {
  const mine = await buildUgcUpload(app, { ownerId: teacher.user.id, width: 40, height: 30 });
  const created = await calls.create(teacher, {
    name: 'With my picture',
    slides: [{ type: 'Media', title: 'Crater', ugc_guid: mine.guid }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const [slide] = lessonSchema.parse(created.json()).slides;
  expect(slide?.type === 'Media' && slide.ugc).toMatchObject({ ugc_guid: mine.guid, width: 40, height: 30 });
  expect(slide?.type === 'Media' && slide.media).toMatchObject({ source: 'ugc', available: true });

  const theirs = await buildUgcUpload(app);
  const refused = await calls.create(teacher, {
    name: 'With their picture',
    slides: [{ type: 'Media', ugc_guid: theirs.guid }],
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().messages, refused.body).toContain(
    `Slides - 0 - Ugc guid - ${LESSON_ERRORS.ugcNotFound}`,
  );
});
