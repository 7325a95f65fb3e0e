import { PRIVACY_GATE_MESSAGE, PRIVACY_GATE_REASON } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, classMemberships } from '../../db/schema.ts';
import { buildClass, buildRosterStudent } from '../../test/factories/index.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { CLASSES, call, newTeacher } from './classes-test-kit.ts';

/**
 * The privacy gate (spec 3 §5: acknowledgement before creating rosters; spec 2 §1): every call that creates or
 * changes a class or its students answers 403 with the gate's message until the teacher acknowledges, and
 * changes nothing. Reading one's classes stays open (there is nothing to read before acknowledging).
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('a teacher who has not acknowledged the privacy notice', () => {
  it('is refused every create and change with 403 and the gate message, then let through after signing', async () => {
    const teacher = await newTeacher(app, { acknowledged: false });
    const made = await buildClass(app, { teacherId: teacher.user.id, name: 'Before the gate' });
    const target = await buildClass(app, { teacherId: teacher.user.id, name: 'Target' });
    const { student } = await buildRosterStudent(app, {
      classId: made.id,
      createdBy: teacher.user.id,
      credential: { secretQuestion: 'favorite_color', secretAnswerHash: 'x' },
    });
    const studentUrl = `${CLASSES}${made.id}/students/${student.id}/`;
    const gated = [
      ['POST', CLASSES, { name: 'New class' }],
      ['PATCH', `${CLASSES}${made.id}/`, { name: 'Renamed' }],
      ['DELETE', `${CLASSES}${made.id}/`, undefined],
      ['POST', `${CLASSES}${made.id}/archive/`, undefined],
      ['POST', `${CLASSES}${made.id}/restore/`, undefined],
      ['POST', `${CLASSES}${made.id}/join-code/`, undefined],
      ['POST', `${CLASSES}rollover/`, { school_year: '2025-2026' }],
      [
        'POST',
        `${CLASSES}${made.id}/students/`,
        { secret_question: 'favorite_toy', students: [{ first_name: 'Ana' }] },
      ],
      ['POST', `${studentUrl}unlock/`, undefined],
      ['POST', `${studentUrl}reset-secret/`, {}],
      ['POST', `${studentUrl}move/`, { to_class_id: target.id }],
      ['DELETE', studentUrl, undefined],
    ] as const;
    for (const [method, url, payload] of gated) {
      const reply = await call(app, teacher, method, url, payload);
      expect([method, url, reply.status, reply.body?.message, reply.body?.reason]).toEqual([
        method,
        url,
        403,
        PRIVACY_GATE_MESSAGE,
        PRIVACY_GATE_REASON,
      ]);
    }
    const [unchanged] = await app.orm.select().from(classes).where(eq(classes.id, made.id));
    expect(unchanged).toMatchObject({
      name: 'Before the gate',
      joinCode: made.joinCode,
      archivedAt: null,
      deletedAt: null,
    });
    const members = await app.orm
      .select()
      .from(classMemberships)
      .where(eq(classMemberships.classId, made.id));
    expect(members.map((row) => [row.studentId, row.leftAt])).toEqual([[student.id, null]]);
    expect((await call(app, teacher, 'GET', CLASSES)).status).toBe(200);

    await call(app, teacher, 'POST', '/api/v2/tools/set-data-privacy/', {
      sign_acknowledgement: true,
      teacher_type: 'HOME_SCHOOL',
    });
    expect((await call(app, teacher, 'POST', CLASSES, { name: 'New class' })).status).toBe(201);
    expect((await call(app, teacher, 'PATCH', `${CLASSES}${made.id}/`, { name: 'Renamed' })).status).toBe(
      200,
    );
  });
});
