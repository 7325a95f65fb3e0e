import {
  CLASS_MESSAGES,
  formatJoinCode,
  joinedRostersReplySchema,
  rosterByCodeSchema,
  studentClassSchema,
} from '@lantern/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { classMemberships } from '../../db/schema.ts';
import { buildClass, buildRosterStudent } from '../../test/factories/index.ts';
import { buildTestApp } from '../../test/test-app.ts';
import {
  CLASSES,
  call,
  createClass,
  join,
  joinUrl,
  newStudent,
  newTeacher,
  ROSTERS,
} from './classes-test-kit.ts';

/** Students joining and leaving classes by code (spec 1 §7, §8; spec 3 §7; issue 19). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { CLASS_SIZE_LIMIT: '3' } });
});

const byCode = (student: Awaited<ReturnType<typeof newStudent>>, code: string) =>
  call(app, student, 'GET', `${ROSTERS}rostercode/${encodeURIComponent(code)}/`);

describe('GET /tools/rosters/api/v2/rosters/rostercode/{code}/', () => {
  it('finds the class by its code as typed (case, spaces, hyphen) and shows no students', async () => {
    const teacher = await newTeacher(app, { firstName: 'Grace' });
    const made = await createClass(app, teacher, 'Room 9');
    await buildRosterStudent(app, { classId: made.id, student: { firstName: 'Classmate' } });
    const student = await newStudent(app);
    for (const typed of [
      made.join_code,
      made.join_code.toLowerCase(),
      formatJoinCode(made.join_code),
      ` ${made.join_code.slice(0, 3)}-${made.join_code.slice(3)} `,
    ]) {
      const found = await byCode(student, typed);
      expect(found.status).toBe(200);
      expect(rosterByCodeSchema.strict().parse(found.body)).toEqual({
        id: made.id,
        name: 'Room 9',
        teacher_name: 'Grace Lovelace',
        roster_code: made.join_code,
        joined: false,
      });
    }
    expect(JSON.stringify((await byCode(student, made.join_code)).body)).not.toContain('Classmate');
  });

  it("answers 'Invalid code entered.' for unknown, malformed and archived codes", async () => {
    const student = await newStudent(app);
    const archived = await buildClass(app, { archivedAt: new Date() });
    const deleted = await buildClass(app, { deletedAt: new Date() });
    for (const code of ['ZZZZZZ', 'abc', '0O1IL0', '%27%3B--', archived.joinCode, deleted.joinCode]) {
      const reply = await byCode(student, code);
      expect([code, reply.status, reply.body.message]).toEqual([code, 404, CLASS_MESSAGES.invalidCode]);
    }
  });
});

describe('POST /tools/rosters/api/v2/rosters/{id}/students/ (join)', () => {
  it('joins once: the second time answers 200 and changes nothing', async () => {
    const teacher = await newTeacher(app);
    const made = await createClass(app, teacher, 'Room 2');
    const student = await newStudent(app);
    const first = await join(app, student, made.id, made.join_code.toLowerCase());
    expect(first.status).toBe(201);
    expect(studentClassSchema.parse(first.body)).toMatchObject({
      id: made.id,
      name: 'Room 2',
      roster_code: made.join_code,
    });
    const second = await join(app, student, made.id, made.join_code);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const rows = await app.orm
      .select()
      .from(classMemberships)
      .where(and(eq(classMemberships.classId, made.id), eq(classMemberships.studentId, student.user.id)));
    expect(rows).toHaveLength(1);
    expect((await byCode(student, made.join_code)).body.joined).toBe(true);
    const detail = await call(app, teacher, 'GET', `${CLASSES}${made.id}/`);
    expect(
      detail.body.students.map((row: { id: string; joined_via: string }) => [row.id, row.joined_via]),
    ).toEqual([[student.user.id, 'code']]);
  });

  it("needs the current code with the id: another class's code or none does not let anyone in", async () => {
    const made = await buildClass(app);
    const other = await buildClass(app);
    const student = await newStudent(app);
    const wrong = await join(app, student, made.id, other.joinCode);
    expect(wrong).toMatchObject({ status: 404, body: { message: CLASS_MESSAGES.invalidCode } });
    const missing = await call(app, student, 'POST', joinUrl(made.id), {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ roster_code: [CLASS_MESSAGES.codeRequired] });
    expect(
      (await call(app, student, 'POST', joinUrl('not-an-id'), { roster_code: made.joinCode })).status,
    ).toBe(400);
    const archived = await buildClass(app, { archivedAt: new Date() });
    expect((await join(app, student, archived.id, archived.joinCode)).body.message).toBe(
      CLASS_MESSAGES.invalidCode,
    );
  });

  it('refuses a full class (CLASS_SIZE_LIMIT, here 3) with a clear 409; a member re-joining still gets 200', async () => {
    const made = await buildClass(app);
    const members = [];
    for (let index = 0; index < 3; index++) {
      const student = await newStudent(app);
      expect((await join(app, student, made.id, made.joinCode)).status).toBe(201);
      members.push(student);
    }
    const late = await newStudent(app);
    const full = await join(app, late, made.id, made.joinCode);
    expect(full).toMatchObject({
      status: 409,
      body: { code: 'conflict', message: CLASS_MESSAGES.classFull(3) },
    });
    expect((await join(app, members[0]!, made.id, made.joinCode)).status).toBe(200);
  });

  it('lets a class fill up to the limit and no further when many join at once', async () => {
    const made = await buildClass(app);
    const students = await Promise.all(Array.from({ length: 6 }, () => newStudent(app)));
    const statuses = await Promise.all(students.map((student) => join(app, student, made.id, made.joinCode)));
    expect(statuses.map((reply) => reply.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
  });
});

describe('probing codes', () => {
  it('stops a student after 30 code lookups and joins in 15 minutes (429), another student is not affected', async () => {
    const made = await buildClass(app);
    const prober = await newStudent(app);
    for (let attempt = 0; attempt < 29; attempt++) {
      expect((await byCode(prober, `ZZZZ${attempt % 10}A`)).status).toBe(404);
    }
    expect((await join(app, prober, made.id, 'ZZZZZZ')).status).toBe(404);
    const stopped = await byCode(prober, made.joinCode);
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toMatch(/^Too many attempts/);
    expect((await join(app, prober, made.id, made.joinCode)).status).toBe(429);
    expect((await byCode(await newStudent(app), made.joinCode)).status).toBe(200);
  });
});

describe('GET /api/v2/student/joined_rosters/ and leaving', () => {
  it('lists the classes the student is in, each with its leave URL; leaving keeps the history', async () => {
    const teacher = await newTeacher(app, { firstName: 'Mary' });
    const made = await createClass(app, teacher, 'Science');
    const student = await newStudent(app);
    const classmate = await newStudent(app, 'Secretname');
    await join(app, student, made.id, made.join_code);
    await join(app, classmate, made.id, made.join_code);
    await buildRosterStudent(app, { student: { firstName: 'Elsewhere' } });

    const joined = await call(app, student, 'GET', '/api/v2/student/joined_rosters/');
    const { results } = joinedRostersReplySchema.parse(joined.body);
    expect(results).toEqual([
      {
        id: made.id,
        display_name: 'Science',
        name: 'Science',
        teacher_name: 'Mary Lovelace',
        roster_code: made.join_code,
        date_created: expect.any(String),
        leave_roster_url: `${ROSTERS}${made.id}/students/`,
      },
    ]);
    expect(JSON.stringify(joined.body)).not.toContain('Secretname');

    const left = await call(app, student, 'DELETE', results[0]!.leave_roster_url);
    expect(left.status).toBe(204);
    expect((await call(app, student, 'GET', '/api/v2/student/joined_rosters/')).body.results).toEqual([]);
    const again = await call(app, student, 'DELETE', results[0]!.leave_roster_url);
    expect(again).toMatchObject({ status: 404, body: { message: CLASS_MESSAGES.classNotFound } });
    const [history] = await app.orm
      .select()
      .from(classMemberships)
      .where(and(eq(classMemberships.classId, made.id), eq(classMemberships.studentId, student.user.id)));
    expect(history).toMatchObject({ leftReason: 'left' });
    expect(history?.leftAt).not.toBeNull();
    const detail = await call(app, teacher, 'GET', `${CLASSES}${made.id}/`);
    expect(detail.body.students.map((row: { id: string }) => row.id)).toEqual([classmate.user.id]);

    // Re-joining after leaving starts a new membership; the old one stays as it was.
    expect((await join(app, student, made.id, made.join_code)).status).toBe(201);
    const rows = await app.orm
      .select()
      .from(classMemberships)
      .where(and(eq(classMemberships.classId, made.id), eq(classMemberships.studentId, student.user.id)));
    expect(rows).toHaveLength(2);
  });

  it('a student cannot leave a class they are not in', async () => {
    const made = await buildClass(app);
    const student = await newStudent(app);
    expect((await call(app, student, 'DELETE', joinUrl(made.id))).status).toBe(404);
  });
});
