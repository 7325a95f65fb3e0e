import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignmentResults } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, signInAs } from '../../test/test-app.ts';
import { lessonVideo, mediaSlide } from '../lessons/lessons-test-kit.ts';
import { ASSIGN, call, classWith, newTeacher } from './assignments-test-kit.ts';

/** The real player's result calls for signed-in students (spec 3 §4, §7; decision 0041). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const RESULT = '/tools/api/v2/result/';
const answerUrl = (questionId: number, resultId: number) =>
  `/api/v2/questions/${questionId}/results/${resultId}/answers/`;

const questions = [
  {
    text: '<p>Pick one</p>',
    type: 'Multiple',
    choices: [
      { text: 'Right', correct: true },
      { text: 'Wrong', correct: false },
    ],
  },
  { text: 'Capital of France?', type: 'Fill', choices: [{ text: 'Paris', correct: false }] },
  { text: 'Why?', type: 'Short' },
  { text: 'Explain.', type: 'Essay', choices: [] },
];

/** A teacher's lesson (through the API) assigned to one class of two students (signed in). */
async function assignedLesson() {
  const teacher = await newTeacher(app);
  const room = await classWith(app, teacher, 'Room', ['Ana', 'Ben']);
  const created = await call(app, teacher, 'POST', '/api/v2/lesson-builder/', {
    name: 'Quiz',
    slides: [{ type: 'Question', title: 'Check', description: '<p>Go</p>', questions }],
  });
  expect(created.status).toBe(201);
  const assigned = await call(app, teacher, 'POST', ASSIGN, {
    activityCode: created.body.code,
    students: [{ rosterId: room.id, studentIds: room.studentIds }],
  });
  expect(assigned.status).toBe(200);
  const students = [];
  for (const id of room.studentIds) {
    const [user] = await app.orm.query.users.findMany({ where: (u, { eq: is }) => is(u.id, id) });
    if (!user) throw new Error('student missing');
    students.push(await signInAs(app, user));
  }
  // biome-ignore lint/suspicious/noExplicitAny: the lesson reply's slides are read loosely here
  const pks = created.body.slides[0].questions.map((q: any) => q.pk as number);
  // biome-ignore lint/suspicious/noExplicitAny: choices of the first question
  const choices = created.body.slides[0].questions[0].choices.map((c: any) => c.id as number);
  return { teacher, room, lesson: created.body, assignment: assigned.body, students, pks, choices };
}

describe('the player result calls', () => {
  it('starts (once), answers against the pinned version, completes, and keeps it after the lesson changes', async () => {
    const { teacher, room, lesson, assignment, students, pks, choices } = await assignedLesson();
    const [ana, ben] = students;
    if (!ana || !ben) throw new Error('students');
    const started = await call(app, ana, 'POST', RESULT, { activity: assignment.code, status: 'started' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'started', completed: false, student_name: 'Ana L.' });
    const again = await call(app, ana, 'POST', RESULT, {
      activity: `/tools/api/v2/activity/${assignment.code}/`,
    });
    expect(again.body.id).toBe(started.body.id);
    const [row] = await app.orm
      .select()
      .from(assignmentResults)
      .where(eq(assignmentResults.id, started.body.id));
    expect(row?.classId).toBe(room.id);

    // The teacher edits the lesson: the student still answers the assigned version's questions.
    const edited = await call(app, teacher, 'PUT', `/api/v2/lesson-builder/${lesson.code}/`, {
      version: lesson.version,
      name: 'Changed',
      slides: [{ type: 'Text', title: 'Only text', description: '<p>x</p>' }],
    });
    expect(edited.status).toBe(200);
    const id = started.body.id as number;
    const [multiple, fill, short, essay] = pks as [number, number, number, number];
    expect((await call(app, ana, 'POST', answerUrl(multiple, id), { choice: choices[0] })).body).toEqual({
      correct: true,
      input: null,
      choice: choices[0],
    });
    expect((await call(app, ana, 'POST', answerUrl(multiple, id), { choice: choices[1] })).body.correct).toBe(
      false,
    );
    expect((await call(app, ana, 'POST', answerUrl(fill, id), { input: ' paris ' })).body.correct).toBe(true);
    expect(
      (await call(app, ana, 'POST', answerUrl(short, id), { input: 'Because' })).body.correct,
    ).toBeNull();
    expect((await call(app, ana, 'POST', answerUrl(short, id), { input: 'x'.repeat(251) })).status).toBe(400);
    expect(
      (await call(app, ana, 'POST', answerUrl(essay, id), { input: 'y'.repeat(3000) })).body.correct,
    ).toBeNull();
    expect((await call(app, ana, 'POST', answerUrl(multiple, id), { choice: 999999999 })).status).toBe(400);
    const [newPk] = edited.body.slides.flatMap((s: { questions?: { pk: number }[] }) => s.questions ?? []);
    expect(newPk).toBeUndefined();

    // Someone else's result, and another version's question, are 404s.
    expect((await call(app, ben, 'GET', `${RESULT}${id}/`)).status).toBe(404);
    expect((await call(app, ben, 'POST', answerUrl(multiple, id), { choice: choices[0] })).status).toBe(404);
    const other = await assignedLesson();
    expect((await call(app, ana, 'POST', answerUrl(other.pks[0] as number, id), { choice: 1 })).status).toBe(
      404,
    );

    const done = await call(app, ana, 'PUT', `${RESULT}${id}/`, { completed: true, status: 'completed' });
    expect(done.body).toMatchObject({ status: 'completed', completed: true });
    expect((await call(app, ana, 'GET', `${RESULT}${id}/`)).body.status).toBe('completed');
    expect((await call(app, ana, 'POST', answerUrl(multiple, id), { choice: choices[0] })).status).toBe(409);
  });

  it('lets any signed-in student with the code start a quick-assign result (no class); bad codes are 4xx', async () => {
    const { assignment } = await assignedLesson();
    const stranger = await signInAs(
      app,
      await buildUser(app, { role: 'student', firstName: 'Zed', lastName: '' }),
    );
    const started = await call(app, stranger, 'POST', RESULT, { activity: assignment.code });
    expect(started.status).toBe(200);
    const [row] = await app.orm
      .select()
      .from(assignmentResults)
      .where(eq(assignmentResults.id, started.body.id));
    expect(row?.classId).toBeNull();
    expect((await call(app, stranger, 'POST', RESULT, { activity: 'Not a code' })).status).toBe(400);
    expect((await call(app, stranger, 'POST', RESULT, { activity: 'zzzzzzzzzzzz' })).status).toBe(404);
    expect((await call(app, stranger, 'POST', RESULT, {})).status).toBe(400);
  });

  it('stops working once the teacher deletes the assignment', async () => {
    const { teacher, assignment, students } = await assignedLesson();
    const [ana] = students;
    if (!ana) throw new Error('student');
    const started = await call(app, ana, 'POST', RESULT, { activity: assignment.code });
    expect((await call(app, teacher, 'DELETE', `/api/v2/assignments/${assignment.code}/`)).status).toBe(204);
    expect((await call(app, ana, 'GET', `${RESULT}${started.body.id}/`)).status).toBe(404);
    expect((await call(app, ana, 'POST', RESULT, { activity: assignment.code })).status).toBe(404);
  });

  it("serves the pinned version at the player address, without answers, with the student's own answers", async () => {
    const { teacher, lesson, assignment, students, pks, choices } = await assignedLesson();
    const [ana, ben] = students;
    if (!ana || !ben) throw new Error('students');
    const url = `/tools/api/v2/assignment/${assignment.code}/`;
    const fresh = await call(app, ana, 'GET', url);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      id: assignment.id,
      code: assignment.code,
      name: 'Quiz',
      result_id: null,
    });
    const questionsOf = (body: Record<string, unknown>) =>
      (body.slides as { questions: Record<string, unknown>[] }[])[0]?.questions ?? [];
    const [multiple, fill] = questionsOf(fresh.body);
    expect(multiple?.choices).toEqual([
      { id: choices[0], text: 'Right' },
      { id: choices[1], text: 'Wrong' },
    ]);
    expect(fill?.choices).toEqual([]);
    expect(JSON.stringify(fresh.body)).not.toMatch(/correct|Paris/);

    const started = await call(app, ana, 'POST', RESULT, { activity: assignment.code });
    await call(app, ana, 'POST', answerUrl(pks[0] as number, started.body.id), { choice: choices[0] });
    await call(app, teacher, 'PUT', `/api/v2/lesson-builder/${lesson.code}/`, {
      version: lesson.version,
      name: 'Changed',
      slides: [{ type: 'Text', title: 'Only text', description: '<p>x</p>' }],
    });
    const resumed = await call(app, ana, 'GET', `${url}?result_id=${started.body.id}`);
    expect(resumed.body).toMatchObject({ name: 'Quiz', result_id: started.body.id });
    expect(questionsOf(resumed.body)[0]?.user_answer).toEqual({
      choice: choices[0],
      input: null,
      correct: true,
    });
    expect((await call(app, ana, 'GET', url)).body.result_id).toBe(started.body.id);

    expect((await call(app, ben, 'GET', `${url}?result_id=${started.body.id}`)).status).toBe(404);
    // A visitor with the code gets the assignment to take anonymously (decision 0044), never someone's result.
    expect((await call(app, apiHeaders(app), 'GET', url)).body.result_id).toBeNull();
    expect((await call(app, apiHeaders(app), 'GET', `${url}?result_id=${started.body.id}`)).status).toBe(404);
    expect((await call(app, teacher, 'GET', url)).status).toBe(404);
    expect((await call(app, teacher, 'DELETE', `/api/v2/lesson-builder/${lesson.code}/`)).status).toBe(204);
    expect((await call(app, ben, 'GET', url)).body.name).toBe('Quiz');
    expect((await call(app, teacher, 'DELETE', `/api/v2/assignments/${assignment.code}/`)).status).toBe(204);
    expect((await call(app, ben, 'GET', url)).status).toBe(404);
  });
});

describe('the player address and Media slides (issue 21)', () => {
  it("gives a video slide the resource page's media model with its caption tracks and transcript", async () => {
    const teacher = await newTeacher(app);
    const room = await classWith(app, teacher, 'Room', ['Cy']);
    const video = await lessonVideo(app, { title: 'Captioned video' });
    const created = await call(app, teacher, 'POST', '/api/v2/lesson-builder/', {
      name: 'Watch',
      slides: [mediaSlide(video), { type: 'Text', title: 'Read', description: '<p>Read</p>' }],
    });
    expect(created.status).toBe(201);
    const assigned = await call(app, teacher, 'POST', ASSIGN, {
      activityCode: created.body.code,
      students: [{ rosterId: room.id, studentIds: room.studentIds }],
    });
    expect(assigned.status).toBe(200);
    const [user] = await app.orm.query.users.findMany({
      where: (u, { eq: is }) => is(u.id, room.studentIds[0] as string),
    });
    if (!user) throw new Error('student missing');
    const cy = await signInAs(app, user);
    const url = `/tools/api/v2/assignment/${assigned.body.code}/`;

    for (const who of [cy, apiHeaders(app)]) {
      const reply = await call(app, who, 'GET', url);
      expect(reply.status).toBe(200);
      const [media, text] = reply.body.slides;
      expect(media).toMatchObject({
        type: 'Media',
        asset: { kind: 'video', available: true },
        media_asset: {
          guid: video.assetGuid,
          media_type: 'video',
          medias: {
            captions: [
              { language: 'en', label: 'English', url: '/media/captions/asset.vtt' },
              { language: 'es', label: 'Español', url: '/media/captions/asset-es.vtt' },
            ],
            transcript_url: '/media/captions/asset.vtt',
          },
        },
      });
      expect(text.media_asset).toBeUndefined();
    }
  });
});
