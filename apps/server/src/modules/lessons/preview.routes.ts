import {
  answerBodySchema,
  answerReplySchema,
  LESSON_ERRORS,
  lessonCodeParamsSchema,
  type PlayerAssignment,
  type PreviewAssignment,
  playerAssignmentSchema,
  previewAssignmentSchema,
  previewCompleteBodySchema,
  previewResultSchema,
  previewStartBodySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { type LessonDeps, versionAsAssignment } from './lessons.service.ts';
import { previewAnswer, previewAssignment, previewResult } from './preview.service.ts';

/**
 * The preview calls (spec 3 §7's preview endpoints). None of them writes anything.
 *
 * GET /tools/api/v2/assignment/{code}/ is the player's one address for an assignment: public, because the
 * assignments issue serves real assignments there to signed-in and quick-assign students alike. Until then it
 * answers only ?preview=true, for the lesson's owner (visitors 401, everyone else 404 like a missing lesson).
 */

const questionParams = z.object({
  questionId: z.string().regex(/^[1-9][0-9]{0,15}$/, LESSON_ERRORS.questionId),
});

/**
 * The assignments module's answer for a real assignment (decision 0040), given a reader of pinned versions; null
 * answers 404 like a missing lesson. Wired in app.ts, so this module does not import that one.
 */
export type AssignmentForPlayer = (
  request: FastifyRequest,
  code: string,
  resultId: string | undefined,
  readVersion: (versionId: number) => Promise<PreviewAssignment>,
) => Promise<PlayerAssignment | null>;

export async function previewRoutes(
  app: FastifyInstance,
  { deps, assignmentForPlayer }: { deps: LessonDeps; assignmentForPlayer?: AssignmentForPlayer },
) {
  defineRoute(app, {
    method: 'GET',
    url: '/tools/api/v2/assignment/:code/',
    access: 'public',
    cache: 'no-store',
    errors: [401],
    schema: {
      tags: ['lessons'],
      summary: 'An assignment for the player; with preview=true, your lesson as students will see it',
      params: lessonCodeParamsSchema,
      querystring: z.object({
        preview: z.enum(['true', 'false']).optional(),
        result_id: z.string().optional(),
      }),
      response: { 200: z.union([previewAssignmentSchema, playerAssignmentSchema]) },
    },
    handler: async (request) => {
      const { code } = request.params;
      if (request.query.preview !== 'true') {
        const found = await assignmentForPlayer?.(request, code, request.query.result_id, (versionId) =>
          versionAsAssignment(deps, versionId),
        );
        if (!found) throw notFound(LESSON_ERRORS.lessonNotFound(code));
        return found;
      }
      const user = request.caller;
      if (!user) throw unauthorized();
      if (user.role === 'student') throw notFound(LESSON_ERRORS.lessonNotFound(code));
      return previewAssignment(deps, user.id, code);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/tools/api/preview/result/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['lessons'],
      summary: 'Start a preview: a stand-in result (id 0), nothing stored',
      body: previewStartBodySchema,
      response: { 200: previewResultSchema },
    },
    handler: async (request) => previewResult('started', request.body.student_name),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/tools/api/preview/result0/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['lessons'],
      summary: 'Complete a preview: nothing stored',
      body: previewCompleteBodySchema,
      response: { 200: previewResultSchema },
    },
    handler: async () => previewResult('completed'),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/questions/:questionId/results/preview/answers/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['lessons'],
      summary: 'Mark an answer to a question of one of your lessons (choice id or input): nothing stored',
      params: questionParams,
      body: answerBodySchema,
      response: { 200: answerReplySchema },
    },
    handler: async (request) =>
      previewAnswer(deps, request.caller.id, Number(request.params.questionId), request.body),
  });
}
