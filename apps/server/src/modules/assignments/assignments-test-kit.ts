import type { FastifyInstance } from 'fastify';
import { buildClass, buildPrivacyRecord, buildRosterStudent, buildUser } from '../../test/factories/index.ts';
import { injectAs, type SignedIn, signInAs } from '../../test/test-app.ts';

/** Helpers of the assignments API tests: teachers (acknowledged unless told), classes with students, calls. */

export const ASSIGN = '/api/v2/tools/assign/';
export const ASSIGNMENTS = '/api/v2/assignments/';

export async function newTeacher(app: FastifyInstance, options: { acknowledged?: boolean } = {}) {
  const user = await buildUser(app, { role: 'teacher', firstName: 'Grace', lastName: 'Hopper' });
  if (options.acknowledged !== false) await buildPrivacyRecord(app, { userId: user.id });
  return signInAs(app, user);
}

/** A class of the teacher with these students (first names; last name 'Lee' so they show as 'Ana L.'). */
export async function classWith(app: FastifyInstance, teacher: SignedIn, name: string, students: string[]) {
  const made = await buildClass(app, { teacherId: teacher.user.id, name });
  const ids: string[] = [];
  for (const firstName of students) {
    const { student } = await buildRosterStudent(app, {
      classId: made.id,
      createdBy: teacher.user.id,
      student: { firstName, lastName: 'Lee' },
    });
    ids.push(student.id);
  }
  return { id: made.id, name, studentIds: ids };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call as someone: status and parsed body (null for an empty reply). */
export async function call(
  app: FastifyInstance,
  who: SignedIn | null,
  method: Method,
  url: string,
  payload?: unknown,
) {
  const response = await injectAs(app, who, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read reply bodies loosely and assert their shape
  const body = (response.body ? response.json() : null) as Record<string, any>;
  return { status: response.statusCode, body };
}
