import {
  privacyDistrictsPageSchema,
  privacySchoolsPageSchema,
  privacyStatesPageSchema,
  privacyStatesQuerySchema,
  schoolDistrictQuerySchema,
  schoolsByDistrictParamsSchema,
  schoolsByDistrictQuerySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { listDistricts, listSchools, listStates } from './schools.service.ts';

/**
 * The school picker's lists (spec 2 §7). Public: the data is the NCES directory, public-domain reference data
 * anyone can download, and a list says nothing about any user, so it needs no session (decision 0032). Replies
 * may be cached briefly by the browser (five minutes); they change only when an operator imports new data.
 */

const cacheBriefly = { publicSeconds: 300 } as const;
const pathOf = (url: string) => url.split('?')[0] ?? url;

export async function schoolsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/tools/states/',
    access: 'public',
    cache: cacheBriefly,
    schema: {
      tags: ['privacy'],
      summary: "US states, DC and territories for the school picker, 'No state selected' first (paged)",
      querystring: privacyStatesQuerySchema,
      response: { 200: privacyStatesPageSchema },
    },
    handler: async (request) => listStates(pathOf(request.url), request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/tools/school-district/',
    access: 'public',
    cache: cacheBriefly,
    schema: {
      tags: ['privacy'],
      summary:
        'School districts (NCES), optionally of one state, whose name or a word of it starts with each search word (paged, limit 30)',
      querystring: schoolDistrictQuerySchema,
      response: { 200: privacyDistrictsPageSchema },
    },
    handler: async (request) => listDistricts(app.orm, pathOf(request.url), request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/tools/schools-by-district/:district/',
    access: 'public',
    cache: cacheBriefly,
    schema: {
      tags: ['privacy'],
      summary:
        "A district's schools (NCES) whose name or a word of it starts with each search word (paged, limit 30)",
      params: schoolsByDistrictParamsSchema,
      querystring: schoolsByDistrictQuerySchema,
      response: { 200: privacySchoolsPageSchema },
    },
    handler: async (request) =>
      listSchools(app.orm, pathOf(request.url), request.params.district, request.query),
  });
}
