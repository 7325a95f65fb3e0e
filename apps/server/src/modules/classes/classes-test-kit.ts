import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildUser } from '../../test/factories/index.ts';
import { callAs, type SignedIn, signedInTeacher, signInAs } from '../../test/test-app.ts';

/** Helpers of the classes API tests: signed-in teachers (acknowledged unless told) and students, and calls. */

export const CLASSES = '/api/v2/tools/classes/';
export const ROSTERS = '/tools/rosters/api/v2/rosters/';

/** signedInTeacher named Ada Lovelace unless told (the classes tests read the teacher's name back). */
export const newTeacher = (
  app: FastifyInstance,
  options: { acknowledged?: boolean; firstName?: string } = {},
) => signedInTeacher(app, { firstName: 'Ada', lastName: 'Lovelace', ...options });

export async function newStudent(app: FastifyInstance, firstName = 'Kid') {
  return signInAs(app, await buildUser(app, { role: 'student', firstName, lastName: '' }));
}

/** A call as someone: status and parsed body (null for an empty reply). */
export const call = callAs;

/** Creates a class through the API and returns its summary. */
export async function createClass(
  app: FastifyInstance,
  teacher: SignedIn,
  name = 'Room 4',
  schoolYear?: string,
) {
  const created = await call(app, teacher, 'POST', CLASSES, {
    name,
    ...(schoolYear === undefined ? {} : { school_year: schoolYear }),
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; join_code: string; name: string; school_year: string };
}

export const joinUrl = (classId: string) => `${ROSTERS}${classId}/students/`;
export const join = (app: FastifyInstance, student: SignedIn, classId: string, code: string) =>
  call(app, student, 'POST', joinUrl(classId), { roster_code: code });
