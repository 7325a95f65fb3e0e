import {
  privacyDistrictsPageSchema,
  privacySchoolsPageSchema,
  privacyStatesPageSchema,
  privacyStatesQuerySchema,
  schoolDistrictQuerySchema,
  schoolsByDistrictParamsSchema,
  schoolsByDistrictQuerySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listDistricts, listSchools, listStates } from './schools.service.ts';

/**
 * The school picker's lists (spec 2 §7). Public: the data is the NCES directory, public-domain reference data
 * anyone can download, and a list says nothing about any user, so it needs no session (decision 0032). Replies
 * may be cached briefly by the browser; they change only when an operator imports new data.
 */

const publicRead = { access: 'public' } as const;
const cacheBriefly = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=300');
const pathOf = (url: string) => url.split('?')[0] ?? url;

export async function schoolsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v2/tools/states/',
    {
      config: publicRead,
      schema: {
        tags: ['privacy'],
        summary: "US states, DC and territories for the school picker, 'No state selected' first (paged)",
        querystring: privacyStatesQuerySchema,
        response: { 200: privacyStatesPageSchema },
      },
    },
    async (request, reply) => {
      cacheBriefly(reply);
      return listStates(pathOf(request.url), request.query);
    },
  );

  routes.get(
    '/api/v2/tools/school-district/',
    {
      config: publicRead,
      schema: {
        tags: ['privacy'],
        summary:
          'School districts (NCES), optionally of one state, whose name or a word of it starts with each search word (paged, limit 30)',
        querystring: schoolDistrictQuerySchema,
        response: { 200: privacyDistrictsPageSchema },
      },
    },
    async (request, reply) => {
      cacheBriefly(reply);
      return listDistricts(app.orm, pathOf(request.url), request.query);
    },
  );

  routes.get(
    '/api/v2/tools/schools-by-district/:district/',
    {
      config: publicRead,
      schema: {
        tags: ['privacy'],
        summary:
          "A district's schools (NCES) whose name or a word of it starts with each search word (paged, limit 30)",
        params: schoolsByDistrictParamsSchema,
        querystring: schoolsByDistrictQuerySchema,
        response: { 200: privacySchoolsPageSchema },
      },
    },
    async (request, reply) => {
      cacheBriefly(reply);
      return listSchools(app.orm, pathOf(request.url), request.params.district, request.query);
    },
  );
}
