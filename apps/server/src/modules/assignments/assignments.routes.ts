import {
  assignBodySchema,
  assignmentCodeParamsSchema,
  assignmentDetailSchema,
  assignmentIdParamsSchema,
  assignmentListQuerySchema,
  assignmentListReplySchema,
  assignReplySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
 * admins only, each on their own assignments; replies are one user's, never cached.
 */

const tags = ['assignments'];
const teacherOnly = { access: 'teacher' } as const;
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const sessionUser = (request: FastifyRequest) => {
  const user = request.session?.user;
  if (!user) throw new Error('teacher route without a session');
  return { id: user.id };
};

export async function assignmentsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await app.register(playerRoutes);
  await app.register(codeEntryRoutes);
  await app.register(studentAssignmentsRoutes);
  await app.register(resultsRoutes);
  await app.register(submissionRoutes);
  await app.register(workbookRoutes);

  routes.post(
    '/api/v2/tools/assign/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary:
          'Assign a lesson to students of your classes (idempotent; needs the privacy acknowledgement)',
        body: assignBodySchema,
        response: { 200: assignReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return assign(app.orm, sessionUser(request), request.body);
    },
  );

  routes.get(
    '/api/v2/assignments/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Your assignments (status=assigned) or your lessons never assigned (status=awaiting)',
        querystring: assignmentListQuerySchema,
        response: { 200: assignmentListReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listAssignments(app.orm, sessionUser(request), request.query, '/api/v2/assignments/');
    },
  );

  routes.get(
    '/api/v2/assignments/:id/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'One of your assignments with its classes and students',
        params: assignmentIdParamsSchema,
        response: { 200: assignmentDetailSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return assignmentDetail(app.orm, sessionUser(request), request.params.id);
    },
  );

  routes.delete(
    '/api/v2/assignments/:code/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Delete one of your assignments (its students no longer see it)',
        params: assignmentCodeParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteAssignment(app.orm, sessionUser(request), request.params.code);
      return reply.code(204).send();
    },
  );

  routes.post(
    '/api/v2/assignments/:code/duplicate-assignment/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'A new assignment (new code, no students) of the same lesson version',
        params: assignmentCodeParamsSchema,
        response: { 201: assignmentDetailSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return reply
        .code(201)
        .send(await duplicateAssignment(app.orm, sessionUser(request), request.params.code));
    },
  );
}
