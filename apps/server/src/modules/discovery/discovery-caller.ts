import type { FastifyRequest } from 'fastify';

/** Student mode: a signed-in student, or the student=true flag of the student experience (spec 1 §7). */
export const isStudent = (request: FastifyRequest, flag: string | undefined) =>
  flag === 'true' || request.session?.user.role === 'student';
