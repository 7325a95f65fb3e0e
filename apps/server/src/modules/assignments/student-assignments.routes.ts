import {
  countNotStartedReplySchema,
  resultIdParamsSchema,
  STUDENT_API,
  studentAssignmentsQuerySchema,
  studentAssignmentsReplySchema,
  studentResultViewSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { countNotStarted, listStudentAssignments, studentResultView } from './student-assignments.service.ts';

/**
 * The student's own calls (spec 1 §7, spec 3 §7; issue 21): their assignments (paged, `next`), the count of those
 * not started (the menu badge, polled every 90 s) and their own result. Students only: teachers 403, visitors 401.
 * Never cached: one student's data.
 */

const tags = ['student'];

export async function studentAssignmentsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: STUDENT_API.assignments,
    access: 'student',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Your assignments, newest first, with status and score',
      querystring: studentAssignmentsQuerySchema,
      response: { 200: studentAssignmentsReplySchema },
    },
    handler: async (request) =>
      listStudentAssignments(app.orm, request.caller, request.query, STUDENT_API.assignments),
  });

  defineRoute(app, {
    method: 'GET',
    url: STUDENT_API.countNotStarted,
    access: 'student',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'How many of your assignments you have not started',
      response: { 200: countNotStartedReplySchema },
    },
    handler: async (request) => countNotStarted(app.orm, request.caller),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/student/results/:id/',
    access: 'student',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'One of your results: your answers, which were correct, and your teacher’s comments',
      params: resultIdParamsSchema,
      response: { 200: studentResultViewSchema },
    },
    handler: async (request) => studentResultView(app.orm, request.caller, request.params.id),
  });
}
