import { assignmentResultSchema, gradeBodySchema, studentSubmissionSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../plugins/define-route.ts';
import { assignmentResults, deleteResults, resultsCsv, resultsWorkbook } from './results.service.ts';
import { grade, submission } from './submission.service.ts';

/** The teacher's results of an assignment (spec 3 §7 assignments-results; decision 0041). Owner only. */

const tags = ['assignments'];
/**
 * The downloads are plain links on the results page (a link cannot carry the client key, decision 0009's
 * exports): GET-only, the session cookie still decides, the owner only.
 */
const download = { apiKey: false } as const;
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
  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/assignments-results/:id/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags,
      summary: "Your assignment's results per class and 'No class (Quick Assign)' (roster: one class)",
      params,
      querystring: rosterQuery,
      response: { 200: assignmentResultSchema },
    },
    handler: async (request) =>
      assignmentResults(app.orm, request.caller, request.params.id, request.query.roster),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/v2/assignments-results/:id/',
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: "Reset a class's (or the quick-assign group's) results, or one result of it",
      params,
      querystring: deleteQuery,
    },
    handler: async (request, reply) => {
      const { roster, result } = request.query;
      await deleteResults(app.orm, request.caller, request.params.id, roster, result);
      return reply.code(204).send();
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/assignments-results/:id/download_csv/',
    access: 'teacher',
    cache: 'no-store',
    config: download,
    schema: { tags, summary: 'The same results as CSV (UTF-8 with BOM)', params, querystring: rosterQuery },
    handler: async (request, reply) => {
      const file = await resultsCsv(app.orm, request.caller, request.params.id, request.query.roster);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  });
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
  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/assignments-results/:id/download_google_sheet/',
    access: 'teacher',
    cache: 'no-store',
    config: download,
    schema: {
      tags,
      summary: 'The same results as an .xlsx workbook, one sheet per class',
      params,
      querystring: rosterQuery,
    },
    handler: async (request, reply) => {
      const file = await resultsWorkbook(app.orm, request.caller, request.params.id, request.query.roster);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  });
}

/** A student's submission and grading (our paths under the results family; decision 0041). */
export async function submissionRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/assignments-results/:code/submissions/:resultId/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags,
      summary: "A student's submission: every question with their answer",
      params: submissionParams,
      response: { 200: studentSubmissionSchema },
    },
    handler: async (request) =>
      submission(app.orm, request.caller, request.params.code, request.params.resultId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/v2/assignments-results/:code/submissions/:resultId/questions/:questionId/grade/',
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags,
      summary: 'Grade a Short or Essay answer (correct or not, optional comment); the score follows',
      params: gradeParams,
      body: gradeBodySchema,
      response: { 200: studentSubmissionSchema },
    },
    handler: async (request) => {
      const { code, resultId, questionId } = request.params;
      return grade(app.orm, request.caller, code, resultId, questionId, request.body);
    },
  });
}
