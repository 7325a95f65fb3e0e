import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../factories/index.ts';

/** The roles, row shape and expectation helpers of the access-control table (see ../access-table.ts). */

export const ROLES = ['visitor', 'student', 'teacher', 'otherTeacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Expected = Record<Role, number>;

export interface AccessContext {
  app: FastifyInstance;
  users: Record<Exclude<Role, 'visitor'>, TestUser>;
}

export interface SampleRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Replace the role's cookies of the same name (e.g. a csrftoken a URL must match). */
  cookies?: Record<string, string>;
}

export interface AccessRow {
  method: string;
  url: string;
  sample: string | SampleRequest | ((context: AccessContext) => SampleRequest | Promise<SampleRequest>);
  expect: Expected;
  /** For '*' rows: the methods to send (default GET, POST, DELETE). */
  sampleMethods?: string[];
  /**
   * The route declares the student-privacy gate: a teacher who has not acknowledged the notice gets its 403
   * (reason privacy_acknowledgement_required) whatever the sample sends. Must agree with the declaration.
   */
  gated?: true;
}

/** Same status for everyone. */
export const everyone = (status: number): Expected => ({
  visitor: status,
  student: status,
  teacher: status,
  otherTeacher: status,
  admin: status,
});
/** access 'signed-in': visitors are asked to sign in. */
export const signedIn = (status: number): Expected => ({ ...everyone(status), visitor: 401 });
/** access 'teacher': teachers and admins. */
export const teachers = (status: number): Expected => ({ ...signedIn(status), student: 403 });
/** access 'student'. */
export const students = (status: number): Expected => ({ ...everyone(403), visitor: 401, student: status });
/** access 'admin'. */
export const admins = (status: number): Expected => ({ ...everyone(403), visitor: 401, admin: status });
