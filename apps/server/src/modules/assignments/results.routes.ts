import { assignmentResultSchema, gradeBodySchema, studentSubmissionSchema } from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignmentResults, deleteResults, resultsCsv, resultsWorkbook } from './results.service.ts';
import { grade, submission } from './submission.service.ts';

/** The teacher's results of an assignment (spec 3 §7 assignments-results; decision 0041). Owner only. */

const tags = ['assignments'];
const teacherOnly = { access: 'teacher' } as const;
/**
 * The downloads are plain links on the results page (a link cannot carry the client key, decision 0009's
 * exports): GET-only, the session cookie still decides, the owner only.
 */
const teacherDownload = { access: 'teacher', apiKey: false } as const;
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const sessionUser = (request: FastifyRequest) => {
  const user = request.session?.user;
  if (!user) throw new Error('teacher route without a session');
  return { id: user.id };
};
const params = z.object({ id: z.string().max(40) });
const rosterQuery = z.object({ roster: z.string().max(64).optional() });
const deleteQuery = rosterQuery.extend({
  result: z.coerce
    .number({ error: 'result is a result id.' })
    .int()
    .min(1)
    .max(2 ** 53 - 1)
    .optional(),
});

export async function resultsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v2/assignments-results/:id/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: "Your assignment's results per class and 'No class (Quick Assign)' (roster: one class)",
        params,
        querystring: rosterQuery,
        response: { 200: assignmentResultSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return assignmentResults(app.orm, sessionUser(request), request.params.id, request.query.roster);
    },
  );

  routes.delete(
    '/api/v2/assignments-results/:id/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: "Reset a class's (or the quick-assign group's) results, or one result of it",
        params,
        querystring: deleteQuery,
      },
    },
    async (request, reply) => {
      const { roster, result } = request.query;
      await deleteResults(app.orm, sessionUser(request), request.params.id, roster, result);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/v2/assignments-results/:id/download_csv/',
    {
      config: teacherDownload,
      schema: { tags, summary: 'The same results as CSV (UTF-8 with BOM)', params, querystring: rosterQuery },
    },
    async (request, reply) => {
      const file = await resultsCsv(app.orm, sessionUser(request), request.params.id, request.query.roster);
      noStore(reply);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
}

const submissionParams = z.object({
  code: z.string().max(40),
  resultId: z.coerce
    .number({ error: 'The result id is a positive whole number.' })
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
const gradeParams = submissionParams.extend({
  questionId: z.coerce
    .number({ error: 'The question id is a positive whole number.' })
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

export async function workbookRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v2/assignments-results/:id/download_google_sheet/',
    {
      config: teacherDownload,
      schema: {
        tags,
        summary: 'The same results as an .xlsx workbook, one sheet per class',
        params,
        querystring: rosterQuery,
      },
    },
    async (request, reply) => {
      const file = await resultsWorkbook(
        app.orm,
        sessionUser(request),
        request.params.id,
        request.query.roster,
      );
      noStore(reply);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
}

/** A student's submission and grading (our paths under the results family; decision 0041). */
export async function submissionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v2/assignments-results/:code/submissions/:resultId/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: "A student's submission: every question with their answer",
        params: submissionParams,
        response: { 200: studentSubmissionSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return submission(app.orm, sessionUser(request), request.params.code, request.params.resultId);
    },
  );

  routes.put(
    '/api/v2/assignments-results/:code/submissions/:resultId/questions/:questionId/grade/',
    {
      config: teacherOnly,
      schema: {
        tags,
        summary: 'Grade a Short or Essay answer (correct or not, optional comment); the score follows',
        params: gradeParams,
        body: gradeBodySchema,
        response: { 200: studentSubmissionSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { code, resultId, questionId } = request.params;
      return grade(app.orm, sessionUser(request), code, resultId, questionId, request.body);
    },
  );
}
