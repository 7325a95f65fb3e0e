import { QUICK_ASSIGN_CLASS_NAME } from '@lantern/shared';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.ts';
import { buildTestApp, injectAs, type SignedIn, signInAs } from '../../test/test-app.ts';
import { CLASSES, createClass, join, newStudent } from '../classes/classes-test-kit.ts';
import { ASSIGN, call, classWith, newTeacher } from './assignments-test-kit.ts';

/**
 * An assignment given to a whole class reaches students who join it later; one given to picked students does not;
 * a student who opens by code an assignment given to their class is counted in that class (issue 38; decision 0067).
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const LIST = '/api/v2/student/assignments/';
const COUNT = '/api/v2/student/assignments/count_not_started/';
const RESULT = '/tools/api/v2/result/';
const RESULTS = '/api/v2/assignments-results/';

async function signInStudent(id: string) {
  const user = await app.orm.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
  if (!user) throw new Error('student missing');
  return signInAs(app, user);
}

/** The teacher's one-question lesson, assigned to these students of one class; the assignment's code. */
async function assignTo(teacher: SignedIn, classId: string, studentIds: string[]) {
  const lesson = await call(app, teacher, 'POST', '/api/v2/lesson-builder/', {
    name: 'Late quiz',
    slides: [
      {
        type: 'Question',
        title: 'Q',
        description: '<p>Go</p>',
        questions: [{ text: 'One?', type: 'Fill', choices: [{ text: '1', correct: false }] }],
      },
    ],
  });
  expect(lesson.status).toBe(201);
  const assigned = await call(app, teacher, 'POST', ASSIGN, {
    activityCode: lesson.body.code,
    students: [{ rosterId: classId, studentIds }],
  });
  expect(assigned.status).toBe(200);
  return { code: assigned.body.code as string, lessonCode: lesson.body.code as string };
}

/** The student's assignment codes and the badge's count. */
async function studentSees(student: SignedIn) {
  const list = await call(app, student, 'GET', LIST);
  expect(list.status).toBe(200);
  const count = await call(app, student, 'GET', COUNT);
  return {
    codes: list.body.results.map((r: { activity: { code: string } }) => r.activity.code) as string[],
    rosters: list.body.results.map((r: { rosters: { id: string }[] }) => r.rosters.map((x) => x.id)),
    total: list.body.count as number,
    notStarted: count.body.count as number,
  };
}

/** The results page's groups: [group name, [student name, status]...]. */
async function resultGroups(teacher: SignedIn, code: string) {
  const results = await call(app, teacher, 'GET', `${RESULTS}${code}/`);
  expect(results.status).toBe(200);
  return (
    results.body.classes as { name: string; results: { student_name: string; status: string }[] }[]
  ).map((group) => [group.name, group.results.map((row) => [row.student_name, row.status])]);
}

async function addStudent(teacher: SignedIn, classId: string, firstName: string) {
  const added = await call(app, teacher, 'POST', `${CLASSES}${classId}/students/`, {
    secret_question: 'favorite_animal',
    students: [{ first_name: firstName, last_initial: 'L' }],
  });
  expect(added.status).toBe(201);
  return added.body.results[0].id as string;
}

describe('students who join a class after an assignment was given to the whole class', () => {
  it('get it when they join by code: the list, the badge, and the class in the results', async () => {
    const teacher = await newTeacher(app);
    const room = await createClass(app, teacher, 'Room 5');
    const ana = await addStudent(teacher, room.id, 'Ana');
    const { code } = await assignTo(teacher, room.id, [ana]);

    const late = await newStudent(app, 'Lena');
    expect((await join(app, late, room.id, room.join_code)).status).toBe(201);
    expect(await studentSees(late)).toEqual({
      codes: [code],
      rosters: [[room.id]],
      total: 1,
      notStarted: 1,
    });
    expect(await resultGroups(teacher, code)).toEqual([
      [
        'Room 5',
        [
          ['Ana L.', 'NOT_STARTED'],
          ['Lena', 'NOT_STARTED'],
        ],
      ],
    ]);

    // Taking it counts in the class; leaving the class afterwards keeps the started result there (decision 0067).
    const started = await call(app, late, 'POST', RESULT, { activity: code });
    expect(started.status).toBe(200);
    expect(await studentSees(late)).toMatchObject({ codes: [code], notStarted: 0 });
    expect(
      (await call(app, late, 'DELETE', `/tools/rosters/api/v2/rosters/${room.id}/students/`)).status,
    ).toBe(204);
    expect(await resultGroups(teacher, code)).toEqual([
      [
        'Room 5',
        [
          ['Ana L.', 'NOT_STARTED'],
          ['Lena', 'IN_PROGRESS'],
        ],
      ],
    ]);
  });

  it('get it when the teacher adds them or moves them in, and a result they took by code joins the class', async () => {
    const teacher = await newTeacher(app);
    const room = await createClass(app, teacher, 'Room 6');
    const other = await createClass(app, teacher, 'Room 7');
    const ana = await addStudent(teacher, room.id, 'Ana');
    const cy = await addStudent(teacher, other.id, 'Cy');
    const { code } = await assignTo(teacher, room.id, [ana]);
    // Cy opens it by code before being moved in: a quick-assign take for now.
    const cyIn = await signInStudent(cy);
    expect((await call(app, cyIn, 'POST', RESULT, { activity: code })).status).toBe(200);

    const ben = await addStudent(teacher, room.id, 'Ben');
    const benIn = await signInStudent(ben);
    expect(await studentSees(benIn)).toEqual({
      codes: [code],
      rosters: [[room.id]],
      total: 1,
      notStarted: 1,
    });

    const moved = await call(app, teacher, 'POST', `${CLASSES}${other.id}/students/${cy}/move/`, {
      to_class_id: room.id,
    });
    expect(moved.status).toBe(200);
    expect(await studentSees(cyIn)).toEqual({ codes: [code], rosters: [[room.id]], total: 1, notStarted: 0 });
    expect(await resultGroups(teacher, code)).toEqual([
      [
        'Room 6',
        [
          ['Ana L.', 'NOT_STARTED'],
          ['Ben L.', 'NOT_STARTED'],
          ['Cy L.', 'IN_PROGRESS'],
        ],
      ],
    ]);
  });

  it('do not get one the teacher gave to picked students of the class', async () => {
    const teacher = await newTeacher(app);
    const room = await classWith(app, teacher, 'Picked', ['Ana', 'Ben']);
    const [ana, ben] = room.studentIds as [string, string];
    const { code, lessonCode } = await assignTo(teacher, room.id, [ana]);
    const joinCode = (await app.orm.query.classes.findFirst({ where: (c, { eq }) => eq(c.id, room.id) }))
      ?.joinCode;
    if (!joinCode) throw new Error('class missing');

    const late = await newStudent(app, 'Lena');
    expect((await join(app, late, room.id, joinCode)).status).toBe(201);
    const added = await addStudent(teacher, room.id, 'Dan');
    for (const student of [late, await signInStudent(added), await signInStudent(ben)]) {
      expect(await studentSees(student)).toEqual({ codes: [], rosters: [], total: 0, notStarted: 0 });
    }
    // Naming Ana again (still not everyone) leaves the class picked.
    await call(app, teacher, 'POST', ASSIGN, {
      activityCode: lessonCode,
      students: [{ rosterId: room.id, studentIds: [ana] }],
    });
    const later = await newStudent(app, 'Max');
    expect((await join(app, later, room.id, joinCode)).status).toBe(201);
    expect(await studentSees(later)).toMatchObject({ total: 0, notStarted: 0 });
    expect(await resultGroups(teacher, code)).toEqual([['Picked', [['Ana L.', 'NOT_STARTED']]]]);
  });
});

describe('a student who opens by code an assignment given to their class', () => {
  it('is counted in that class in the results and the CSV, not under quick assign', async () => {
    const teacher = await newTeacher(app);
    const room = await classWith(app, teacher, 'Room 8', ['Ana', 'Ben']);
    const [ana, ben] = room.studentIds as [string, string];
    const { code } = await assignTo(teacher, room.id, [ana]);

    const benIn = await signInStudent(ben);
    expect((await call(app, benIn, 'POST', RESULT, { activity: code })).status).toBe(200);
    const stranger = await signInAs(
      app,
      await buildUser(app, { role: 'student', firstName: 'Zoë', lastName: '' }),
    );
    expect((await call(app, stranger, 'POST', RESULT, { activity: code })).status).toBe(200);

    expect(await resultGroups(teacher, code)).toEqual([
      [
        'Room 8',
        [
          ['Ana L.', 'NOT_STARTED'],
          ['Ben L.', 'IN_PROGRESS'],
        ],
      ],
      [QUICK_ASSIGN_CLASS_NAME, [['Zoë', 'IN_PROGRESS']]],
    ]);
    expect(await studentSees(benIn)).toEqual({
      codes: [code],
      rosters: [[room.id]],
      total: 1,
      notStarted: 0,
    });

    const csv = await injectAs(app, teacher, { method: 'GET', url: `${RESULTS}${code}/download_csv/` });
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.class, row.student_name, row.status])).toEqual([
      ['Room 8', 'Ana L.', 'NOT_STARTED'],
      ['Room 8', 'Ben L.', 'IN_PROGRESS'],
      [QUICK_ASSIGN_CLASS_NAME, 'Zoë', 'IN_PROGRESS'],
    ]);
  });
});
