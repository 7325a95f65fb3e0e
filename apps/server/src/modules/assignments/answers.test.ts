import { STUDENT_MESSAGES } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, type SignedIn } from '../../test/test-app.ts';
import { assignedQuiz, call } from './assignments-test-kit.ts';

/** Answers are never lost, never doubled, and refused cleanly (spec 3 §4, §5; decision 0045). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const RESULT = '/tools/api/v2/result/';
const answerUrl = (questionId: number, resultId: number) =>
  `/api/v2/questions/${questionId}/results/${resultId}/answers/`;

async function send(who: SignedIn, questionId: number, resultId: number, payload: object, key?: string) {
  const response = await injectAs(app, who, {
    method: 'POST',
    url: answerUrl(questionId, resultId),
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
  return { status: response.statusCode, body: response.json() };
}

async function stored(resultId: number) {
  const answers = await app.orm.execute(
    sql`SELECT question_id, choice_id, input, is_correct FROM assignment_answers WHERE result_id = ${resultId}
        ORDER BY question_id`,
  );
  const keys = await app.orm.execute(
    sql`SELECT idempotency_key FROM assignment_answer_keys WHERE result_id = ${resultId} ORDER BY idempotency_key`,
  );
  return {
    // bigint columns come back as strings from node-postgres and as numbers from PGlite.
    answers: answers.rows.map((row) => ({
      ...row,
      question_id: Number(row.question_id),
      choice_id: row.choice_id === null ? null : Number(row.choice_id),
    })),
    keys: keys.rows.map((row) => row.idempotency_key),
  };
}

async function startedQuiz() {
  const quiz = await assignedQuiz(app);
  const [ana, ben] = quiz.students;
  if (!ana || !ben) throw new Error('students');
  const started = await call(app, ana, 'POST', RESULT, { activity: quiz.assignment.code });
  return { ...quiz, ana, ben, resultId: started.body.id as number };
}

describe('answers', () => {
  it('marks each of the five types on the server from the pinned version', async () => {
    const { ana, resultId, questions: q, choices: c } = await startedQuiz();
    const [rightMultiple, wrongMultiple] = c.Multiple ?? [];
    const [rightTrue] = c.True_false ?? [];
    expect((await send(ana, q.Multiple ?? 0, resultId, { choice: wrongMultiple })).body.correct).toBe(false);
    expect((await send(ana, q.Multiple ?? 0, resultId, { choice: rightMultiple })).body.correct).toBe(true);
    expect((await send(ana, q.True_false ?? 0, resultId, { choice: rightTrue })).body).toEqual({
      correct: true,
      input: null,
      choice: rightTrue,
    });
    expect((await send(ana, q.Fill ?? 0, resultId, { input: ' paris ' })).body.correct).toBe(true);
    expect((await send(ana, q.Short ?? 0, resultId, { input: 'x'.repeat(250) })).body.correct).toBeNull();
    expect((await send(ana, q.Essay ?? 0, resultId, { input: 'y'.repeat(3000) })).body).toEqual({
      correct: null,
      input: 'y'.repeat(3000),
      choice: null,
    });
    expect((await stored(resultId)).answers).toHaveLength(5);
  });

  it('a retry with the same Idempotency-Key gets the same reply and writes nothing twice', async () => {
    const { ana, resultId, questions: q, choices: c } = await startedQuiz();
    const [right, wrong] = c.Multiple ?? [];
    const multiple = q.Multiple ?? 0;
    const first = await send(ana, multiple, resultId, { choice: right }, 'key-1');
    expect(first).toEqual({ status: 200, body: { correct: true, input: null, choice: right } });
    expect(await send(ana, multiple, resultId, { choice: right }, 'key-1')).toEqual(first);
    // The student changes their mind; then the first request's late retry arrives: it must not bring it back.
    expect((await send(ana, multiple, resultId, { choice: wrong }, 'key-2')).body.correct).toBe(false);
    expect(await send(ana, multiple, resultId, { choice: right }, 'key-1')).toEqual(first);
    expect((await stored(resultId)).answers).toEqual([
      { question_id: multiple, choice_id: wrong, input: null, is_correct: false },
    ]);
    expect((await stored(resultId)).keys).toEqual(['key-1', 'key-2']);

    // The same key for something else is refused, and nothing is written.
    const reused = await send(ana, q.Short ?? 0, resultId, { input: 'Other' }, 'key-1');
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(STUDENT_MESSAGES.idempotencyKeyReused);
    expect((await stored(resultId)).answers).toHaveLength(1);

    // A malformed key is a 400 saying what a key is.
    const bad = await send(ana, multiple, resultId, { choice: right }, 'no spaces allowed');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(STUDENT_MESSAGES.idempotencyKey);
  });

  it('answers can change until completion; then a new one is 409 and a retry still gets its reply', async () => {
    const { ana, resultId, questions: q } = await startedQuiz();
    const short = q.Short ?? 0;
    await send(ana, short, resultId, { input: 'First' }, 'a');
    const second = await send(ana, short, resultId, { input: 'Second' }, 'b');
    expect(second.body.input).toBe('Second');
    expect((await call(app, ana, 'PUT', `${RESULT}${resultId}/`, { completed: true })).status).toBe(200);
    const late = await send(ana, short, resultId, { input: 'Third' }, 'c');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(STUDENT_MESSAGES.resultCompleted);
    expect(await send(ana, short, resultId, { input: 'Second' }, 'b')).toEqual(second);
    expect((await stored(resultId)).answers).toEqual([
      { question_id: short, choice_id: null, input: 'Second', is_correct: null },
    ]);
  });

  it('refuses bad answers with a clear 4xx and writes nothing', async () => {
    const { ana, ben, resultId, questions: q, choices: c } = await startedQuiz();
    const other = await assignedQuiz(app, ['Cy']);
    const [cy] = other.students;
    if (!cy) throw new Error('student');
    const otherResult = (await call(app, cy, 'POST', RESULT, { activity: other.assignment.code })).body.id;
    const refusals: [Promise<{ status: number; body: { message?: string } }>, number, string][] = [
      // A question of another assignment's version.
      [send(ana, other.questions.Multiple ?? 0, resultId, { choice: other.choices.Multiple?.[0] }), 404, ''],
      // A choice of another question.
      [send(ana, q.Multiple ?? 0, resultId, { choice: c.True_false?.[0] }), 400, 'choice'],
      [send(ana, q.Short ?? 0, resultId, { input: 'x'.repeat(251) }), 400, '250'],
      [send(ana, q.Essay ?? 0, resultId, { input: 'y'.repeat(3001) }), 400, '3000'],
      [send(ana, q.Multiple ?? 0, resultId, { input: 'text for a choice question' }), 400, ''],
      [send(ana, q.Short ?? 0, resultId, {}), 400, ''],
      // Someone else's result, from a classmate and from a student of another class.
      [send(ben, q.Multiple ?? 0, resultId, { choice: c.Multiple?.[0] }), 404, ''],
      [
        send(ana, other.questions.Multiple ?? 0, otherResult, { choice: other.choices.Multiple?.[0] }),
        404,
        '',
      ],
      [send(ana, q.Multiple ?? 0, 999_999_999, { choice: c.Multiple?.[0] }), 404, ''],
    ];
    for (const [pending, status, mentions] of refusals) {
      const reply = await pending;
      expect(reply.status).toBe(status);
      expect(JSON.stringify(reply.body)).toContain(mentions);
    }
    expect(await stored(resultId)).toEqual({ answers: [], keys: [] });
    expect(await stored(otherResult)).toEqual({ answers: [], keys: [] });
  });

  it('two tabs answering and completing at once: no error, one answer per question, every acknowledged answer kept', async () => {
    const { ana, resultId, questions: q, choices: c } = await startedQuiz();
    const tab = (i: number) => [
      send(ana, q.Multiple ?? 0, resultId, { choice: c.Multiple?.[i % 2] }, `m-${i}`),
      send(ana, q.Short ?? 0, resultId, { input: `tab ${i}` }, `s-${i}`),
      send(ana, q.Short ?? 0, resultId, { input: `tab ${i}` }, `s-${i}`),
    ];
    const replies = await Promise.all([...tab(0), ...tab(1), ...tab(2), ...tab(3)]);
    for (const reply of replies) expect(reply.status).toBe(200);
    const { answers, keys } = await stored(resultId);
    expect(answers.map((a) => a.question_id).sort()).toEqual([q.Multiple, q.Short].sort());
    expect(keys).toHaveLength(8);

    // Completion races more answers: each is either stored before it (200) or refused after it (409).
    const racing = await Promise.all([
      send(ana, q.Essay ?? 0, resultId, { input: 'essay' }, 'e-1'),
      call(app, ana, 'PUT', `${RESULT}${resultId}/`, { completed: true }),
      send(ana, q.Fill ?? 0, resultId, { input: 'Paris' }, 'f-1'),
    ]);
    for (const reply of racing) expect([200, 409]).toContain(reply.status);
    const after = (await stored(resultId)).answers.map((a) => a.question_id);
    if (racing[0].status === 200) expect(after).toContain(q.Essay);
    if (racing[2].status === 200) expect(after).toContain(q.Fill);
    expect((await call(app, ana, 'GET', `${RESULT}${resultId}/`)).body.status).toBe('completed');
  });
});
