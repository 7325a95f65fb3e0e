import {
  countNotStartedReplySchema,
  resultIdParamsSchema,
  STUDENT_API,
  studentAssignmentsQuerySchema,
  studentAssignmentsReplySchema,
  studentResultViewSchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countNotStarted, listStudentAssignments, studentResultView } from './student-assignments.service.ts';

/**
 * The student's own calls (spec 1 §7, spec 3 §7; issue 21): their assignments (paged, `next`), the count of those
 * not started (the menu badge, polled every 90 s) and their own result. Students only: teachers 403, visitors 401.
 * Never cached: one student's data.
 */

const studentOnly = { access: 'student' } as const;
const tags = ['student'];
const sessionStudent = (request: FastifyRequest) => {
  const user = request.session?.user;
  if (!user) throw new Error('student route without a session');
  return { id: user.id };
};

export async function studentAssignmentsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    STUDENT_API.assignments,
    {
      config: studentOnly,
      schema: {
        tags,
        summary: 'Your assignments, newest first, with status and score',
        querystring: studentAssignmentsQuerySchema,
        response: { 200: studentAssignmentsReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listStudentAssignments(app.orm, sessionStudent(request), request.query, STUDENT_API.assignments);
    },
  );

  routes.get(
    STUDENT_API.countNotStarted,
    {
      config: studentOnly,
      schema: {
        tags,
        summary: 'How many of your assignments you have not started',
        response: { 200: countNotStartedReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return countNotStarted(app.orm, sessionStudent(request));
    },
  );

  routes.get(
    '/api/v2/student/results/:id/',
    {
      config: studentOnly,
      schema: {
        tags,
        summary: 'One of your results: your answers, which were correct, and your teacher’s comments',
        params: resultIdParamsSchema,
        response: { 200: studentResultViewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return studentResultView(app.orm, sessionStudent(request), request.params.id);
    },
  );
}
