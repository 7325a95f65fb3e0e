import { buildAssignment, buildAssignmentResult, buildPrivacyRecord } from '../factories/index.ts';
import { type AccessContext, type AccessRow, type Expected, everyone, students, teachers } from './roles.ts';

/**
 * Access rows of the assignment calls (issue 20; decision 0040): teachers (and admins) only, each on their own
 * assignments. An assignment the sample makes belongs to `teacher`; to other teachers and admins it does not
 * exist (404). Every teacher role has acknowledged the privacy notice here, so ownership decides (the gate has
 * its own test in modules/assignments).
 */

const ownerOnly = (status: number): Expected => ({ ...teachers(404), teacher: status });

async function teacherAssignment(context: AccessContext) {
  for (const user of [context.users.teacher, context.users.otherTeacher, context.users.admin])
    await buildPrivacyRecord(context.app, { userId: user.id });
  return buildAssignment(context.app, { teacherId: context.users.teacher.id });
}

const base = '/api/v2/assignments/';

export const ASSIGNMENTS_ROWS: AccessRow[] = [
  {
    method: 'POST',
    url: '/api/v2/tools/assign/',
    gated: true,
    sample: { url: '/api/v2/tools/assign/', payload: {} },
    expect: teachers(400),
  },
  { method: 'GET', url: base, sample: `${base}?status=awaiting&limit=1`, expect: teachers(200) },
  {
    method: 'GET',
    url: `${base}:id/`,
    sample: async (context) => ({ url: `${base}${(await teacherAssignment(context)).id}/` }),
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    url: `${base}:code/`,
    gated: true,
    sample: async (context) => ({ url: `${base}${(await teacherAssignment(context)).code}/` }),
    expect: ownerOnly(204),
  },
  {
    method: 'POST',
    url: `${base}:code/duplicate-assignment/`,
    gated: true,
    sample: async (context) => ({
      url: `${base}${(await teacherAssignment(context)).code}/duplicate-assignment/`,
    }),
    expect: ownerOnly(201),
  },
];

/** A result of `student` on an assignment of `teacher` (quick assign: no class). */
async function studentResult(context: AccessContext) {
  const assignment = await buildAssignment(context.app, { teacherId: context.users.teacher.id });
  return buildAssignmentResult(context.app, {
    assignmentId: assignment.id,
    studentId: context.users.student.id,
    studentName: 'Access',
  });
}

/**
 * The player's calls are public so that visitors can take quick assignments (decision 0044): a visitor reaches
 * only the results their signed cookie holds (none here: 404, or 400 for the sample's empty body); teachers and
 * admins are turned away (403) before validation, as an access level would.
 */
const takers = (student: number, visitor: number): Expected => ({
  visitor,
  student,
  teacher: 403,
  otherTeacher: 403,
  admin: 403,
});

export const PLAYER_ROWS: AccessRow[] = [
  {
    method: 'POST',
    url: '/tools/api/v2/result/',
    sample: { url: '/tools/api/v2/result/', payload: {} },
    expect: takers(400, 400),
  },
  ...(['GET', 'PUT'] as const).map(
    (method): AccessRow => ({
      method,
      url: '/tools/api/v2/result/:id/',
      sample: async (context) => ({
        url: `/tools/api/v2/result/${(await studentResult(context)).id}/`,
        ...(method === 'PUT' ? { payload: { completed: true } } : {}),
      }),
      expect: takers(200, 404),
    }),
  ),
  {
    method: 'POST',
    url: '/api/v2/questions/:questionId/results/:resultId/answers/',
    sample: async (context) => ({
      url: `/api/v2/questions/1/results/${(await studentResult(context)).id}/answers/`,
      payload: { choice: 1 },
    }),
    // The sample lesson has no question 1 in its version: past the access rules, the student gets a 404.
    expect: takers(404, 404),
  },
];

export const CODE_ENTRY_ROWS: AccessRow[] = [
  '/student/assignment-validation/',
  '/student/dispatch_code/',
].map(
  (url): AccessRow => ({
    method: 'POST',
    url,
    // Anyone may type a code (visitors take quick assignments): an assignment code leads to its player.
    sample: async (context) => ({
      url,
      payload: { code: (await buildAssignment(context.app, { teacherId: context.users.teacher.id })).code },
    }),
    expect: everyone(200),
  }),
);

/** The student's own lists and result (issue 21): students only; another student's result is a 404 there. */
export const STUDENT_ROWS: AccessRow[] = [
  {
    method: 'GET',
    url: '/api/v2/student/assignments/',
    sample: '/api/v2/student/assignments/',
    expect: students(200),
  },
  {
    method: 'GET',
    url: '/api/v2/student/assignments/count_not_started/',
    sample: '/api/v2/student/assignments/count_not_started/',
    expect: students(200),
  },
  {
    method: 'GET',
    url: '/api/v2/student/results/:id/',
    sample: async (context) => ({ url: `/api/v2/student/results/${(await studentResult(context)).id}/` }),
    expect: students(200),
  },
];

const resultsBase = '/api/v2/assignments-results/';

export const RESULTS_ROWS: AccessRow[] = [
  {
    method: 'GET',
    url: `${resultsBase}:id/`,
    sample: async (context) => ({ url: `${resultsBase}${(await teacherAssignment(context)).code}/` }),
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    url: `${resultsBase}:id/`,
    gated: true,
    sample: async (context) => ({
      url: `${resultsBase}${(await teacherAssignment(context)).code}/?roster=quick-assign`,
    }),
    expect: ownerOnly(204),
  },
  {
    method: 'GET',
    url: `${resultsBase}:id/download_csv/`,
    sample: async (context) => ({
      url: `${resultsBase}${(await teacherAssignment(context)).code}/download_csv/`,
    }),
    expect: ownerOnly(200),
  },
  {
    method: 'GET',
    url: `${resultsBase}:id/download_google_sheet/`,
    sample: async (context) => ({
      url: `${resultsBase}${(await teacherAssignment(context)).code}/download_google_sheet/`,
    }),
    expect: ownerOnly(200),
  },
  {
    method: 'GET',
    url: `${resultsBase}:code/submissions/:resultId/`,
    sample: async (context) => {
      const result = await quickResult(context);
      return { url: `${resultsBase}${result.code}/submissions/${result.id}/` };
    },
    expect: ownerOnly(200),
  },
  {
    method: 'PUT',
    url: `${resultsBase}:code/submissions/:resultId/questions/:questionId/grade/`,
    gated: true,
    sample: async (context) => {
      const result = await quickResult(context);
      return {
        url: `${resultsBase}${result.code}/submissions/${result.id}/questions/1/grade/`,
        payload: { is_correct: true },
      };
    },
    // The sample's lesson has no question 1: past the access rules, the owner gets a 404 too.
    expect: ownerOnly(404),
  },
];

/** A quick-assign result of `student` on an assignment of `teacher` (privacy acknowledged), with its code. */
async function quickResult(context: AccessContext) {
  const assignment = await teacherAssignment(context);
  const row = await buildAssignmentResult(context.app, {
    assignmentId: assignment.id,
    studentId: context.users.student.id,
    studentName: 'Access',
  });
  return { id: row.id, code: assignment.code };
}
