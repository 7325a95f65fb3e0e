import {
  LESSON_PLAN_DOCX_MIME,
  lessonPlanFilename,
  lessonPlanParamsSchema,
  lessonPlanQuerySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadLessonPlan } from './lesson-plan.service.ts';
import { buildLessonPlanDocx } from './lesson-plan-docx.ts';
import { renderLessonPlanHtml } from './lesson-plan-html.ts';

/**
 * The lesson-plan exports (spec 3 §7). The resource page links to them and the browser opens them in a
 * tab or downloads them, so they need no API key (a link cannot send one); the session cookie decides
 * preview and student access as for the resource detail.
 */
export async function lessonPlanRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const options = { productName: app.config.productName, publicUrl: app.config.publicUrl };

  const planFor = (request: FastifyRequest, code: string, isPreview: string | undefined) =>
    loadLessonPlan(app.orm, { code, user: request.session?.user ?? null, preview: isPreview === 'true' });

  routes.get(
    '/api/v2/lesson_plan_html/:code/',
    {
      config: { access: 'public', apiKey: false },
      schema: {
        tags: ['resources'],
        summary:
          'A lesson plan as a printable HTML page (text/html): overview, procedure, lesson contents and credits',
        params: lessonPlanParamsSchema,
        querystring: lessonPlanQuerySchema,
      },
    },
    async (request, reply) => {
      const plan = await planFor(request, request.params.code, request.query.is_preview);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(renderLessonPlanHtml(plan, options));
    },
  );

  routes.get(
    '/api/v2/lesson_plan_word/:code/',
    {
      config: { access: 'public', apiKey: false },
      schema: {
        tags: ['resources'],
        summary: `A lesson plan as a Word document (${LESSON_PLAN_DOCX_MIME}): overview, procedure, lesson contents and credits`,
        params: lessonPlanParamsSchema,
        querystring: lessonPlanQuerySchema,
      },
    },
    async (request, reply) => {
      const plan = await planFor(request, request.params.code, request.query.is_preview);
      const file = await buildLessonPlanDocx(plan, options);
      return reply
        .type(LESSON_PLAN_DOCX_MIME)
        .header('content-disposition', `attachment; filename="${lessonPlanFilename(plan.code)}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
}
