import {
  LESSON_PLAN_DOCX_MIME,
  lessonPlanFilename,
  lessonPlanParamsSchema,
  lessonPlanQuerySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import type { SessionUser } from '../auth/index.ts';
import { loadLessonPlan } from './lesson-plan.service.ts';
import { buildLessonPlanDocx } from './lesson-plan-docx.ts';
import { renderLessonPlanHtml } from './lesson-plan-html.ts';

/**
 * The lesson-plan exports (spec 3 §7). The resource page links to them and the browser opens them in a
 * tab or downloads them, so they need no API key (a link cannot send one); the session cookie decides
 * preview and student access as for the resource detail.
 */
export async function lessonPlanRoutes(app: FastifyInstance) {
  const options = { productName: app.config.productName, publicUrl: app.config.publicUrl };

  const planFor = (user: SessionUser | null, code: string, isPreview: string | undefined) =>
    loadLessonPlan(app.orm, { code, user, preview: isPreview === 'true' });
  // A link, so no API key; the reply may be a preview or a student's view: never stored.
  // 401 and 403: a preview needs a signed-in editor; a resource not for students refuses a student.
  const plan = {
    access: 'public',
    cache: 'no-store',
    config: { apiKey: false },
    errors: [401, 403],
  } as const;

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/lesson_plan_html/:code/',
    ...plan,
    schema: {
      tags: ['resources'],
      summary:
        'A lesson plan as a printable HTML page (text/html): overview, procedure, lesson contents and credits',
      params: lessonPlanParamsSchema,
      querystring: lessonPlanQuerySchema,
    },
    handler: async (request, reply) => {
      const found = await planFor(request.caller, request.params.code, request.query.is_preview);
      return reply.type('text/html; charset=utf-8').send(renderLessonPlanHtml(found, options));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/lesson_plan_word/:code/',
    ...plan,
    schema: {
      tags: ['resources'],
      summary: `A lesson plan as a Word document (${LESSON_PLAN_DOCX_MIME}): overview, procedure, lesson contents and credits`,
      params: lessonPlanParamsSchema,
      querystring: lessonPlanQuerySchema,
    },
    handler: async (request, reply) => {
      const found = await planFor(request.caller, request.params.code, request.query.is_preview);
      const file = await buildLessonPlanDocx(found, options);
      return reply
        .type(LESSON_PLAN_DOCX_MIME)
        .header('content-disposition', `attachment; filename="${lessonPlanFilename(found.code)}"`)
        .send(file);
    },
  });
}
