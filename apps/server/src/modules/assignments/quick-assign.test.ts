import { sign } from '@fastify/cookie';
import { COOKIE_NAMES, STUDENT_MESSAGES } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignmentResults, serverSecrets } from '../../db/schema.ts';
import { buildAssignment, buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';
import { call, newTeacher } from './assignments-test-kit.ts';
import { ANONYMOUS_STARTS_PER_IP } from './player.routes.ts';
import { QUICK_ASSIGN_COOKIE } from './quick-assign-cookie.ts';

/** Anonymous quick-assign students (spec 3 "Quick assignment and player", §6; decision 0044). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const RESULT = '/tools/api/v2/result/';
const answerUrl = (questionId: number, resultId: number) =>
  `/api/v2/questions/${questionId}/results/${resultId}/answers/`;

/** A visitor's browser: the web client's key and CSRF pair, plus the cookies the server sets. */
function browser(): RequestAuth & {
  send: (method: string, url: string, payload?: unknown) => Promise<Reply>;
} {
  const auth = apiHeaders(app);
  return {
    ...auth,
    async send(method, url, payload) {
      const response = await injectAs(app, auth, {
        method: method as 'GET',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      for (const cookie of response.cookies) auth.cookies[cookie.name] = cookie.value;
      return { status: response.statusCode, body: response.body ? response.json() : null, response };
    },
  };
}
// biome-ignore lint/suspicious/noExplicitAny: tests read reply bodies loosely and assert their shape
type Reply = { status: number; body: any; response: Awaited<ReturnType<typeof injectAs>> };

/** A teacher's lesson with a Multiple and a Short question, assigned by a duplicate (a bare quick-assign code). */
async function quickAssignment() {
  const teacher = await newTeacher(app);
  const created = await call(app, teacher, 'POST', '/api/v2/lesson-builder/', {
    name: 'Quick quiz',
    slides: [
      {
        type: 'Question',
        title: 'Check',
        description: '<p>Go</p>',
        questions: [
          {
            text: 'Pick',
            type: 'Multiple',
            choices: [
              { text: 'Right', correct: true },
              { text: 'Wrong', correct: false },
            ],
          },
          { text: 'Why?', type: 'Short' },
        ],
      },
    ],
  });
  expect(created.status).toBe(201);
  // An assignment with no students (as a duplicate is): its code is what the teacher writes on the board.
  const lessonRow = await app.orm.query.lessons.findFirst({
    where: (l, { eq: is }) => is(l.code, created.body.code),
  });
  const version = await app.orm.query.lessonVersions.findFirst({
    where: (v, { eq: is }) => is(v.lessonId, lessonRow?.id ?? 0),
  });
  if (!lessonRow || !version) throw new Error('lesson');
  const assignment = await buildAssignment(app, {
    teacherId: teacher.user.id,
    lessonId: lessonRow.id,
    versionId: version.id,
  });
  const slide = created.body.slides[0];
  return {
    teacher,
    assignment,
    multiple: slide.questions[0].pk as number,
    short: slide.questions[1].pk as number,
    right: slide.questions[0].choices[0].id as number,
  };
}

describe('anonymous quick-assign students', () => {
  it('take an assignment start to finish with a name, holding it through a signed httpOnly cookie', async () => {
    const { teacher, assignment, multiple, short, right } = await quickAssignment();
    const zoe = browser();
    const url = `/tools/api/v2/assignment/${assignment.code}/`;
    const before = await zoe.send('GET', url);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ code: assignment.code, name: 'Quick quiz', result_id: null });
    expect(JSON.stringify(before.body)).not.toContain('correct');

    const started = await zoe.send('POST', RESULT, {
      activity: assignment.code,
      status: 'started',
      student_name: '  <b>Zoë</b> ',
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'started', completed: false, student_name: '<b>Zoë</b>' });
    const cookie = started.response.cookies.find((c) => c.name === QUICK_ASSIGN_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeGreaterThan(0);
    const [row] = await app.orm
      .select()
      .from(assignmentResults)
      .where(eq(assignmentResults.id, started.body.id));
    expect(row).toMatchObject({ studentId: null, classId: null, studentName: '<b>Zoë</b>' });

    // Starting again under the same name resumes; a double click makes no second result.
    const again = await zoe.send('POST', RESULT, { activity: assignment.code, student_name: '<b>Zoë</b>' });
    expect(again.body.id).toBe(started.body.id);

    const answered = await zoe.send('POST', answerUrl(multiple, started.body.id), { choice: right });
    expect(answered).toMatchObject({ status: 200, body: { correct: true, choice: right, input: null } });
    expect((await zoe.send('POST', answerUrl(short, started.body.id), { input: 'Because.' })).status).toBe(
      200,
    );
    const resumed = await zoe.send('GET', url);
    expect(resumed.body.result_id).toBe(started.body.id);
    expect(resumed.body.slides[0].questions[0].user_answer).toEqual({
      choice: right,
      input: null,
      correct: true,
    });
    expect((await zoe.send('GET', `${RESULT}${started.body.id}/`)).body.status).toBe('started');

    const done = await zoe.send('PUT', `${RESULT}${started.body.id}/`, {
      completed: true,
      status: 'completed',
    });
    expect(done.body).toMatchObject({ status: 'completed', completed: true });
    expect((await zoe.send('GET', `${RESULT}${started.body.id}/`)).body.completed).toBe(true);
    const late = await zoe.send('POST', answerUrl(multiple, started.body.id), { choice: right });
    expect(late.status).toBe(409);

    // The teacher finds it under 'No class (Quick Assign)'.
    const results = await call(
      app,
      teacher,
      'GET',
      `/api/v2/assignments-results/${assignment.code}/?roster=quick-assign`,
    );
    expect(results.status).toBe(200);
    expect(results.body.classes).toEqual([
      expect.objectContaining({
        id: 'quick-assign',
        name: 'No class (Quick Assign)',
        results: [
          expect.objectContaining({
            result_id: started.body.id,
            student_name: '<b>Zoë</b>',
            status: 'COMPLETE',
          }),
        ],
      }),
    ]);
  });

  it('need a plain name of 1 to 50 characters; nothing is stored otherwise', async () => {
    const { assignment } = await quickAssignment();
    const visitor = browser();
    const count = async () =>
      (
        await app.orm
          .select()
          .from(assignmentResults)
          .where(eq(assignmentResults.assignmentId, assignment.id))
      ).length;
    for (const [student_name, message] of [
      [undefined, STUDENT_MESSAGES.nameRequired],
      ['   ', STUDENT_MESSAGES.nameRequired],
      ['x'.repeat(51), STUDENT_MESSAGES.nameTooLong],
      ['Zoë\u0007', STUDENT_MESSAGES.nameControlCharacters],
    ] as const) {
      const reply = await visitor.send('POST', RESULT, { activity: assignment.code, student_name });
      expect(reply.status, String(student_name)).toBe(400);
      expect(JSON.stringify(reply.body)).toContain(message);
    }
    expect(await count()).toBe(0);
    expect(
      (await visitor.send('POST', RESULT, { activity: 'zzzzzzzzzzzz', student_name: 'Zoë' })).status,
    ).toBe(404);
  });

  it("never reach another visitor's result, nor one named by a forged or foreign cookie", async () => {
    const { assignment, multiple, right } = await quickAssignment();
    const zoe = browser();
    const started = await zoe.send('POST', RESULT, { activity: assignment.code, student_name: 'Zoë' });
    const id = started.body.id as number;
    const checks = async (someone: ReturnType<typeof browser>) => {
      expect((await someone.send('GET', `${RESULT}${id}/`)).status).toBe(404);
      expect((await someone.send('PUT', `${RESULT}${id}/`, { completed: true })).status).toBe(404);
      expect((await someone.send('POST', answerUrl(multiple, id), { choice: right })).status).toBe(404);
      expect(
        (await someone.send('GET', `/tools/api/v2/assignment/${assignment.code}/?result_id=${id}`)).status,
      ).toBe(404);
    };
    const other = browser();
    await other.send('POST', RESULT, { activity: assignment.code, student_name: 'Max' });
    await checks(other);
    const forger = browser();
    forger.cookies[QUICK_ASSIGN_COOKIE] = sign(String(id), 'not the server key');
    await checks(forger);
    // Max edits his own signed cookie to name Zoë's result: the signature no longer fits.
    const maxCookie = other.cookies[QUICK_ASSIGN_COOKIE] ?? '';
    expect(maxCookie).toMatch(/^\d+\./);
    other.cookies[QUICK_ASSIGN_COOKIE] = maxCookie.replace(/^\d+/, `${id}-$&`);
    await checks(other);
    other.cookies[QUICK_ASSIGN_COOKIE] = maxCookie.replace(/^\d+/, String(id));
    await checks(other);
    // Even a cookie the server signed cannot name a signed-in student's result.
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    const theirs = await call(app, student, 'POST', RESULT, { activity: assignment.code });
    const [secret] = await app.orm
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'quick_assign_cookie_key'));
    const borrower = browser();
    borrower.cookies[QUICK_ASSIGN_COOKIE] = sign(String(theirs.body.id), secret?.value ?? '');
    expect((await borrower.send('GET', `${RESULT}${theirs.body.id}/`)).status).toBe(404);
    expect((await borrower.send('GET', `${RESULT}${id}/`)).status).toBe(404);
    // Zoë still has hers; nothing the others sent changed it.
    expect((await zoe.send('GET', `${RESULT}${id}/`)).body).toMatchObject({ id, status: 'started' });
  });

  it('are limited in how many results one address can start', async () => {
    const limited = await buildTestApp({ freshDatabase: true });
    const assignment = await buildAssignment(limited);
    const start = (ip: string) =>
      injectAs(limited, apiHeaders(limited), {
        method: 'POST',
        url: RESULT,
        payload: { activity: assignment.code, student_name: 'Zoë' },
        remoteAddress: ip,
      });
    for (let i = 0; i < ANONYMOUS_STARTS_PER_IP.max; i += 1)
      expect((await start('10.7.7.7')).statusCode).toBe(200);
    const refused = await start('10.7.7.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts from your network/);
    expect((await start('10.7.7.8')).statusCode).toBe(200);
  }, 120_000);

  it('write only with the CSRF pair, like everyone', async () => {
    const { assignment } = await quickAssignment();
    const reply = await app.inject({
      method: 'POST',
      url: RESULT,
      payload: { activity: assignment.code, student_name: 'Zoë' },
      headers: { origin: app.config.publicUrl, authorization: `Bearer ${app.webApiKey}` },
      cookies: { [COOKIE_NAMES.csrf]: 'abc' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('csrf_failed');
  });

  it('leave signed-in students as they were: their own result, their name, whatever cookie the browser has', async () => {
    const { assignment } = await quickAssignment();
    const visitor = browser();
    const anonymous = await visitor.send('POST', RESULT, { activity: assignment.code, student_name: 'Zoë' });
    const user = await buildUser(app, { role: 'student', firstName: 'Ana', lastName: 'Lee' });
    const ana = await signInAs(app, user);
    ana.cookies[QUICK_ASSIGN_COOKIE] = visitor.cookies[QUICK_ASSIGN_COOKIE] ?? '';
    const started = await call(app, ana, 'POST', RESULT, {
      activity: assignment.code,
      student_name: 'Someone',
    });
    expect(started.body).toMatchObject({ student_name: 'Ana L.' });
    expect(started.body.id).not.toBe(anonymous.body.id);
    expect((await call(app, ana, 'GET', `${RESULT}${anonymous.body.id}/`)).status).toBe(404);
    const teacher = await newTeacher(app);
    expect(
      (await call(app, teacher, 'POST', RESULT, { activity: assignment.code, student_name: 'T' })).status,
    ).toBe(403);
  });
});
