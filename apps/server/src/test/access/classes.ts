import { multipartBody } from '../../modules/ugc/ugc-test-kit.ts';
import {
  buildClass,
  buildClassMembership,
  buildPrivacyRecord,
  buildRosterStudent,
} from '../factories/index.ts';
import { type AccessContext, type AccessRow, students, teachers } from './roles.ts';

/**
 * Access rows of the class calls (issue 19; decision 0036). A class the sample makes belongs to `teacher`;
 * to every other teacher (and admin) it does not exist (404). Every teacher role has acknowledged the privacy
 * notice here, so ownership, not the privacy gate, decides (the gate has its own test in modules/classes).
 */

async function teacherClass(context: AccessContext, name = 'Access sample class') {
  // The privacy rows before these may have made an unsigned record ('do this later'): it is signed.
  for (const user of [context.users.teacher, context.users.otherTeacher, context.users.admin])
    await buildPrivacyRecord(context.app, { userId: user.id });
  return buildClass(context.app, { teacherId: context.users.teacher.id, name });
}

/** A student the teacher made in one of their classes (so the teacher may also reset their secret). */
async function teacherStudent(context: AccessContext) {
  const made = await teacherClass(context);
  const { student } = await buildRosterStudent(context.app, {
    classId: made.id,
    createdBy: context.users.teacher.id,
    credential: { secretQuestion: 'favorite_color', secretAnswerHash: 'not-a-real-hash' },
  });
  return { classId: made.id, studentId: student.id };
}

/** Only the owner: teacher; other teachers and admins get the 404 of a missing class. */
const ownerOnly = (status: number) => ({ ...teachers(404), teacher: status });
const base = '/api/v2/tools/classes/';

export const CLASSES_ROWS: AccessRow[] = [
  { method: 'GET', url: base, sample: `${base}?archived=all`, expect: teachers(200) },
  {
    method: 'POST',
    url: base,
    gated: true,
    // Acknowledged first: the gate refuses an unacknowledged teacher before the body is validated.
    sample: async (context) => {
      await teacherClass(context);
      return { url: base, payload: {} };
    },
    expect: teachers(400),
  },
  {
    method: 'POST',
    url: `${base}rollover/`,
    gated: true,
    sample: async (context) => {
      await teacherClass(context);
      return { url: `${base}rollover/`, payload: { school_year: '2025-2026' } };
    },
    expect: teachers(200),
  },
  {
    method: 'GET',
    url: `${base}:id/`,
    sample: async (context) => ({ url: `${base}${(await teacherClass(context)).id}/` }),
    expect: ownerOnly(200),
  },
  {
    method: 'PATCH',
    url: `${base}:id/`,
    gated: true,
    sample: async (context) => ({
      url: `${base}${(await teacherClass(context)).id}/`,
      payload: { name: 'Renamed by access test' },
    }),
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    url: `${base}:id/`,
    gated: true,
    sample: async (context) => ({ url: `${base}${(await teacherClass(context)).id}/` }),
    expect: ownerOnly(204),
  },
  ...(['archive', 'restore', 'join-code'] as const).map(
    (verb): AccessRow => ({
      method: 'POST',
      url: `${base}:id/${verb}/`,
      gated: true,
      sample: async (context) => ({ url: `${base}${(await teacherClass(context)).id}/${verb}/` }),
      expect: ownerOnly(200),
    }),
  ),
  {
    method: 'GET',
    url: `${base}:id/students/`,
    sample: async (context) => ({ url: `${base}${(await teacherClass(context)).id}/students/` }),
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    url: `${base}:id/students/`,
    gated: true,
    sample: async (context) => ({
      url: `${base}${(await teacherClass(context)).id}/students/`,
      payload: { secret_question: 'favorite_animal', students: [{ first_name: 'Ana' }] },
    }),
    expect: ownerOnly(201),
  },
  {
    method: 'DELETE',
    url: `${base}:id/students/:studentId/`,
    gated: true,
    sample: async (context) => {
      const { classId, studentId } = await teacherStudent(context);
      return { url: `${base}${classId}/students/${studentId}/` };
    },
    expect: ownerOnly(204),
  },
  {
    method: 'POST',
    url: `${base}:id/students/:studentId/unlock/`,
    gated: true,
    sample: async (context) => {
      const { classId, studentId } = await teacherStudent(context);
      return { url: `${base}${classId}/students/${studentId}/unlock/` };
    },
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    url: `${base}:id/students/:studentId/reset-secret/`,
    gated: true,
    sample: async (context) => {
      const { classId, studentId } = await teacherStudent(context);
      return { url: `${base}${classId}/students/${studentId}/reset-secret/`, payload: {} };
    },
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    url: `${base}:id/students/:studentId/move/`,
    gated: true,
    sample: async (context) => {
      const { classId, studentId } = await teacherStudent(context);
      const target = await teacherClass(context, 'Move target');
      return { url: `${base}${classId}/students/${studentId}/move/`, payload: { to_class_id: target.id } };
    },
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    url: `${base}import/`,
    gated: true,
    sample: async (context) => {
      await teacherClass(context);
      const body = await multipartBody([
        { name: 'access.csv', bytes: Buffer.from('class name,first name\nAccess room,Ana\n'), field: 'file' },
      ]);
      return { url: `${base}import/?dry_run=true`, payload: body.payload, headers: body.headers };
    },
    expect: teachers(200),
  },
  {
    method: 'POST',
    url: `${base}:id/students/secrets/`,
    gated: true,
    sample: async (context) => {
      const { classId } = await teacherStudent(context);
      return { url: `${base}${classId}/students/secrets/`, payload: {} };
    },
    expect: ownerOnly(200),
  },
  // Sign-in cards (decision 0074): only for students the teacher created.
  {
    method: 'POST',
    url: `${base}:id/students/signin-cards/`,
    gated: true,
    sample: async (context) => {
      const { classId } = await teacherStudent(context);
      return { url: `${base}${classId}/students/signin-cards/` };
    },
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    url: `${base}:id/students/:studentId/signin-card/`,
    gated: true,
    sample: async (context) => {
      const { classId, studentId } = await teacherStudent(context);
      return { url: `${base}${classId}/students/${studentId}/signin-card/` };
    },
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    url: `${base}:id/students/:studentId/signin-card/`,
    gated: true,
    sample: async (context) => {
      const { classId, studentId } = await teacherStudent(context);
      return { url: `${base}${classId}/students/${studentId}/signin-card/` };
    },
    expect: ownerOnly(204),
  },
  {
    method: 'GET',
    url: '/api/v2/tools/roster/',
    sample: '/api/v2/tools/roster/?type=lm',
    expect: teachers(200),
  },
  // The student calls (spec 1 §7, spec 3 §7).
  {
    method: 'GET',
    url: '/tools/rosters/api/v2/rosters/rostercode/:code/',
    sample: async (context) => ({
      url: `/tools/rosters/api/v2/rosters/rostercode/${(await teacherClass(context)).joinCode}/`,
    }),
    expect: students(200),
  },
  {
    method: 'POST',
    url: '/tools/rosters/api/v2/rosters/:id/students/',
    sample: async (context) => {
      const made = await teacherClass(context);
      return {
        url: `/tools/rosters/api/v2/rosters/${made.id}/students/`,
        payload: { roster_code: made.joinCode },
      };
    },
    expect: students(201),
  },
  {
    method: 'DELETE',
    url: '/tools/rosters/api/v2/rosters/:id/students/',
    sample: async (context) => {
      const made = await teacherClass(context);
      // The access table's own student is in the class, so leaving it answers 204.
      await buildClassMembership(context.app, {
        classId: made.id,
        studentId: context.users.student.id,
        joinedVia: 'code',
      });
      return { url: `/tools/rosters/api/v2/rosters/${made.id}/students/` };
    },
    expect: students(204),
  },
  {
    method: 'GET',
    url: '/api/v2/student/joined_rosters/',
    sample: '/api/v2/student/joined_rosters/',
    expect: students(200),
  },
];
