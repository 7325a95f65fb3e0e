import { QUICK_ASSIGN_CLASS_NAME } from '@lantern/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.ts';
import { buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';
import { ASSIGN, call, classWith, newTeacher } from './assignments-test-kit.ts';

/** The teacher's results and the CSV download (spec 3 "Student assignments and results"; decision 0041). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const RESULT = '/tools/api/v2/result/';
const RESULTS = '/api/v2/assignments-results/';

async function signInStudent(id: string) {
  const user = await app.orm.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
  if (!user) throw new Error('student missing');
  return signInAs(app, user);
}

describe('assignment results', () => {
  it('lists every recipient per class and quick-assign takes, with statuses and scores; the CSV matches', async () => {
    const teacher = await newTeacher(app);
    const room = await classWith(app, teacher, 'Room, "A"', ['=Ana', 'Bé', 'Cy']);
    const created = await call(app, teacher, 'POST', '/api/v2/lesson-builder/', {
      name: 'Quiz',
      slides: [
        {
          type: 'Question',
          title: 'Q',
          description: '<p>Go</p>',
          questions: [
            { text: 'One?', type: 'Fill', choices: [{ text: '1', correct: false }] },
            { text: 'Two?', type: 'Fill', choices: [{ text: '2', correct: false }] },
          ],
        },
      ],
    });
    const [q1, q2] = created.body.slides[0].questions.map((q: { pk: number }) => q.pk);
    const assigned = await call(app, teacher, 'POST', ASSIGN, {
      activityCode: created.body.code,
      students: [{ rosterId: room.id, studentIds: room.studentIds }],
    });
    const code = assigned.body.code as string;
    const [ana, be] = [
      await signInStudent(room.studentIds[0] as string),
      await signInStudent(room.studentIds[1] as string),
    ];
    const anaResult = await call(app, ana, 'POST', RESULT, { activity: code });
    await call(app, ana, 'POST', `/api/v2/questions/${q1}/results/${anaResult.body.id}/answers/`, {
      input: '1',
    });
    await call(app, ana, 'POST', `/api/v2/questions/${q2}/results/${anaResult.body.id}/answers/`, {
      input: 'x',
    });
    await call(app, ana, 'PUT', `${RESULT}${anaResult.body.id}/`, { completed: true });
    await call(app, be, 'POST', RESULT, { activity: code });
    const stranger = await signInAs(
      app,
      await buildUser(app, { role: 'student', firstName: '+Zoë', lastName: '' }),
    );
    await call(app, stranger, 'POST', RESULT, { activity: code });

    const results = await call(app, teacher, 'GET', `${RESULTS}${code}/`);
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({ title: 'Quiz', code, has_questions: true, is_ilp: false });
    const [klass, quick] = results.body.classes;
    expect(klass).toMatchObject({
      id: room.id,
      name: 'Room, "A"',
      download_csv: `${RESULTS}${code}/download_csv/?roster=${room.id}`,
    });
    expect(
      klass.results.map((r: { student_name: string; status: string; score: number | null }) => [
        r.student_name,
        r.status,
        r.score,
      ]),
    ).toEqual([
      ['=Ana L.', 'COMPLETE', 50],
      ['Bé L.', 'IN_PROGRESS', 0],
      ['Cy L.', 'NOT_STARTED', null],
    ]);
    expect(klass.results[0].submission_date).toEqual(expect.any(String));
    // The per-question view: over the same rows, in the lesson's order (Two? is the one most missed).
    expect(klass.questions).toEqual([
      { id: q1, text: 'One?', answered: 1, correct: 1, ungraded: 0 },
      { id: q2, text: 'Two?', answered: 1, correct: 0, ungraded: 0 },
    ]);
    expect(quick).toMatchObject({ id: 'quick-assign', name: QUICK_ASSIGN_CLASS_NAME });
    expect(quick.results).toMatchObject([
      { student_name: '+Zoë', status: 'IN_PROGRESS', assigned_via: 'LM' },
    ]);
    expect(quick.questions.map((q: { answered: number }) => q.answered)).toEqual([0, 0]);
    expect(
      (await call(app, teacher, 'GET', `${RESULTS}${code}/?roster=quick-assign`)).body.classes,
    ).toHaveLength(1);
    expect((await call(app, teacher, 'GET', `${RESULTS}${code}/?roster=nope`)).status).toBe(400);
    expect((await call(app, await newTeacher(app), 'GET', `${RESULTS}${code}/`)).status).toBe(404);

    const csv = await injectAs(app, teacher, { method: 'GET', url: `${RESULTS}${code}/download_csv/` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const parsed = parse(csv.body.slice(1), { columns: true }) as Record<string, string>[];
    const fromJson = results.body.classes.flatMap(
      (entry: { name: string; results: Record<string, unknown>[] }) =>
        entry.results.map((row) => ({
          class: entry.name,
          student_name: row.student_name,
          status: row.status,
          score: row.score === null ? '' : String(row.score),
        })),
    );
    const neutralize = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);
    expect(
      parsed.map((row) => ({
        class: row.class,
        student_name: row.student_name,
        status: row.status,
        score: row.score,
      })),
    ).toEqual(
      fromJson.map((row: Record<string, string>) => ({ ...row, student_name: neutralize(row.student_name) })),
    );
    expect(parsed[0]?.student_name).toBe("'=Ana L.");
    const xlsx = await injectAs(app, teacher, {
      method: 'GET',
      url: klass.download_google_sheet.replace(/\?.*/, ''),
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Room, "A"', QUICK_ASSIGN_CLASS_NAME]);
    const sheetRows = book.worksheets.map((sheet) =>
      sheet
        .getSheetValues()
        .slice(2)
        .map((values) => {
          const cells = values as unknown[];
          return { student_name: cells[1], status: cells[3], score: cells[5] === '' ? null : cells[5] };
        }),
    );
    expect(sheetRows).toEqual(
      results.body.classes.map(
        (entry: { results: { student_name: string; status: string; score: number | null }[] }) =>
          entry.results.map((row) => ({
            student_name: neutralize(row.student_name),
            status: row.status,
            score: row.score,
          })),
      ),
    );
    // The page's download links carry no client key: the session cookie alone decides (owner only).
    const keyless = await app.inject({ method: 'GET', url: klass.download_csv, cookies: teacher.cookies });
    expect(keyless.statusCode).toBe(200);
    expect(keyless.body).toContain('Ana L.');
    const keylessVisitor = await app.inject({ method: 'GET', url: klass.download_google_sheet });
    expect(keylessVisitor.statusCode).toBe(401);
    const otherCsv = await injectAs(app, await newTeacher(app), {
      method: 'GET',
      url: `${RESULTS}${code}/download_csv/`,
    });
    expect(otherCsv.statusCode).toBe(404);

    // Reset the class's results: every student is not started again; the quick-assign take stays.
    expect((await call(app, teacher, 'DELETE', `${RESULTS}${code}/`)).status).toBe(400);
    expect((await call(app, teacher, 'DELETE', `${RESULTS}${code}/?roster=${room.id}`)).status).toBe(204);
    const after = await call(app, teacher, 'GET', `${RESULTS}${code}/`);
    expect(after.body.classes[0].results.map((r: { status: string }) => r.status)).toEqual([
      'NOT_STARTED',
      'NOT_STARTED',
      'NOT_STARTED',
    ]);
    expect(after.body.classes[1].results).toHaveLength(1);
  });

  it("shows a student's submission and lets the teacher grade Short and Essay answers; the score follows", async () => {
    const teacher = await newTeacher(app);
    const room = await classWith(app, teacher, 'Room', ['Ida']);
    const created = await call(app, teacher, 'POST', '/api/v2/lesson-builder/', {
      name: 'Essays',
      slides: [
        {
          type: 'Question',
          title: 'Q',
          description: '<p>Go</p>',
          questions: [
            {
              text: 'Pick',
              type: 'Multiple',
              choices: [
                { text: 'Yes', correct: true },
                { text: 'No', correct: false },
              ],
            },
            { text: 'Explain', type: 'Essay', choices: [] },
          ],
        },
      ],
    });
    const [multiple, essay] = created.body.slides[0].questions as { pk: number; choices: { id: number }[] }[];
    if (!multiple || !essay) throw new Error('questions');
    const assigned = await call(app, teacher, 'POST', ASSIGN, {
      activityCode: created.body.code,
      students: [{ rosterId: room.id, studentIds: room.studentIds }],
    });
    const code = assigned.body.code as string;
    const ida = await signInStudent(room.studentIds[0] as string);
    const started = await call(app, ida, 'POST', RESULT, { activity: code });
    const id = started.body.id as number;
    const submissionUrl = `${RESULTS}${code}/submissions/${id}/`;
    const gradeUrl = (questionId: number) => `${submissionUrl}questions/${questionId}/grade/`;
    expect((await call(app, teacher, 'PUT', gradeUrl(essay.pk), { is_correct: true })).status).toBe(400);
    await call(app, ida, 'POST', `/api/v2/questions/${multiple.pk}/results/${id}/answers/`, {
      choice: multiple.choices[0]?.id,
    });
    await call(app, ida, 'POST', `/api/v2/questions/${essay.pk}/results/${id}/answers/`, {
      input: 'Because.',
    });
    await call(app, ida, 'PUT', `${RESULT}${id}/`, { completed: true });

    const read = await call(app, teacher, 'GET', submissionUrl);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      student_name: 'Ida L.',
      assignment_title: 'Essays',
      download_link: null,
      questions: [
        { text: 'Pick', answer: 'Yes', is_correct: true },
        { text: 'Explain', answer: 'Because.', is_correct: null, comment: null },
      ],
    });
    expect(read.body.submitted).toEqual(expect.any(String));
    const scoreOf = async () =>
      (await call(app, teacher, 'GET', `${RESULTS}${code}/`)).body.classes[0].results[0].score;
    expect(await scoreOf()).toBe(50);
    const essayStats = async () =>
      (await call(app, teacher, 'GET', `${RESULTS}${code}/`)).body.classes[0].questions[1];
    expect(await essayStats()).toMatchObject({ text: 'Explain', answered: 1, correct: 0, ungraded: 1 });

    expect((await call(app, teacher, 'PUT', gradeUrl(multiple.pk), { is_correct: false })).status).toBe(400);
    const graded = await call(app, teacher, 'PUT', gradeUrl(essay.pk), {
      is_correct: true,
      comment: 'Well argued',
    });
    expect(graded.status).toBe(200);
    expect(graded.body.questions[1]).toMatchObject({ is_correct: true, comment: 'Well argued' });
    expect(await scoreOf()).toBe(100);
    expect(await essayStats()).toMatchObject({ answered: 1, correct: 1, ungraded: 0 });

    const other = await newTeacher(app);
    expect((await call(app, other, 'GET', submissionUrl)).status).toBe(404);
    expect((await call(app, other, 'PUT', gradeUrl(essay.pk), { is_correct: false })).status).toBe(404);
    expect((await call(app, teacher, 'GET', `${RESULTS}${code}/submissions/999999999/`)).status).toBe(404);
  });
});
