import {
  classDetailSchema,
  classIdParamsSchema,
  classListQuerySchema,
  classListReplySchema,
  classSummarySchema,
  createClassBodySchema,
  rolloverBodySchema,
  rolloverReplySchema,
  rosterListReplySchema,
  rosterQuerySchema,
  updateClassBodySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../plugins/define-route.ts';
import {
  archiveClass,
  classDetail,
  createClass,
  deleteClass,
  listClasses,
  regenerateJoinCode,
  restoreClass,
  rollover,
  rosterList,
  updateClass,
} from './classes.service.ts';
import { classesContext } from './route-helpers.ts';

/**
 * A teacher's classes under /api/v2/tools/classes/ (Lantern's own family, decision 0036) and the spec's
 * GET /api/v2/tools/roster/. Teachers (and admins) only; replies are one user's, never cached. Every
 * create and change passes the privacy gate (spec 3 §5); reading stays open.
 */

const tags = ['classes'];
const summaryReply = { 200: classSummarySchema };

export async function teacherClassesRoutes(app: FastifyInstance) {
  const context = classesContext(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/tools/classes/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Your classes (archived=false by default; true or all)',
      querystring: classListQuerySchema,
      response: { 200: classListReplySchema },
    },
    handler: async (request) => ({
      results: await listClasses(context, request.caller, request.query.archived),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/tools/classes/',
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Create a class with a join code (needs the privacy acknowledgement)',
      body: createClassBodySchema,
      response: { 201: classSummarySchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createClass(context, request.caller, request.body)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/tools/classes/rollover/',
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Year end: archive all your active classes of one school year',
      body: rolloverBodySchema,
      response: { 200: rolloverReplySchema },
    },
    handler: async (request) => rollover(app.orm, request.caller, request.body.school_year),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/tools/classes/:id/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'One of your classes with its students',
      params: classIdParamsSchema,
      response: { 200: classDetailSchema },
    },
    handler: async (request) => classDetail(context, request.caller, request.params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/v2/tools/classes/:id/',
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Rename a class or change its school year',
      params: classIdParamsSchema,
      body: updateClassBodySchema,
      response: summaryReply,
    },
    handler: async (request) => updateClass(context, request.caller, request.params.id, request.body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/v2/tools/classes/:id/',
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Delete a class (its memberships are kept for the results of its assignments)',
      params: classIdParamsSchema,
      response: { 204: z.null().describe('Deleted') },
    },
    handler: async (request, reply) => {
      await deleteClass(context, request.caller, request.params.id);
      return reply.code(204).send(null);
    },
  });

  const verbs = [
    ['archive', 'Archive a class: its code stops working', archiveClass, []],
    ['restore', 'Restore an archived class', restoreClass, []],
    // An archived class has no working code to replace (409).
    ['join-code', 'Give a class a new join code; the old one stops working', regenerateJoinCode, [409]],
  ] as const;
  for (const [verb, summary, action, errors] of verbs) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/v2/tools/classes/:id/${verb}/`,
      access: 'teacher',
      privacyGate: true,
      cache: 'no-store',
      errors,
      schema: { tags, summary, params: classIdParamsSchema, response: summaryReply },
      handler: async (request) => action(context, request.caller, request.params.id),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/tools/roster/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Your active classes with their students, as the assign modal reads them (spec 2 §7)',
      querystring: rosterQuerySchema,
      response: { 200: rosterListReplySchema },
    },
    handler: async (request) => rosterList(app.orm, request.caller, request.query.type),
  });
}
