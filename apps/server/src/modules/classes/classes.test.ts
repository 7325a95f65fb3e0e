import {
  CLASS_MESSAGES,
  classDetailSchema,
  classListReplySchema,
  classSummarySchema,
  DEFAULT_CLASS_SIZE_LIMIT,
  JOIN_CODE_PATTERN,
  rosterListReplySchema,
  schoolYearOf,
} from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, classMemberships } from '../../db/schema.ts';
import { buildClass, buildRosterStudent } from '../../test/factories/index.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { CLASSES, call, createClass, join, newStudent, newTeacher, ROSTERS } from './classes-test-kit.ts';

/** A teacher's classes (issue 19): create, list, rename, archive/restore, codes, delete, rollover, the roster list. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('creating and listing classes', () => {
  it('creates a class with a join code of the unambiguous alphabet, this school year and no students', async () => {
    const teacher = await newTeacher(app);
    const created = await call(app, teacher, 'POST', CLASSES, { name: '  Room 4 Science ' });
    expect(created.status).toBe(201);
    const summary = classSummarySchema.parse(created.body);
    expect(summary).toMatchObject({
      name: 'Room 4 Science',
      archived: false,
      student_count: 0,
      size_limit: DEFAULT_CLASS_SIZE_LIMIT,
      school_year: schoolYearOf(new Date()),
      source: 'lantern',
      archived_at: null,
    });
    expect(summary.join_code).toMatch(JOIN_CODE_PATTERN);
    expect(summary.join_code).not.toMatch(/[01OIL]/);

    const list = await call(app, teacher, 'GET', CLASSES);
    expect(classListReplySchema.parse(list.body).results.map((row) => row.id)).toEqual([summary.id]);
  });

  it('refuses a missing or too long name and a bad school year with the contract texts', async () => {
    const teacher = await newTeacher(app);
    const empty = await call(app, teacher, 'POST', CLASSES, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ name: [CLASS_MESSAGES.nameRequired] });
    const long = await call(app, teacher, 'POST', CLASSES, { name: 'x'.repeat(101) });
    expect(long.body.errors).toEqual({ name: [CLASS_MESSAGES.nameTooLong] });
    const year = await call(app, teacher, 'POST', CLASSES, { name: 'Room 5', school_year: '2025-2027' });
    expect(year.status).toBe(400);
    expect(year.body.errors).toEqual({ school_year: [CLASS_MESSAGES.schoolYear] });
    const extra = await call(app, teacher, 'POST', CLASSES, { name: 'Room 5', teacher_id: teacher.user.id });
    expect(extra.status).toBe(400);
    const filter = await call(app, teacher, 'GET', `${CLASSES}?archived=maybe`);
    expect(filter.status).toBe(400);
    expect(filter.body.errors).toEqual({ archived: [CLASS_MESSAGES.archiveFilter] });
  });

  it("lists only the teacher's own classes; another teacher's id answers 404 on every call", async () => {
    const owner = await newTeacher(app);
    const other = await newTeacher(app);
    const mine = await createClass(app, owner, 'Mine');
    await createClass(app, other, 'Theirs');
    const list = await call(app, owner, 'GET', `${CLASSES}?archived=all`);
    expect(list.body.results.map((row: { name: string }) => row.name)).toEqual(['Mine']);

    for (const [method, url, payload] of [
      ['GET', `${CLASSES}${mine.id}/`],
      ['PATCH', `${CLASSES}${mine.id}/`, { name: 'Taken over' }],
      ['DELETE', `${CLASSES}${mine.id}/`],
      ['POST', `${CLASSES}${mine.id}/archive/`],
      ['POST', `${CLASSES}${mine.id}/join-code/`],
      ['GET', `${CLASSES}${mine.id}/students/`],
    ] as const) {
      const reply = await call(app, other, method, url, payload);
      expect([method, url, reply.status, reply.body?.message]).toEqual([
        method,
        url,
        404,
        CLASS_MESSAGES.classNotFound,
      ]);
    }
    const still = await call(app, owner, 'GET', `${CLASSES}${mine.id}/`);
    expect(still.body).toMatchObject({ name: 'Mine', archived: false });
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    const teacher = await newTeacher(app);
    expect((await call(app, teacher, 'GET', `${CLASSES}42/`)).status).toBe(400);
    expect((await call(app, teacher, 'GET', `${CLASSES}${crypto.randomUUID()}/`)).status).toBe(404);
  });
});

describe('changing a class', () => {
  it('renames it and changes its school year', async () => {
    const teacher = await newTeacher(app);
    const made = await createClass(app, teacher, 'Room 4');
    const renamed = await call(app, teacher, 'PATCH', `${CLASSES}${made.id}/`, { name: 'Room 4B' });
    expect(renamed.body).toMatchObject({ name: 'Room 4B', join_code: made.join_code });
    const moved = await call(app, teacher, 'PATCH', `${CLASSES}${made.id}/`, { school_year: '2026-2027' });
    expect(moved.body).toMatchObject({ name: 'Room 4B', school_year: '2026-2027' });
    expect((await call(app, teacher, 'PATCH', `${CLASSES}${made.id}/`, {})).status).toBe(400);
  });

  it('a new join code replaces the old one at once', async () => {
    const teacher = await newTeacher(app);
    const made = await createClass(app, teacher);
    const fresh = await call(app, teacher, 'POST', `${CLASSES}${made.id}/join-code/`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.join_code).toMatch(JOIN_CODE_PATTERN);
    expect(fresh.body.join_code).not.toBe(made.join_code);
    const student = await newStudent(app);
    const old = await call(app, student, 'GET', `${ROSTERS}rostercode/${made.join_code}/`);
    expect(old).toMatchObject({ status: 404, body: { message: CLASS_MESSAGES.invalidCode } });
    expect((await join(app, student, made.id, made.join_code)).status).toBe(404);
    expect((await join(app, student, made.id, fresh.body.join_code)).status).toBe(201);
  });

  it('archives (the code stops working, twice changes nothing) and restores with the same code', async () => {
    const teacher = await newTeacher(app);
    const made = await createClass(app, teacher);
    const archived = await call(app, teacher, 'POST', `${CLASSES}${made.id}/archive/`);
    expect(archived.body).toMatchObject({ archived: true });
    const again = await call(app, teacher, 'POST', `${CLASSES}${made.id}/archive/`);
    expect(again.body.archived_at).toBe(archived.body.archived_at);
    const student = await newStudent(app);
    expect((await call(app, student, 'GET', `${ROSTERS}rostercode/${made.join_code}/`)).status).toBe(404);
    expect((await call(app, teacher, 'GET', CLASSES)).body.results).toEqual([]);
    expect((await call(app, teacher, 'GET', `${CLASSES}?archived=true`)).body.results).toHaveLength(1);
    const refused = await call(app, teacher, 'POST', `${CLASSES}${made.id}/join-code/`);
    expect(refused).toMatchObject({ status: 409, body: { message: CLASS_MESSAGES.classArchived } });

    const restored = await call(app, teacher, 'POST', `${CLASSES}${made.id}/restore/`);
    expect(restored.body).toMatchObject({ archived: false, archived_at: null, join_code: made.join_code });
    expect((await call(app, student, 'GET', `${ROSTERS}rostercode/${made.join_code}/`)).status).toBe(200);
  });

  it('restores with a new code when an active class took the old one meanwhile', async () => {
    const teacher = await newTeacher(app);
    const made = await createClass(app, teacher);
    await call(app, teacher, 'POST', `${CLASSES}${made.id}/archive/`);
    await buildClass(app, { joinCode: made.join_code });
    const restored = await call(app, teacher, 'POST', `${CLASSES}${made.id}/restore/`);
    expect(restored.status).toBe(200);
    expect(restored.body.join_code).toMatch(JOIN_CODE_PATTERN);
    expect(restored.body.join_code).not.toBe(made.join_code);
  });

  it('deletes: gone for the teacher and its students, the code ends, the memberships stay', async () => {
    const teacher = await newTeacher(app);
    const made = await createClass(app, teacher);
    const student = await newStudent(app);
    await join(app, student, made.id, made.join_code);
    expect((await call(app, teacher, 'DELETE', `${CLASSES}${made.id}/`)).status).toBe(204);
    expect((await call(app, teacher, 'GET', `${CLASSES}${made.id}/`)).status).toBe(404);
    expect((await call(app, teacher, 'GET', `${CLASSES}?archived=all`)).body.results).toEqual([]);
    expect((await call(app, teacher, 'DELETE', `${CLASSES}${made.id}/`)).status).toBe(404);
    expect((await call(app, student, 'GET', '/api/v2/student/joined_rosters/')).body.results).toEqual([]);
    expect((await call(app, student, 'GET', `${ROSTERS}rostercode/${made.join_code}/`)).status).toBe(404);
    const [kept] = await app.orm.select().from(classes).where(eq(classes.id, made.id));
    expect(kept?.deletedAt).not.toBeNull();
    const memberships = await app.orm
      .select()
      .from(classMemberships)
      .where(eq(classMemberships.classId, made.id));
    expect(memberships.map((row) => row.studentId)).toEqual([student.user.id]);
  });

  it('year-end rollover archives every active class of that school year and no other', async () => {
    const teacher = await newTeacher(app);
    const old1 = await createClass(app, teacher, 'Old 1', '2024-2025');
    const old2 = await createClass(app, teacher, 'Old 2', '2024-2025');
    const current = await createClass(app, teacher, 'Current', '2025-2026');
    const othersClass = await buildClass(app, { schoolYear: '2024-2025' });
    const rolled = await call(app, teacher, 'POST', `${CLASSES}rollover/`, { school_year: '2024-2025' });
    expect(rolled).toEqual({ status: 200, body: { archived: 2 } });
    const active = await call(app, teacher, 'GET', CLASSES);
    expect(active.body.results.map((row: { id: string }) => row.id)).toEqual([current.id]);
    const archived = await call(app, teacher, 'GET', `${CLASSES}?archived=true`);
    expect(archived.body.results.map((row: { id: string }) => row.id).sort()).toEqual(
      [old1.id, old2.id].sort(),
    );
    const [untouched] = await app.orm.select().from(classes).where(eq(classes.id, othersClass.id));
    expect(untouched?.archivedAt).toBeNull();
    expect(
      (await call(app, teacher, 'POST', `${CLASSES}rollover/`, { school_year: '2024-2025' })).body,
    ).toEqual({
      archived: 0,
    });
    expect(
      (await call(app, teacher, 'POST', `${CLASSES}rollover/`, { school_year: 'last year' })).status,
    ).toBe(400);
  });
});

describe('GET /api/v2/tools/roster/ (spec 2 §7)', () => {
  it("lists the teacher's active classes with their students in the spec's shape", async () => {
    const teacher = await newTeacher(app);
    const made = await createClass(app, teacher, 'Room 4');
    const archived = await createClass(app, teacher, 'Last year');
    await call(app, teacher, 'POST', `${CLASSES}${archived.id}/archive/`);
    await buildRosterStudent(app, { classId: made.id, student: { firstName: 'Maya', lastName: 'R' } });
    await buildRosterStudent(app, { classId: made.id, student: { firstName: 'Leo', lastName: '' } });

    for (const type of ['', '?type=lm', '?type=any']) {
      const reply = await call(app, teacher, 'GET', `/api/v2/tools/roster/${type}`);
      const rosters = rosterListReplySchema.parse(reply.body);
      expect(rosters).toHaveLength(1);
      expect(rosters[0]).toMatchObject({ rosterId: made.id, rosterName: 'Room 4', rosterGoogleID: null });
      expect(
        rosters[0]?.students.map((student) => [student.studentDisplayName, student.studentGoogleId]),
      ).toEqual([
        ['Leo', null],
        ['Maya R.', null],
      ]);
    }
    expect((await call(app, teacher, 'GET', '/api/v2/tools/roster/?type=google')).body).toEqual([]);
    const bad = await call(app, teacher, 'GET', '/api/v2/tools/roster/?type=canvas');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ type: [CLASS_MESSAGES.rosterType] });
  });

  it('the class detail carries the students a teacher sees', async () => {
    const teacher = await newTeacher(app);
    const made = await createClass(app, teacher);
    await buildRosterStudent(app, { classId: made.id, student: { firstName: 'Maya', lastName: 'Rivera' } });
    const detail = classDetailSchema.parse((await call(app, teacher, 'GET', `${CLASSES}${made.id}/`)).body);
    expect(detail.student_count).toBe(1);
    expect(detail.students[0]).toMatchObject({
      display_name: 'Maya R.',
      locked: false,
      joined_via: 'code',
      can_reset_secret: false,
    });
  });
});
