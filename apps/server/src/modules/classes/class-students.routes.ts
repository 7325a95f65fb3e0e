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
import { z } from 'zod';
import { defineRoute } from '../../plugins/define-route.ts';
import {
  addStudents,
  listStudents,
  moveStudent,
  removeStudent,
  resetStudentSecret,
  unlockClassStudent,
} from './roster-students.service.ts';
import { classesContext } from './route-helpers.ts';

/**
 * The students of a teacher's class (decision 0037): list, create without email, unlock, reset, move, remove.
 * Every change passes the privacy gate; replies are one teacher's (and carry secrets): never stored.
 */

const tags = ['classes'];
const base = '/api/v2/tools/classes/:id/students/';

export async function classStudentsRoutes(app: FastifyInstance) {
  const context = classesContext(app);

  defineRoute(app, {
    method: 'GET',
    url: base,
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'The current students of one of your classes',
      params: classIdParamsSchema,
      response: { 200: classStudentsReplySchema },
    },
    handler: async (request) => ({
      results: await listStudents(context, request.caller, request.params.id),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: base,
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    // An archived class, or not enough room for them all.
    errors: [409],
    schema: {
      tags,
      summary:
        'Create student accounts without email from first names and put them in the class; the answers are shown only in this reply',
      params: classIdParamsSchema,
      body: bulkStudentsBodySchema,
      response: { 201: studentCredentialsReplySchema },
    },
    handler: async (request, reply) => {
      const created = await addStudents(context, request.caller, request.params.id, request.body);
      return reply.code(201).send(created);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${base}:studentId/`,
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Take a student out of the class (their account and the class history stay)',
      params: classStudentParamsSchema,
      response: { 204: z.null().describe('Removed') },
    },
    handler: async (request, reply) => {
      await removeStudent(context, request.caller, request.params.id, request.params.studentId);
      return reply.code(204).send(null);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}:studentId/unlock/`,
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Unlock a student locked out by wrong answers',
      params: classStudentParamsSchema,
      response: { 200: classStudentSchema },
    },
    handler: async (request) => {
      const { id, studentId } = request.params;
      return unlockClassStudent(context, request.caller, id, studentId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}:studentId/reset-secret/`,
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Give a student you created a new secret answer (shown only in this reply)',
      params: classStudentParamsSchema,
      body: resetSecretBodySchema,
      response: { 200: studentCredentialSchema },
    },
    handler: async (request) => {
      const { id, studentId } = request.params;
      return resetStudentSecret(context, request.caller, id, studentId, request.body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}:studentId/move/`,
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    // The target class is archived or full.
    errors: [409],
    schema: {
      tags,
      summary: 'Move a student to another of your classes',
      params: classStudentParamsSchema,
      body: moveStudentBodySchema,
      response: { 200: classStudentSchema },
    },
    handler: async (request) => {
      const { id, studentId } = request.params;
      return moveStudent(context, request.caller, id, studentId, request.body);
    },
  });
}
