import {
  LESSON_BODY_LIMIT_BYTES,
  lessonCodeParamsSchema,
  lessonConflictSchema,
  lessonCreateBodySchema,
  lessonListQuerySchema,
  lessonListReplySchema,
  lessonSchema,
  lessonUpdateBodySchema,
  unavailableResourcesPath,
  unavailableResourcesQuerySchema,
  unavailableResourcesReplySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import {
  copyLesson,
  createLesson,
  deleteLesson,
  editedVersion,
  getLesson,
  type LessonDeps,
  listLessons,
  updateLesson,
} from './lessons.service.ts';
import { type AssignmentForPlayer, previewRoutes } from './preview.routes.ts';
import { noUploads, type UgcImagesLookup } from './ugc-images.ts';
import { unavailableResourcePage } from './unavailable-resources.repo.ts';

/**
 * The lesson-builder calls (spec 3 §7; decision 0028): teachers (and admins) only, each with their own lessons;
 * another teacher's code answers 404 like a missing one. Replies are one user's: never cached. Building a lesson
 * needs no data-privacy acknowledgement (spec 2 §1: that gates rosters and assignments).
 */

export interface LessonsRoutesOptions {
  /** The ugc module's look-up of a teacher's uploads (see ugc-images.ts). */
  ugcImages?: UgcImagesLookup;
  /** The assignments module's real assignments at GET /tools/api/v2/assignment/{code}/ (preview.routes.ts). */
  assignmentForPlayer?: AssignmentForPlayer;
}

/** The lesson's version as its validator (If-Match on a save); the declared cache policy is no-store. */
const withVersion = (reply: FastifyReply, version: number) => reply.header('etag', `"${version}"`);

export async function lessonsRoutes(app: FastifyInstance, options: LessonsRoutesOptions) {
  const deps: LessonDeps = { orm: app.orm, ugcImages: options.ugcImages ?? noUploads };
  // A lesson at every limit of the contract can be larger than the general body limit.
  const bodyLimit = Math.max(app.config.bodyLimitBytes, LESSON_BODY_LIMIT_BYTES);

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/lesson-builder/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['lessons'],
      summary: 'Your lessons, paged (limit, offset), searched by name (q), sorted (ordering)',
      querystring: lessonListQuerySchema,
      response: { 200: lessonListReplySchema },
    },
    handler: async (request) => listLessons(app.orm, request.caller.id, request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: unavailableResourcesPath,
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['lessons'],
      summary:
        "The media picker's unavailable resources: lesson-scope resources withdrawn or expired, by title (q)",
      querystring: unavailableResourcesQuerySchema,
      response: { 200: unavailableResourcesReplySchema },
    },
    handler: async (request) => {
      const { q = '', limit = 4, offset = 0 } = request.query;
      const page = await unavailableResourcePage(app.orm, { q, limit, offset });
      return { count: page.total, objects: page.rows };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/lesson-builder/',
    access: 'teacher',
    cache: 'no-store',
    bodyLimit,
    schema: {
      tags: ['lessons'],
      summary: 'Create a lesson (name, description, slides): 201 with it at version 1',
      body: lessonCreateBodySchema,
      response: { 201: lessonSchema },
    },
    handler: async (request, reply) => {
      const lesson = await createLesson(deps, request.caller.id, request.body);
      return withVersion(reply, lesson.version).code(201).send(lesson);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/lesson-builder/:code/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['lessons'],
      summary: 'One of your lessons at its current version (also in the ETag header)',
      params: lessonCodeParamsSchema,
      response: { 200: lessonSchema },
    },
    handler: async (request, reply) => {
      const lesson = await getLesson(deps, request.caller.id, request.params.code);
      withVersion(reply, lesson.version);
      return lesson;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/v2/lesson-builder/:code/',
    access: 'teacher',
    cache: 'no-store',
    errors: [409],
    bodyLimit,
    schema: {
      tags: ['lessons'],
      summary:
        'Replace a lesson as a whole; send the version you edited (body version or If-Match): a stale one answers 409',
      params: lessonCodeParamsSchema,
      body: lessonUpdateBodySchema,
      response: { 200: lessonSchema, 409: lessonConflictSchema },
    },
    handler: async (request, reply) => {
      const ifMatch = request.headers['if-match'];
      const edited = editedVersion(request.body.version, typeof ifMatch === 'string' ? ifMatch : undefined);
      const lesson = await updateLesson(deps, request.caller.id, request.params.code, request.body, edited);
      withVersion(reply, lesson.version);
      return lesson;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/v2/lesson-builder/:code/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['lessons'],
      summary: 'Delete one of your lessons (assignments keep the versions they use)',
      params: lessonCodeParamsSchema,
    },
    handler: async (request, reply) => {
      await deleteLesson(deps, request.caller.id, request.params.code);
      return reply.code(204).send();
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/lesson-builder/:code/copy/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['lessons'],
      summary: "Copy one of your lessons: 201 with 'copy of {title}', a new code and new slides",
      params: lessonCodeParamsSchema,
      response: { 201: lessonSchema },
    },
    handler: async (request, reply) => {
      const lesson = await copyLesson(deps, request.caller.id, request.params.code);
      return withVersion(reply, lesson.version).code(201).send(lesson);
    },
  });

  await app.register(previewRoutes, { deps, assignmentForPlayer: options.assignmentForPlayer });
}
