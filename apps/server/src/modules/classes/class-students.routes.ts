import {
  bulkStudentsBodySchema,
  classIdParamsSchema,
  classStudentParamsSchema,
  classStudentSchema,
  classStudentsReplySchema,
  moveStudentBodySchema,
  resetSecretBodySchema,
  studentCredentialSchema,
  studentCredentialsReplySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStudents,
  listStudents,
  moveStudent,
  removeStudent,
  resetStudentSecret,
  unlockClassStudent,
} from './roster-students.service.ts';
import { classesContext, noStore, sessionUser, teacherOnly } from './route-helpers.ts';

/** The students of a teacher's class (decision 0037): list, create without email, unlock, reset, move, remove. */

const tags = ['classes'];
const base = '/api/v2/tools/classes/:id/students/';

export async function classStudentsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = classesContext(app);

  routes.get(
    base,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'The current students of one of your classes',
        params: classIdParamsSchema,
        response: { 200: classStudentsReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { results: await listStudents(context, sessionUser(request), request.params.id) };
    },
  );

  routes.post(
    base,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary:
          'Create student accounts without email from first names and put them in the class; the answers are shown only in this reply',
        params: classIdParamsSchema,
        body: bulkStudentsBodySchema,
        response: { 201: studentCredentialsReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const created = await addStudents(context, sessionUser(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  routes.delete(
    `${base}:studentId/`,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Take a student out of the class (their account and the class history stay)',
        params: classStudentParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await removeStudent(context, sessionUser(request), request.params.id, request.params.studentId);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    `${base}:studentId/unlock/`,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Unlock a student locked out by wrong answers',
        params: classStudentParamsSchema,
        response: { 200: classStudentSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { id, studentId } = request.params;
      return unlockClassStudent(context, sessionUser(request), id, studentId);
    },
  );

  routes.post(
    `${base}:studentId/reset-secret/`,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Give a student you created a new secret answer (shown only in this reply)',
        params: classStudentParamsSchema,
        body: resetSecretBodySchema,
        response: { 200: studentCredentialSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { id, studentId } = request.params;
      return resetStudentSecret(context, sessionUser(request), id, studentId, request.body);
    },
  );

  routes.post(
    `${base}:studentId/move/`,
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Move a student to another of your classes',
        params: classStudentParamsSchema,
        body: moveStudentBodySchema,
        response: { 200: classStudentSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { id, studentId } = request.params;
      return moveStudent(context, sessionUser(request), id, studentId, request.body);
    },
  );
}
