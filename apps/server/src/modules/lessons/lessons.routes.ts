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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

const teacher = { access: 'teacher' } as const;
const ownerOf = (request: FastifyRequest) => {
  const user = request.session?.user;
  if (!user) throw new Error('teacher route without a session');
  return user.id;
};
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const withVersion = (reply: FastifyReply, version: number) => noStore(reply).header('etag', `"${version}"`);

export async function lessonsRoutes(app: FastifyInstance, options: LessonsRoutesOptions) {
  const deps: LessonDeps = { orm: app.orm, ugcImages: options.ugcImages ?? noUploads };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A lesson at every limit of the contract can be larger than the general body limit.
  const bodyLimit = Math.max(app.config.bodyLimitBytes, LESSON_BODY_LIMIT_BYTES);

  routes.get(
    '/api/v2/lesson-builder/',
    {
      config: teacher,
      schema: {
        tags: ['lessons'],
        summary: 'Your lessons, paged (limit, offset), searched by name (q), sorted (ordering)',
        querystring: lessonListQuerySchema,
        response: { 200: lessonListReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listLessons(app.orm, ownerOf(request), request.query);
    },
  );

  routes.get(
    unavailableResourcesPath,
    {
      config: teacher,
      schema: {
        tags: ['lessons'],
        summary:
          "The media picker's unavailable resources: lesson-scope resources withdrawn or expired, by title (q)",
        querystring: unavailableResourcesQuerySchema,
        response: { 200: unavailableResourcesReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { q = '', limit = 4, offset = 0 } = request.query;
      const page = await unavailableResourcePage(app.orm, { q, limit, offset });
      return { count: page.total, objects: page.rows };
    },
  );

  routes.post(
    '/api/v2/lesson-builder/',
    {
      config: teacher,
      bodyLimit,
      schema: {
        tags: ['lessons'],
        summary: 'Create a lesson (name, description, slides): 201 with it at version 1',
        body: lessonCreateBodySchema,
        response: { 201: lessonSchema },
      },
    },
    async (request, reply) => {
      const lesson = await createLesson(deps, ownerOf(request), request.body);
      return withVersion(reply, lesson.version).code(201).send(lesson);
    },
  );

  routes.get(
    '/api/v2/lesson-builder/:code/',
    {
      config: teacher,
      schema: {
        tags: ['lessons'],
        summary: 'One of your lessons at its current version (also in the ETag header)',
        params: lessonCodeParamsSchema,
        response: { 200: lessonSchema },
      },
    },
    async (request, reply) => {
      const lesson = await getLesson(deps, ownerOf(request), request.params.code);
      withVersion(reply, lesson.version);
      return lesson;
    },
  );

  routes.put(
    '/api/v2/lesson-builder/:code/',
    {
      config: teacher,
      bodyLimit,
      schema: {
        tags: ['lessons'],
        summary:
          'Replace a lesson as a whole; send the version you edited (body version or If-Match): a stale one answers 409',
        params: lessonCodeParamsSchema,
        body: lessonUpdateBodySchema,
        response: { 200: lessonSchema, 409: lessonConflictSchema },
      },
    },
    async (request, reply) => {
      const ifMatch = request.headers['if-match'];
      const edited = editedVersion(request.body.version, typeof ifMatch === 'string' ? ifMatch : undefined);
      const lesson = await updateLesson(deps, ownerOf(request), request.params.code, request.body, edited);
      withVersion(reply, lesson.version);
      return lesson;
    },
  );

  routes.delete(
    '/api/v2/lesson-builder/:code/',
    {
      config: teacher,
      schema: {
        tags: ['lessons'],
        summary: 'Delete one of your lessons (assignments keep the versions they use)',
        params: lessonCodeParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteLesson(deps, ownerOf(request), request.params.code);
      return noStore(reply).code(204).send();
    },
  );

  routes.post(
    '/api/v2/lesson-builder/:code/copy/',
    {
      config: teacher,
      schema: {
        tags: ['lessons'],
        summary: "Copy one of your lessons: 201 with 'copy of {title}', a new code and new slides",
        params: lessonCodeParamsSchema,
        response: { 201: lessonSchema },
      },
    },
    async (request, reply) => {
      const lesson = await copyLesson(deps, ownerOf(request), request.params.code);
      return withVersion(reply, lesson.version).code(201).send(lesson);
    },
  );

  await app.register(previewRoutes, { deps, assignmentForPlayer: options.assignmentForPlayer });
}
