import { dataPrivacyRecords } from '../../db/schema.ts';
import { buildAssignment } from '../factories/index.ts';
import { type AccessContext, type AccessRow, type Expected, teachers } from './roles.ts';

/**
 * Access rows of the assignment calls (issue 20; decision 0040): teachers (and admins) only, each on their own
 * assignments. An assignment the sample makes belongs to `teacher`; to other teachers and admins it does not
 * exist (404). Every teacher role has acknowledged the privacy notice here, so ownership decides (the gate has
 * its own test in modules/assignments).
 */

const ownerOnly = (status: number): Expected => ({ ...teachers(404), teacher: status });

async function teacherAssignment(context: AccessContext) {
  for (const user of [context.users.teacher, context.users.otherTeacher, context.users.admin]) {
    await context.app.orm
      .insert(dataPrivacyRecords)
      .values({ userId: user.id, teacherType: 'HOME_SCHOOL', signedAt: new Date(), textVersion: 'test' })
      .onConflictDoUpdate({
        target: dataPrivacyRecords.userId,
        set: { signedAt: new Date(), textVersion: 'test' },
      });
  }
  return buildAssignment(context.app, { teacherId: context.users.teacher.id });
}

const base = '/api/v2/assignments/';

export const ASSIGNMENTS_ROWS: AccessRow[] = [
  {
    method: 'POST',
    url: '/api/v2/tools/assign/',
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
    sample: async (context) => ({ url: `${base}${(await teacherAssignment(context)).code}/` }),
    expect: ownerOnly(204),
  },
  {
    method: 'POST',
    url: `${base}:code/duplicate-assignment/`,
    sample: async (context) => ({
      url: `${base}${(await teacherAssignment(context)).code}/duplicate-assignment/`,
    }),
    expect: ownerOnly(201),
  },
];
