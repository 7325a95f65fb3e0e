import { STUDENT_MESSAGES } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssignment, buildUser } from '../../test/factories/index.ts';
import { buildTestApp, signInAs } from '../../test/test-app.ts';
import { assignedQuiz, call } from './assignments-test-kit.ts';

/** The student's own assignments, badge count and result view (spec 1 §7, spec 3 §3, §7; issue 21). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const LIST = '/api/v2/student/assignments/';
const COUNT = '/api/v2/student/assignments/count_not_started/';
const RESULT = '/tools/api/v2/result/';
const answerUrl = (questionId: number, resultId: number) =>
  `/api/v2/questions/${questionId}/results/${resultId}/answers/`;

describe("the student's assignments", () => {
  it('lists what was given through their classes with status by spec 3 §3, score, rosters and links', async () => {
    const quiz = await assignedQuiz(app, ['Ana', 'Ben']);
    const [ana, ben] = quiz.students;
    if (!ana || !ben) throw new Error('students');
    const older = await buildAssignment(app, {
      recipients: [{ classId: quiz.room.id, studentId: ana.user.id }],
    });

    const fresh = await call(app, ana, 'GET', LIST);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(fresh.body.results.map((r: { activity: { code: string } }) => r.activity.code)).toEqual([
      older.code,
      quiz.assignment.code,
    ]);
    const quizItem = fresh.body.results[1];
    expect(quizItem).toEqual({
      id: quiz.assignment.id,
      completed: false,
      date_created: expect.any(String),
      date_completed: null,
      status: 'NOT_STARTED',
      score: null,
      result_id: null,
      rosters: [{ id: quiz.room.id, name: 'Room' }],
      student_result_url: null,
      activity: {
        name: 'Quiz',
        code: quiz.assignment.code,
        description: '',
        is_ilp: false,
        teacher_name: 'Grace Hopper',
        teacher_id: quiz.teacher.user.id,
        preview_url: `/student/code/${quiz.assignment.code}/`,
      },
    });
    expect((await call(app, ana, 'GET', COUNT)).body).toEqual({ count: 2 });

    const started = await call(app, ana, 'POST', RESULT, { activity: quiz.assignment.code });
    const resultId = started.body.id as number;
    const inProgress = (await call(app, ana, 'GET', LIST)).body.results[1];
    expect(inProgress).toMatchObject({
      status: 'IN_PROGRESS',
      result_id: resultId,
      score: 0,
      student_result_url: `/student/results/${resultId}/`,
    });
    expect((await call(app, ana, 'GET', COUNT)).body).toEqual({ count: 1 });

    const { questions: q, choices: c } = quiz;
    await call(app, ana, 'POST', answerUrl(q.Multiple ?? 0, resultId), { choice: c.Multiple?.[0] });
    await call(app, ana, 'POST', answerUrl(q.True_false ?? 0, resultId), { choice: c.True_false?.[1] });
    await call(app, ana, 'PUT', `${RESULT}${resultId}/`, { completed: true });
    const done = (await call(app, ana, 'GET', LIST)).body.results[1];
    expect(done).toMatchObject({
      status: 'COMPLETE',
      completed: true,
      score: 20,
      date_completed: expect.any(String),
    });

    // Ben sees his own: not started, and nothing of Ana's.
    const bens = await call(app, ben, 'GET', LIST);
    expect(bens.body.count).toBe(1);
    expect(bens.body.results[0]).toMatchObject({ status: 'NOT_STARTED', result_id: null });

    // A deleted assignment disappears from the list and the count.
    expect(
      (await call(app, quiz.teacher, 'DELETE', `/api/v2/assignments/${quiz.assignment.code}/`)).status,
    ).toBe(204);
    expect((await call(app, ana, 'GET', LIST)).body.count).toBe(1);
    expect((await call(app, ben, 'GET', COUNT)).body).toEqual({ count: 0 });
  });

  it('pages with next and previous, and refuses bad paging with a message', async () => {
    const quiz = await assignedQuiz(app, ['Ana']);
    const [ana] = quiz.students;
    if (!ana) throw new Error('student');
    for (let i = 0; i < 2; i += 1)
      await buildAssignment(app, { recipients: [{ classId: quiz.room.id, studentId: ana.user.id }] });
    const first = await call(app, ana, 'GET', `${LIST}?limit=2`);
    expect(first.body).toMatchObject({ count: 3, previous: null, next: `${LIST}?limit=2&offset=2` });
    const second = await call(app, ana, 'GET', first.body.next);
    expect(second.body).toMatchObject({ count: 3, next: null, previous: `${LIST}?limit=2&offset=0` });
    expect(second.body.results).toHaveLength(1);
    expect(second.body.results[0].activity.code).toBe(quiz.assignment.code);
    for (const bad of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      const reply = await call(app, ana, 'GET', `${LIST}?${bad}`);
      expect(reply.status, bad).toBe(400);
      expect(JSON.stringify(reply.body)).toMatch(/limit is a whole number|offset is a whole number/);
    }
    expect(STUDENT_MESSAGES.limit).toContain('1 to 100');
  });

  it('includes an assignment the student took by its code without being given it', async () => {
    const quiz = await assignedQuiz(app, ['Ana']);
    const stranger = await signInAs(app, await buildUser(app, { role: 'student', firstName: 'Zed' }));
    expect((await call(app, stranger, 'GET', LIST)).body.count).toBe(0);
    await call(app, stranger, 'POST', RESULT, { activity: quiz.assignment.code });
    const list = await call(app, stranger, 'GET', LIST);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({ status: 'IN_PROGRESS', rosters: [] });
    expect((await call(app, stranger, 'GET', COUNT)).body).toEqual({ count: 0 });
  });
});

describe("the student's own result", () => {
  it('shows their answers, which were correct and the teacher’s comments; anyone else gets 404', async () => {
    const quiz = await assignedQuiz(app, ['Ana', 'Ben']);
    const [ana, ben] = quiz.students;
    if (!ana || !ben) throw new Error('students');
    const { questions: q, choices: c } = quiz;
    const resultId = (await call(app, ana, 'POST', RESULT, { activity: quiz.assignment.code })).body
      .id as number;
    await call(app, ana, 'POST', answerUrl(q.Multiple ?? 0, resultId), { choice: c.Multiple?.[1] });
    await call(app, ana, 'POST', answerUrl(q.Short ?? 0, resultId), { input: 'Because <b>it is</b>' });
    await call(app, ana, 'PUT', `${RESULT}${resultId}/`, { completed: true });
    const graded = await call(
      app,
      quiz.teacher,
      'PUT',
      `/api/v2/assignments-results/${quiz.assignment.code}/submissions/${resultId}/questions/${q.Short}/grade/`,
      { is_correct: true, comment: 'Well put.' },
    );
    expect(graded.status).toBe(200);

    const view = await call(app, ana, 'GET', `/api/v2/student/results/${resultId}/`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      result_id: resultId,
      assignment_code: quiz.assignment.code,
      assignment_title: 'Quiz',
      student_name: 'Ana L.',
      status: 'COMPLETE',
      completed: true,
      score: 20,
      submitted: expect.any(String),
      download_link: null,
    });
    expect(view.body.questions).toEqual([
      {
        id: q.Multiple,
        type: 'Multiple',
        text: 'Pick one',
        answer: 'Wrong',
        is_correct: false,
        comment: null,
      },
      {
        id: q.True_false,
        type: 'True_false',
        text: 'Water is wet.',
        answer: null,
        is_correct: null,
        comment: null,
      },
      { id: q.Fill, type: 'Fill', text: 'Capital of France?', answer: null, is_correct: null, comment: null },
      {
        id: q.Short,
        type: 'Short',
        text: 'Why?',
        answer: 'Because <b>it is</b>',
        is_correct: true,
        comment: 'Well put.',
      },
      { id: q.Essay, type: 'Essay', text: 'Explain.', answer: null, is_correct: null, comment: null },
    ]);
    expect((await call(app, ben, 'GET', `/api/v2/student/results/${resultId}/`)).status).toBe(404);
    expect((await call(app, ana, 'GET', '/api/v2/student/results/999999999/')).status).toBe(404);
    expect((await call(app, ana, 'GET', '/api/v2/student/results/abc/')).status).toBe(400);
  });
});
