import {
  assignBodySchema,
  assignmentCodeParamsSchema,
  assignmentDetailSchema,
  assignmentIdParamsSchema,
  assignmentListQuerySchema,
  assignmentListReplySchema,
  assignReplySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import {
  assign,
  assignmentDetail,
  deleteAssignment,
  duplicateAssignment,
  listAssignments,
} from './assignments.service.ts';
import { codeEntryRoutes } from './code-entry.routes.ts';
import { playerRoutes } from './player.routes.ts';
import { resultsRoutes, submissionRoutes, workbookRoutes } from './results.routes.ts';
import { studentAssignmentsRoutes } from './student-assignments.routes.ts';

/**
 * The teacher's assignment calls (spec 2 §7 tools/assign; spec 3 §7 assignments; decision 0040). Teachers and
 * admins only, each on their own assignments; replies are one user's, never cached. Every write is behind the
 * privacy gate.
 */

const tags = ['assignments'];

export async function assignmentsRoutes(app: FastifyInstance) {
  await app.register(playerRoutes);
  await app.register(codeEntryRoutes);
  await app.register(studentAssignmentsRoutes);
  await app.register(resultsRoutes);
  await app.register(submissionRoutes);
  await app.register(workbookRoutes);

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/tools/assign/',
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    errors: [404],
    schema: {
      tags,
      summary: 'Assign a lesson to students of your classes (idempotent; needs the privacy acknowledgement)',
      body: assignBodySchema,
      response: { 200: assignReplySchema },
    },
    handler: async (request) => assign(app.orm, request.caller, request.body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/assignments/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Your assignments (status=assigned) or your lessons never assigned (status=awaiting)',
      querystring: assignmentListQuerySchema,
      response: { 200: assignmentListReplySchema },
    },
    handler: async (request) =>
      listAssignments(app.orm, request.caller, request.query, '/api/v2/assignments/'),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/assignments/:id/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'One of your assignments with its classes and students',
      params: assignmentIdParamsSchema,
      response: { 200: assignmentDetailSchema },
    },
    handler: async (request) => assignmentDetail(app.orm, request.caller, request.params.id),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/v2/assignments/:code/',
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Delete one of your assignments (its students no longer see it)',
      params: assignmentCodeParamsSchema,
    },
    handler: async (request, reply) => {
      await deleteAssignment(app.orm, request.caller, request.params.code);
      return reply.code(204).send();
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/assignments/:code/duplicate-assignment/',
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'A new assignment (new code, no students) of the same lesson version',
      params: assignmentCodeParamsSchema,
      response: { 201: assignmentDetailSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await duplicateAssignment(app.orm, request.caller, request.params.code)),
  });
}
