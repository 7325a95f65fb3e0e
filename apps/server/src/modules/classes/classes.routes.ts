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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { classesContext, noStore, sessionUser, teacherOnly } from './route-helpers.ts';

/**
 * A teacher's classes under /api/v2/tools/classes/ (Lantern's own family, decision 0036) and the spec's
 * GET /api/v2/tools/roster/. Teachers (and admins) only; replies are one user's, never cached.
 */

const tags = ['classes'];
const summaryReply = { 200: classSummarySchema };

export async function teacherClassesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = classesContext(app);

  routes.get(
    '/api/v2/tools/classes/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Your classes (archived=false by default; true or all)',
        querystring: classListQuerySchema,
        response: { 200: classListReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { results: await listClasses(context, sessionUser(request), request.query.archived) };
    },
  );

  routes.post(
    '/api/v2/tools/classes/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Create a class with a join code (needs the privacy acknowledgement)',
        body: createClassBodySchema,
        response: { 201: classSummarySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return reply.code(201).send(await createClass(context, sessionUser(request), request.body));
    },
  );

  routes.post(
    '/api/v2/tools/classes/rollover/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Year end: archive all your active classes of one school year',
        body: rolloverBodySchema,
        response: { 200: rolloverReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return rollover(app.orm, sessionUser(request), request.body.school_year);
    },
  );

  routes.get(
    '/api/v2/tools/classes/:id/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'One of your classes with its students',
        params: classIdParamsSchema,
        response: { 200: classDetailSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return classDetail(context, sessionUser(request), request.params.id);
    },
  );

  routes.patch(
    '/api/v2/tools/classes/:id/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Rename a class or change its school year',
        params: classIdParamsSchema,
        body: updateClassBodySchema,
        response: summaryReply,
      },
    },
    async (request, reply) => {
      noStore(reply);
      return updateClass(context, sessionUser(request), request.params.id, request.body);
    },
  );

  routes.delete(
    '/api/v2/tools/classes/:id/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Delete a class (its memberships are kept for the results of its assignments)',
        params: classIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteClass(context, sessionUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  const verbs = [
    ['archive', 'Archive a class: its code stops working', archiveClass],
    ['restore', 'Restore an archived class', restoreClass],
    ['join-code', 'Give a class a new join code; the old one stops working', regenerateJoinCode],
  ] as const;
  for (const [verb, summary, action] of verbs) {
    routes.post(
      `/api/v2/tools/classes/:id/${verb}/`,
      { config: teacherOnly, schema: { tags, summary, params: classIdParamsSchema, response: summaryReply } },
      async (request, reply) => {
        noStore(reply);
        return action(context, sessionUser(request), request.params.id);
      },
    );
  }

  routes.get(
    '/api/v2/tools/roster/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Your active classes with their students, as the assign modal reads them (spec 2 §7)',
        querystring: rosterQuerySchema,
        response: { 200: rosterListReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return rosterList(app.orm, sessionUser(request), request.query.type);
    },
  );
}
