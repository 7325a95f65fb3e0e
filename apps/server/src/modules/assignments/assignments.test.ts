import { ASSIGNMENT_CODE_PATTERN, PRIVACY_GATE_MESSAGE } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignmentRecipients, assignments } from '../../db/schema.ts';
import { buildAssignment, buildLesson, buildUser } from '../../test/factories/index.ts';
import { buildTestApp, signInAs } from '../../test/test-app.ts';
import { ASSIGN, ASSIGNMENTS, call, classWith, newTeacher } from './assignments-test-kit.ts';

/** POST /api/v2/tools/assign/ and the assignments list, detail, delete and duplicate (issue 20; decision 0040). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const recipientCount = async (assignmentId: number) =>
  (
    await app.orm
      .select()
      .from(assignmentRecipients)
      .where(eq(assignmentRecipients.assignmentId, assignmentId))
  ).length;

describe('POST /api/v2/tools/assign/', () => {
  it('assigns a lesson to chosen students of two classes, pinning its current version, idempotently', async () => {
    const teacher = await newTeacher(app);
    const lesson = await buildLesson(app, { ownerId: teacher.user.id, textSlides: 1, name: 'Volcanoes' });
    const roomA = await classWith(app, teacher, 'Room A', ['Ana', 'Ben', 'Cy']);
    const roomB = await classWith(app, teacher, 'Room B', ['Dee']);
    const body = {
      activityCode: lesson.code,
      students: [
        { rosterId: roomA.id, studentIds: roomA.studentIds.slice(0, 2) },
        { rosterId: roomB.id, studentIds: roomB.studentIds },
      ],
    };
    const first = await call(app, teacher, 'POST', ASSIGN, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      location: null,
      added: 3,
      assignment_url: `/tools/assignments/${first.body.code}`,
    });
    expect(first.body.code).toMatch(ASSIGNMENT_CODE_PATTERN);
    expect(first.body.rosters).toEqual([
      {
        rosterId: roomA.id,
        rosterName: 'Room A',
        rosterGoogleID: null,
        students: [
          { studentRosterId: roomA.studentIds[0], studentDisplayName: 'Ana L.' },
          { studentRosterId: roomA.studentIds[1], studentDisplayName: 'Ben L.' },
        ],
      },
      {
        rosterId: roomB.id,
        rosterName: 'Room B',
        rosterGoogleID: null,
        students: [{ studentRosterId: roomB.studentIds[0], studentDisplayName: 'Dee L.' }],
      },
    ]);
    const [row] = await app.orm.select().from(assignments).where(eq(assignments.id, first.body.id));
    expect(row?.versionId).toBe(lesson.versionId);

    // Again, plus one more student: the same assignment, only the new student is added.
    const again = await call(app, teacher, 'POST', ASSIGN, {
      ...body,
      students: [{ rosterId: roomA.id, studentIds: roomA.studentIds }],
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, code: first.body.code, added: 1 });
    const twice = await call(app, teacher, 'POST', ASSIGN, body);
    expect(twice.body).toMatchObject({ id: first.body.id, added: 0 });
    expect(await recipientCount(first.body.id)).toBe(4);
  });

  it('refuses bad input with clear 4xx and writes nothing', async () => {
    const teacher = await newTeacher(app);
    const other = await newTeacher(app);
    const lesson = await buildLesson(app, { ownerId: teacher.user.id, textSlides: 1 });
    const othersLesson = await buildLesson(app, { ownerId: other.user.id, textSlides: 1 });
    const mine = await classWith(app, teacher, 'Mine', ['Eve', 'Fay']);
    const second = await classWith(app, teacher, 'Second', ['Gus']);
    const theirs = await classWith(app, other, 'Theirs', ['Hal']);
    const cases: [unknown, number, RegExp][] = [
      [{ activityCode: lesson.code, students: [] }, 400, /at least one student/],
      [
        { activityCode: lesson.code, students: [{ rosterId: mine.id, studentIds: [] }] },
        400,
        /at least one student/,
      ],
      [{ students: [{ rosterId: mine.id, studentIds: mine.studentIds }] }, 400, /activityCode is required/],
      [
        { activityCode: 'nosuchlesson', students: [{ rosterId: mine.id, studentIds: mine.studentIds }] },
        404,
        /No lesson of yours/,
      ],
      [
        { activityCode: othersLesson.code, students: [{ rosterId: mine.id, studentIds: mine.studentIds }] },
        404,
        /No lesson of yours/,
      ],
      [
        { activityCode: lesson.code, students: [{ rosterId: theirs.id, studentIds: theirs.studentIds }] },
        404,
        /No class of yours/,
      ],
      [
        { activityCode: lesson.code, students: [{ rosterId: 'not-a-uuid', studentIds: mine.studentIds }] },
        404,
        /No class of yours/,
      ],
      [
        { activityCode: lesson.code, students: [{ rosterId: mine.id, studentIds: theirs.studentIds }] },
        404,
        /No student of yours/,
      ],
      [
        { activityCode: lesson.code, students: [{ rosterId: mine.id, studentIds: ['x'] }] },
        404,
        /No student of yours/,
      ],
      [
        // One good class first, then a student of the teacher's other class: nothing half-assigned.
        {
          activityCode: lesson.code,
          students: [
            { rosterId: second.id, studentIds: second.studentIds },
            { rosterId: mine.id, studentIds: [...mine.studentIds, ...second.studentIds] },
          ],
        },
        400,
        /is not in the class 'Mine'/,
      ],
      [
        {
          activityCode: lesson.code,
          students: [
            { rosterId: mine.id, studentIds: mine.studentIds },
            { rosterId: mine.id, studentIds: mine.studentIds },
          ],
        },
        400,
        /named twice/,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const reply = await call(app, teacher, 'POST', ASSIGN, payload);
      expect({ payload, status: reply.status }).toEqual({ payload, status });
      expect(JSON.stringify(reply.body)).toMatch(message);
    }
    expect(
      await app.orm.select().from(assignments).where(eq(assignments.teacherId, teacher.user.id)),
    ).toEqual([]);
  });

  it('needs the privacy acknowledgement (403) and assigns nothing', async () => {
    const teacher = await newTeacher(app, { acknowledged: false });
    const lesson = await buildLesson(app, { ownerId: teacher.user.id, textSlides: 1 });
    const room = await classWith(app, teacher, 'Room', ['Ivy']);
    const reply = await call(app, teacher, 'POST', ASSIGN, {
      activityCode: lesson.code,
      students: [{ rosterId: room.id, studentIds: room.studentIds }],
    });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(PRIVACY_GATE_MESSAGE);
    expect(
      await app.orm.select().from(assignments).where(eq(assignments.teacherId, teacher.user.id)),
    ).toEqual([]);
  });

  it('keeps what was assigned when the lesson is edited or deleted afterwards (the snapshot)', async () => {
    const teacher = await newTeacher(app);
    const room = await classWith(app, teacher, 'Room', ['Jo']);
    const created = await call(app, teacher, 'POST', '/api/v2/lesson-builder/', {
      name: 'Original name',
      description: 'Original description',
      slides: [{ type: 'Text', title: 'One', description: '<p>First text</p>' }],
    });
    expect(created.status).toBe(201);
    const code = created.body.code as string;
    const assigned = await call(app, teacher, 'POST', ASSIGN, {
      activityCode: code,
      students: [{ rosterId: room.id, studentIds: room.studentIds }],
    });
    expect(assigned.status).toBe(200);
    const before = await call(app, teacher, 'GET', `${ASSIGNMENTS}${assigned.body.id}/`);
    expect(before.body.title).toBe('Original name');

    const edited = await call(app, teacher, 'PUT', `/api/v2/lesson-builder/${code}/`, {
      version: created.body.version,
      name: 'Edited name',
      description: 'Edited',
      slides: [{ type: 'Text', title: 'Changed', description: '<p>Other</p>' }],
    });
    expect(edited.status).toBe(200);
    const afterEdit = await call(app, teacher, 'GET', `${ASSIGNMENTS}${assigned.body.id}/`);
    expect(afterEdit.body).toEqual(before.body);

    // Assigning the edited lesson makes a new assignment of the new version; the first one is untouched.
    const reassigned = await call(app, teacher, 'POST', ASSIGN, {
      activityCode: code,
      students: [{ rosterId: room.id, studentIds: room.studentIds }],
    });
    expect(reassigned.body.id).not.toBe(assigned.body.id);
    expect(reassigned.body.added).toBe(1);

    expect((await call(app, teacher, 'DELETE', `/api/v2/lesson-builder/${code}/`)).status).toBe(204);
    const afterDelete = await call(app, teacher, 'GET', `${ASSIGNMENTS}${assigned.body.id}/`);
    expect(afterDelete.body).toEqual(before.body);
  });
});

describe('the assignments list, detail, delete and duplicate', () => {
  it('lists assigned and awaiting tabs with counts, orderings and paging', async () => {
    const teacher = await newTeacher(app);
    const room = await classWith(app, teacher, 'Room', ['Kim', 'Lou']);
    const lessons = [];
    for (const name of ['First', 'Second', 'Third', 'Never assigned'])
      lessons.push(await buildLesson(app, { ownerId: teacher.user.id, textSlides: 1, name }));
    for (const lesson of lessons.slice(0, 3)) {
      const reply = await call(app, teacher, 'POST', ASSIGN, {
        activityCode: lesson.code,
        students: [{ rosterId: room.id, studentIds: room.studentIds }],
      });
      expect(reply.status).toBe(200);
    }
    const recent = await call(app, teacher, 'GET', `${ASSIGNMENTS}?status=assigned&limit=2`);
    expect(recent.status).toBe(200);
    expect(recent.body.count).toBe(3);
    expect(recent.body.results.map((item: { title: string }) => item.title)).toEqual(['Third', 'Second']);
    expect(recent.body.next).toBe(`${ASSIGNMENTS}?status=assigned&limit=2&offset=2`);
    expect(recent.body.results[0]).toMatchObject({
      status: 'assigned',
      classes: [{ id: room.id, name: 'Room' }],
      student_count: 2,
      lesson_code: lessons[2]?.code,
      is_ilp: false,
    });
    // The lesson list's `assigned` is now the date of the lesson's live assignment.
    const lessonList = await call(app, teacher, 'GET', '/api/v2/lesson-builder/?ordering=name');
    expect(
      lessonList.body.results.map((item: { name: string; assigned: string | null }) => [
        item.name,
        item.assigned,
      ]),
    ).toEqual([
      ['First', expect.any(String)],
      ['Never assigned', null],
      ['Second', expect.any(String)],
      ['Third', recent.body.results[0].date_assigned],
    ]);
    const oldest = await call(app, teacher, 'GET', `${ASSIGNMENTS}?status=assigned&ordering=date_assigned`);
    expect(oldest.body.results.map((item: { title: string }) => item.title)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    const awaiting = await call(app, teacher, 'GET', `${ASSIGNMENTS}?status=awaiting&limit=1`);
    expect(awaiting.body).toMatchObject({ count: 1, next: null });
    expect(awaiting.body.results[0]).toMatchObject({
      title: 'Never assigned',
      date_assigned: null,
      status: 'awaiting',
    });
    const past = await call(app, teacher, 'GET', `${ASSIGNMENTS}?status=assigned&offset=50`);
    expect(past.body).toMatchObject({ count: 3, results: [] });
    const bad = await call(app, teacher, 'GET', `${ASSIGNMENTS}?status=done`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/'assigned' or 'awaiting'/);
  });

  it('reads one assignment, and another teacher gets 404', async () => {
    const teacher = await newTeacher(app);
    const other = await newTeacher(app);
    const room = await classWith(app, teacher, 'Room', ['Mo']);
    const lesson = await buildLesson(app, { ownerId: teacher.user.id, textSlides: 1, name: 'Tides' });
    const made = await buildAssignment(app, {
      teacherId: teacher.user.id,
      lessonId: lesson.id,
      versionId: lesson.versionId,
      recipients: [{ classId: room.id, studentId: room.studentIds[0] as string }],
    });
    const mine = await call(app, teacher, 'GET', `${ASSIGNMENTS}${made.id}/`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      id: made.id,
      code: made.code,
      title: 'Tides',
      rosters: [{ rosterId: room.id, students: [{ studentDisplayName: 'Mo L.' }] }],
    });
    expect((await call(app, other, 'GET', `${ASSIGNMENTS}${made.id}/`)).status).toBe(404);
    expect((await call(app, teacher, 'GET', `${ASSIGNMENTS}abc/`)).status).toBe(400);
  });

  it('deletes once (then 404), and the lesson is awaiting again', async () => {
    const teacher = await newTeacher(app);
    const other = await newTeacher(app);
    const made = await buildAssignment(app, { teacherId: teacher.user.id });
    expect((await call(app, other, 'DELETE', `${ASSIGNMENTS}${made.code}/`)).status).toBe(404);
    expect((await call(app, teacher, 'DELETE', `${ASSIGNMENTS}${made.code}/`)).status).toBe(204);
    const twice = await call(app, teacher, 'DELETE', `${ASSIGNMENTS}${made.code}/`);
    expect(twice.status).toBe(404);
    expect(twice.body.message).toMatch(/No assignment of yours/);
    expect((await call(app, teacher, 'GET', `${ASSIGNMENTS}${made.id}/`)).status).toBe(404);
    const awaiting = await call(app, teacher, 'GET', `${ASSIGNMENTS}?status=awaiting`);
    expect(awaiting.body.count).toBe(1);
    expect((await call(app, teacher, 'DELETE', `${ASSIGNMENTS}Bad-code/`)).status).toBe(400);
  });

  it('duplicates into a new code of the same version without students; assign never joins the copy', async () => {
    const teacher = await newTeacher(app);
    const room = await classWith(app, teacher, 'Room', ['Nia', 'Oz']);
    const lesson = await buildLesson(app, { ownerId: teacher.user.id, textSlides: 1, name: 'Copied' });
    const first = await call(app, teacher, 'POST', ASSIGN, {
      activityCode: lesson.code,
      students: [{ rosterId: room.id, studentIds: room.studentIds.slice(0, 1) }],
    });
    const copy = await call(app, teacher, 'POST', `${ASSIGNMENTS}${first.body.code}/duplicate-assignment/`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ title: 'Copied', rosters: [], student_count: 0 });
    expect(copy.body.code).not.toBe(first.body.code);
    const [row] = await app.orm.select().from(assignments).where(eq(assignments.id, copy.body.id));
    expect(row?.versionId).toBe(lesson.versionId);
    const again = await call(app, teacher, 'POST', ASSIGN, {
      activityCode: lesson.code,
      students: [{ rosterId: room.id, studentIds: room.studentIds }],
    });
    expect(again.body).toMatchObject({ id: first.body.id, added: 1 });
    const other = await newTeacher(app);
    expect(
      (await call(app, other, 'POST', `${ASSIGNMENTS}${first.body.code}/duplicate-assignment/`)).status,
    ).toBe(404);
  });

  it('refuses students and visitors', async () => {
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    expect((await call(app, student, 'GET', ASSIGNMENTS)).status).toBe(403);
    expect((await call(app, null, 'GET', ASSIGNMENTS)).status).toBe(401);
  });
});
