import {
  ORGANIZATION_COOKIE,
  searchQuerySchema,
  searchReplySchema,
  subjectTreeQuerySchema,
  subjectTreeReplySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { audienceKey, audienceOf, isStudent } from '../cards/index.ts';
import { sendCached } from '../read-cache/index.ts';
import { expandedSubjectTree, runSearch, searchCriteria } from './search.service.ts';
import { reachesStateStandards } from './search-criteria.ts';

/** Search and the subject tree (spec 1 §7): public, read-only. */
export async function searchRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/search/',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['search'],
      summary: 'Search published resources: text (websearch syntax), facet filters, counts and paging',
      description: `The audience rule: student=true (or a signed-in student) sees student content, add_on=true never lists Lesson Plans or Collections, and resources opted out by the organization in the ${ORGANIZATION_COOKIE} cookie are left out.`,
      querystring: searchQuerySchema,
      response: { 200: searchReplySchema },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const audience = audienceOf(request, query);
      const signedIn = request.caller !== null;
      const criteria = searchCriteria(query, { ...audience, signedIn });
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      // The reply follows from the address, the audience and whether the caller may see state standards: the same
      // for everyone with them (a visitor never gets a signed-in caller's reply).
      await sendCached(
        reply,
        app.readCache,
        ['search', rawQuery, ...audienceKey(audience), reachesStateStandards(criteria)],
        searchReplySchema,
        () =>
          runSearch(app.orm, criteria, {
            objectType: query.object_type,
            nextUri: (start) => {
              const params = new URLSearchParams(rawQuery);
              params.set('start', String(start));
              return `/api/v2/search/?${params.toString()}`;
            },
          }),
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/expanded_subject_tree/',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['search'],
      summary: 'The subject tree with result counts, to max_depth levels (default 4)',
      querystring: subjectTreeQuerySchema,
      response: { 200: subjectTreeReplySchema },
    },
    handler: async (request) => ({
      objects: await expandedSubjectTree(app.orm, {
        maxDepth: request.query.max_depth,
        student: isStudent(request, request.query.student),
      }),
    }),
  });
}
