import {
  ACCOUNT_MESSAGES,
  CLASS_MESSAGES,
  classStudentSchema,
  DESCRIPTION_WORDS,
  studentCredentialSchema,
  studentCredentialsReplySchema,
  THING_WORDS,
} from '@lantern/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMemberships, credentials, managedStudents } from '../../db/schema.ts';
import { buildClass, buildRosterStudent } from '../../test/factories/index.ts';
import { type AccountsApp, startAccountsApp } from '../auth/accounts-test-kit.ts';
import { CLASSES, call, createClass, newTeacher } from './classes-test-kit.ts';

/**
 * Students without email (issue 19; decision 0037): bulk creation, then the student signs in with the
 * usual student sign-in; unlock, new secret, move, remove.
 */

let kit: AccountsApp;
beforeAll(async () => {
  kit = await startAccountsApp({ CLASS_SIZE_LIMIT: '5' });
}, 120_000);
afterAll(async () => {
  await kit?.close();
});

const studentsUrl = (classId: string) => `${CLASSES}${classId}/students/`;
const signin = (username: string, questionType: string, questionAnswer: string) =>
  kit.browser().post('/student/signin/', { username, questionType, questionAnswer, captcha: '' });

async function addStudents(
  teacher: Awaited<ReturnType<typeof newTeacher>>,
  classId: string,
  students: object[],
) {
  return call(kit.app, teacher, 'POST', studentsUrl(classId), {
    secret_question: 'favorite_animal',
    students,
  });
}

describe('POST /api/v2/tools/classes/{id}/students/ (students without email)', () => {
  it('creates the accounts with unique usernames, answers once, and each student can sign in', async () => {
    const teacher = await newTeacher(kit.app);
    const made = await createClass(kit.app, teacher);
    const created = await addStudents(teacher, made.id, [
      { first_name: 'Maya', last_initial: 'r', grade: '3', secret_answer: 'Red Panda' },
      { first_name: 'Mary Ann' },
      { first_name: 'Maya' },
    ]);
    expect(created.status).toBe(201);
    const reply = studentCredentialsReplySchema.parse(created.body);
    expect(reply.class).toMatchObject({ id: made.id, student_count: 3 });
    const [maya, maryAnn, maya2] = reply.results;
    expect(maya).toMatchObject({
      display_name: 'Maya R.',
      secret_question: 'favorite_animal',
      secret_question_text: 'What is your favorite animal?',
      secret_answer: 'Red Panda',
      grade: '3',
    });
    expect(maryAnn?.display_name).toBe('Mary Ann');
    expect(maryAnn?.secret_answer).toMatch(new RegExp(`^(${THING_WORDS.join('|')})[1-9][0-9]$`));
    const usernameForm = new RegExp(
      `^(maya|maryann)(${DESCRIPTION_WORDS.join('|')})(${THING_WORDS.join('|')})[0-9]*$`,
    );
    for (const student of reply.results) expect(student.username).toMatch(usernameForm);
    expect(new Set(reply.results.map((student) => student.username)).size).toBe(3);
    expect(maya2?.username).not.toBe(maya?.username);

    // Only a hash is kept; the class list never shows an answer again.
    const [stored] = await kit.app.orm.select().from(credentials).where(eq(credentials.userId, maya!.id));
    expect(stored?.secretAnswerHash).toMatch(/^\$argon2id\$/);
    const list = await call(kit.app, teacher, 'GET', studentsUrl(made.id));
    expect(JSON.stringify(list.body)).not.toContain('Red Panda');
    expect(list.body.results.map((row: unknown) => classStudentSchema.parse(row))).toHaveLength(3);
    expect(list.body.results[0]).toMatchObject({
      sign_in_method: 'secret_question',
      can_reset_secret: true,
      joined_via: 'teacher',
    });

    const signedIn = await signin(maya!.username, 'favorite_animal', '  red panda ');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ role: 'student', username: maya!.username });
    expect(
      (await signin(maryAnn!.username, 'What is your favorite animal?', maryAnn!.secret_answer)).status,
    ).toBe(200);
    expect((await signin(maya2!.username, 'favorite_color', maya2!.secret_answer)).status).toBe(400);
  });

  it('refuses bad lists with the field and line at fault, and creates nothing', async () => {
    const teacher = await newTeacher(kit.app);
    const made = await createClass(kit.app, teacher);
    const bad = await addStudents(teacher, made.id, [
      { first_name: 'Ana' },
      { first_name: 'Bo', last_initial: 'Smith' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ students: { 1: { last_initial: [CLASS_MESSAGES.lastInitial] } } });
    const empty = await addStudents(teacher, made.id, []);
    expect(empty.body.errors).toEqual({ students: [CLASS_MESSAGES.studentsRequired] });
    const grade = await addStudents(teacher, made.id, [{ first_name: 'Ana', grade: '13' }]);
    expect(grade.body.errors).toEqual({ students: { 0: { grade: [CLASS_MESSAGES.grade] } } });
    const question = await call(kit.app, teacher, 'POST', studentsUrl(made.id), {
      secret_question: 'pet',
      students: [{ first_name: 'Ana' }],
    });
    expect(question.body.errors).toEqual({ secret_question: [ACCOUNT_MESSAGES.questionRequired] });
    const short = await addStudents(teacher, made.id, [{ first_name: 'Ana', secret_answer: 'ab' }]);
    expect(short.status).toBe(400);
    expect((await call(kit.app, teacher, 'GET', studentsUrl(made.id))).body.results).toEqual([]);
  });

  it('refuses more students than the class has room for (limit 5 here), and archived classes', async () => {
    const teacher = await newTeacher(kit.app);
    const made = await createClass(kit.app, teacher);
    expect((await addStudents(teacher, made.id, [{ first_name: 'A1' }, { first_name: 'A2' }])).status).toBe(
      201,
    );
    const tooMany = await addStudents(
      teacher,
      made.id,
      [1, 2, 3, 4].map((n) => ({ first_name: `B${n}` })),
    );
    expect(tooMany).toMatchObject({ status: 409, body: { message: CLASS_MESSAGES.notEnoughRoom(3, 5) } });
    expect((await call(kit.app, teacher, 'GET', studentsUrl(made.id))).body.results).toHaveLength(2);

    await call(kit.app, teacher, 'POST', `${CLASSES}${made.id}/archive/`);
    const archived = await addStudents(teacher, made.id, [{ first_name: 'C1' }]);
    expect(archived).toMatchObject({ status: 409, body: { message: CLASS_MESSAGES.classArchived } });
  });
});

describe('unlock, new secret, move, remove', () => {
  async function classWithStudent() {
    const teacher = await newTeacher(kit.app);
    const made = await createClass(kit.app, teacher);
    const created = await addStudents(teacher, made.id, [{ first_name: 'Lockie', secret_answer: 'tiger' }]);
    return { teacher, made, student: studentCredentialSchema.parse(created.body.results[0]) };
  }
  const studentUrl = (classId: string, studentId: string, verb = '') =>
    `${studentsUrl(classId)}${studentId}/${verb ? `${verb}/` : ''}`;

  it('unlocks a student locked out by wrong answers, who can then sign in at once', async () => {
    const { teacher, made, student } = await classWithStudent();
    for (let attempt = 0; attempt < 10; attempt++)
      await signin(student.username, 'favorite_animal', `wrong ${attempt}`);
    expect((await signin(student.username, 'favorite_animal', 'tiger')).status).toBe(429);
    const listed = await call(kit.app, teacher, 'GET', studentsUrl(made.id));
    expect(listed.body.results[0]).toMatchObject({ id: student.id, locked: true });

    const unlocked = await call(kit.app, teacher, 'POST', studentUrl(made.id, student.id, 'unlock'));
    expect(unlocked).toMatchObject({ status: 200, body: { id: student.id, locked: false } });
    expect((await signin(student.username, 'favorite_animal', 'tiger')).status).toBe(200);
  });

  it('sets a new secret for a student the teacher made; the old answer stops working', async () => {
    const { teacher, made, student } = await classWithStudent();
    const reset = await call(kit.app, teacher, 'POST', studentUrl(made.id, student.id, 'reset-secret'), {
      secret_question: 'favorite_color',
    });
    expect(reset.status).toBe(200);
    const fresh = studentCredentialSchema.parse(reset.body);
    expect(fresh).toMatchObject({ username: student.username, secret_question: 'favorite_color' });
    expect((await signin(student.username, 'favorite_animal', 'tiger')).status).toBe(400);
    expect((await signin(student.username, 'favorite_color', fresh.secret_answer)).status).toBe(200);
  });

  it("refuses to reset the secret of a student who made their own account, and another teacher's student", async () => {
    const teacher = await newTeacher(kit.app);
    const made = await createClass(kit.app, teacher);
    const { student } = await buildRosterStudent(kit.app, {
      classId: made.id,
      credential: { secretQuestion: 'favorite_food', secretAnswerHash: 'their-own' },
    });
    const refused = await call(kit.app, teacher, 'POST', studentUrl(made.id, student.id, 'reset-secret'), {});
    expect(refused).toMatchObject({ status: 403, body: { message: CLASS_MESSAGES.resetNotAllowed } });
    const [kept] = await kit.app.orm.select().from(credentials).where(eq(credentials.userId, student.id));
    expect(kept?.secretAnswerHash).toBe('their-own');

    const other = await newTeacher(kit.app);
    const otherClass = await createClass(kit.app, other);
    for (const verb of ['unlock', 'reset-secret', 'move']) {
      const body = verb === 'move' ? { to_class_id: otherClass.id } : {};
      const reply = await call(kit.app, other, 'POST', studentUrl(otherClass.id, student.id, verb), body);
      expect([verb, reply.status, reply.body.message]).toEqual([verb, 404, CLASS_MESSAGES.studentNotFound]);
    }
    expect((await call(kit.app, other, 'DELETE', studentUrl(made.id, student.id))).status).toBe(404);
  });

  it("moves a student to another of the teacher's classes, keeping the old membership as history", async () => {
    const { teacher, made, student } = await classWithStudent();
    const target = await createClass(kit.app, teacher, 'Room 5');
    const moved = await call(kit.app, teacher, 'POST', studentUrl(made.id, student.id, 'move'), {
      to_class_id: target.id,
    });
    expect(moved).toMatchObject({ status: 200, body: { id: student.id, joined_via: 'teacher' } });
    expect((await call(kit.app, teacher, 'GET', studentsUrl(made.id))).body.results).toEqual([]);
    expect((await call(kit.app, teacher, 'GET', studentsUrl(target.id))).body.results).toHaveLength(1);
    const [old] = await kit.app.orm
      .select()
      .from(classMemberships)
      .where(and(eq(classMemberships.classId, made.id), eq(classMemberships.studentId, student.id)));
    expect(old?.leftReason).toBe('moved');

    const same = await call(kit.app, teacher, 'POST', studentUrl(target.id, student.id, 'move'), {
      to_class_id: target.id,
    });
    expect(same).toMatchObject({ status: 400, body: { message: CLASS_MESSAGES.moveSameClass } });
    const foreign = await buildClass(kit.app);
    const notTheirs = await call(kit.app, teacher, 'POST', studentUrl(target.id, student.id, 'move'), {
      to_class_id: foreign.id,
    });
    expect(notTheirs).toMatchObject({ status: 404, body: { message: CLASS_MESSAGES.classNotFound } });
    const noTarget = await call(kit.app, teacher, 'POST', studentUrl(target.id, student.id, 'move'), {});
    expect(noTarget.body.errors).toEqual({ to_class_id: [CLASS_MESSAGES.moveTargetRequired] });
  });

  it('refuses a move into a full or archived class', async () => {
    const { teacher, made, student } = await classWithStudent();
    const full = await createClass(kit.app, teacher, 'Full');
    await addStudents(
      teacher,
      full.id,
      [1, 2, 3, 4, 5].map((n) => ({ first_name: `F${n}` })),
    );
    const refused = await call(kit.app, teacher, 'POST', studentUrl(made.id, student.id, 'move'), {
      to_class_id: full.id,
    });
    expect(refused).toMatchObject({ status: 409, body: { message: CLASS_MESSAGES.notEnoughRoom(0, 5) } });
    const archived = await createClass(kit.app, teacher, 'Old');
    await call(kit.app, teacher, 'POST', `${CLASSES}${archived.id}/archive/`);
    const closed = await call(kit.app, teacher, 'POST', studentUrl(made.id, student.id, 'move'), {
      to_class_id: archived.id,
    });
    expect(closed).toMatchObject({ status: 409, body: { message: CLASS_MESSAGES.classArchived } });
    expect((await call(kit.app, teacher, 'GET', studentsUrl(made.id))).body.results).toHaveLength(1);
  });

  it('removes a student from the class; the account and the history stay', async () => {
    const { teacher, made, student } = await classWithStudent();
    expect((await call(kit.app, teacher, 'DELETE', studentUrl(made.id, student.id))).status).toBe(204);
    expect((await call(kit.app, teacher, 'GET', studentsUrl(made.id))).body.results).toEqual([]);
    expect((await call(kit.app, teacher, 'DELETE', studentUrl(made.id, student.id))).status).toBe(404);
    const [managed] = await kit.app.orm
      .select()
      .from(managedStudents)
      .where(eq(managedStudents.userId, student.id));
    expect(managed?.createdBy).toBe(teacher.user.id);
    expect((await signin(student.username, 'favorite_animal', 'tiger')).status).toBe(200);
  });
});
