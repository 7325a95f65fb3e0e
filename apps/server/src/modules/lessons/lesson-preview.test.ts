import { answerReplySchema, LESSON_ERRORS, lessonSchema, previewAssignmentSchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type SignedIn, signInAs } from '../../test/test-app.ts';
import { lessonCalls, lessonResource, lessonVideo, mediaSlide } from './lessons-test-kit.ts';

let app: FastifyInstance;
let calls: ReturnType<typeof lessonCalls>;
let teacher: SignedIn;
let otherTeacher: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  calls = lessonCalls(app);
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  otherTeacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
});

/** Rows of every table a lesson or a result could be written to (the preview must change none). */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await app.orm.execute<Record<string, number | string>>(sql`SELECT
    (SELECT count(*) FROM lessons) AS lessons, (SELECT max(updated_at)::text FROM lessons) AS lessons_updated,
    (SELECT count(*) FROM lesson_versions) AS versions, (SELECT count(*) FROM lesson_slides) AS slides,
    (SELECT count(*) FROM lesson_questions) AS questions, (SELECT count(*) FROM lesson_choices) AS choices`);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, value as number]));
}

async function previewLesson() {
  const resource = await lessonResource(app, { title: 'Preview video' });
  const reply = await calls.create(teacher, {
    name: 'Preview me',
    description: 'What students see',
    slides: [
      mediaSlide(resource),
      { type: 'Text', title: 'Read', description: '<p>Read</p>' },
      {
        type: 'Question',
        title: 'Check',
        questions: [
          {
            text: 'Pick',
            type: 'Multiple',
            choices: [
              { text: 'Right', correct: true },
              { text: 'Wrong', correct: false },
            ],
          },
          { text: 'City?', type: 'Fill', choices: [{ text: 'New York', correct: true }] },
          { text: 'Why?', type: 'Essay' },
        ],
      },
    ],
  });
  return lessonSchema.parse(reply.json());
}

describe('lesson preview', () => {
  it('answers the Assignment shape with resolved media, result_id null, to the owner only', async () => {
    const lesson = await previewLesson();
    const reply = await calls.preview(teacher, lesson.code);
    expect(reply.statusCode).toBe(200);
    const assignment = previewAssignmentSchema.parse(reply.json());
    expect(assignment).toMatchObject({
      id: lesson.id,
      name: 'Preview me',
      description: 'What students see',
      code: lesson.code,
      result_id: null,
      is_ilp: false,
    });
    expect(assignment.slides.map((slide) => slide.type)).toEqual(['Media', 'Text', 'Question']);
    expect(assignment.slides[0]).toMatchObject({
      type: 'Media',
      asset: {
        source: 'resource',
        title: 'Lesson asset',
        kind: 'video',
        poster_url: '/media/posters/asset.jpg',
        media_url: '/media/video/asset.mp4',
        available: true,
      },
    });
    const questions = assignment.slides[2];
    if (questions?.type !== 'Question') throw new Error('expected a question slide');
    expect(questions.questions[0]).toMatchObject({ type: 'Multiple', user_answer: null });

    expect((await calls.preview(otherTeacher, lesson.code)).statusCode).toBe(404);
    expect((await calls.preview(null, lesson.code)).statusCode).toBe(401);
    // Without preview=true the address is the player's (the assignments issue): no such assignment yet.
    const notPreview = await injectAs(app, apiHeaders(app), {
      method: 'GET',
      url: `/tools/api/v2/assignment/${lesson.code}/`,
    });
    expect(notPreview.statusCode).toBe(404);
  });

  it("gives a video's Media slide the resource page's media model: caption tracks and transcript (issue 21)", async () => {
    const video = await lessonVideo(app, { title: 'Captioned video' });
    const withdrawn = await lessonVideo(app, { title: 'Withdrawn video' });
    const image = await lessonResource(app, { title: 'A picture' });
    await app.orm.execute(sql`UPDATE assets SET kind = 'image' WHERE guid = ${image.assetGuid}::uuid`);
    const created = await calls.create(teacher, {
      name: 'Watch and read',
      slides: [mediaSlide(video, 'Watch'), mediaSlide(withdrawn, 'Gone'), mediaSlide(image, 'Look')],
    });
    expect(created.statusCode).toBe(201);
    const { code } = lessonSchema.parse(created.json());
    await app.orm.execute(sql`UPDATE resources SET status = 'unpublished' WHERE id = ${withdrawn.id}`);

    const reply = await calls.preview(teacher, code);
    expect(reply.statusCode).toBe(200);
    const [watch, gone, look] = previewAssignmentSchema.parse(reply.json()).slides;
    if (watch?.type !== 'Media' || gone?.type !== 'Media' || look?.type !== 'Media')
      throw new Error('expected three Media slides');
    expect(watch.media_asset).toMatchObject({ guid: video.assetGuid, media_type: 'video', error: null });
    expect(watch.media_asset?.medias).toMatchObject({
      captions: [
        {
          language: 'en',
          kind: 'captions',
          label: 'English',
          url: '/media/captions/asset.vtt',
          is_default: true,
        },
        { language: 'es', kind: 'captions', label: 'Español', url: '/media/captions/asset-es.vtt' },
      ],
      transcript_url: '/media/captions/asset.vtt',
      files: [{ role: 'mp4_high', url: '/media/video/asset.mp4', primary: true }, { role: 'hls' }],
    });
    // Unavailable resources and things other than video or audio keep the plain display only.
    expect(gone.media_asset).toBeNull();
    expect(gone.asset).toMatchObject({ available: false, unavailable_reason: 'unpublished' });
    expect(look.media_asset).toBeNull();
    expect(look.asset).toMatchObject({ kind: 'image', available: true });
  });

  it('starts, answers and completes a preview while writing nothing', async () => {
    const lesson = await previewLesson();
    const questions = lesson.slides[2];
    if (questions?.type !== 'Question') throw new Error('expected a question slide');
    const [multiple, fill, essay] = questions.questions;
    if (!multiple || !fill || !essay) throw new Error('expected three questions');
    const right = multiple.choices.find((choice) => choice.correct)?.id as number;
    const wrong = multiple.choices.find((choice) => !choice.correct)?.id as number;
    const before = await rowCounts();

    const started = await calls.startPreview(teacher, {
      activity: `/tools/api/v2/activity/${lesson.id}/`,
      status: 'started',
      student_name: 'Ms Preview',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({
      id: 0,
      status: 'started',
      completed: false,
      student_name: 'Ms Preview',
      preview: true,
    });

    const answers: [number, unknown, unknown][] = [
      [multiple.pk, { choice: right }, { correct: true, input: null, choice: right }],
      [multiple.pk, { choice: wrong }, { correct: false, input: null, choice: wrong }],
      [fill.pk, { input: '  new   YORK ' }, { correct: true, input: '  new   YORK ', choice: null }],
      [fill.pk, { input: 'Boston' }, { correct: false, input: 'Boston', choice: null }],
      [essay.pk, { input: 'Because.' }, { correct: null, input: 'Because.', choice: null }],
    ];
    for (const [pk, body, expected] of answers) {
      const reply = await calls.answer(teacher, pk, body);
      expect(reply.statusCode).toBe(200);
      expect(answerReplySchema.parse(reply.json())).toEqual(expected);
    }

    const completed = await calls.completePreview(teacher, { completed: true, status: 'completed' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ id: 0, status: 'completed', completed: true });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses answers to someone else's question, to a choice of another question, and empty ones", async () => {
    const lesson = await previewLesson();
    const questions = lesson.slides[2];
    if (questions?.type !== 'Question') throw new Error('expected a question slide');
    const [multiple, fill] = questions.questions;
    if (!multiple || !fill) throw new Error('expected questions');

    const theirs = await calls.answer(otherTeacher, multiple.pk, { choice: multiple.choices[0]?.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(LESSON_ERRORS.questionNotFound(multiple.pk));
    const foreignChoice = await calls.answer(teacher, multiple.pk, { choice: fill.choices[0]?.id });
    expect(foreignChoice.statusCode).toBe(400);
    expect(foreignChoice.json().message).toBe(LESSON_ERRORS.answerChoice);
    const empty = await calls.answer(teacher, fill.pk, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(LESSON_ERRORS.answerEmpty);
    expect((await calls.answer(teacher, 'abc', { input: 'x' })).statusCode).toBe(400);

    // A deleted lesson's questions are not previewed any more.
    await calls.delete(teacher, lesson.code);
    expect((await calls.answer(teacher, fill.pk, { input: 'x' })).statusCode).toBe(404);
  });
});
