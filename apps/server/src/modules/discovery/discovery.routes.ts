import { autocompleteQuerySchema, autocompleteReplySchema, ORGANIZATION_COOKIE } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { audienceOf } from '../cards/index.ts';
import { sendCached } from '../read-cache/index.ts';
import { searchCriteria, studentGradeFilter } from '../search/index.ts';
import { searchAutocomplete } from './autocomplete.service.ts';
import { collectionDiscoveryRoutes } from './collections.routes.ts';
import { detailsRoutes } from './details.routes.ts';

/** Discovery calls beside search (spec 1 §7): autocomplete, collection search, search_info, standard and entity details. */
export async function discoveryRoutes(app: FastifyInstance) {
  await app.register(collectionDiscoveryRoutes);
  await app.register(detailsRoutes);

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/search_autocomplete/',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['search'],
      summary: 'Typo-tolerant title suggestions for the search box (same student and facet rules as search)',
      description: `Leaves out resources opted out by the organization in the ${ORGANIZATION_COOKIE} cookie.`,
      querystring: autocompleteQuerySchema,
      response: { 200: autocompleteReplySchema },
    },
    handler: async (request, reply) => {
      const { q, count, ...filters } = request.query;
      const { student, ...audience } = audienceOf(request, filters);
      // Parsed and checked exactly as /api/v2/search/ does: bad facets are a 400 with the same message; the
      // student rule is the service's (it also stops suggesting collections).
      const criteria = searchCriteria(filters, { ...audience, student: false });
      // The grade-gate band (student_grade) for a student audience, as search applies it; part of the key below.
      const selected = [
        ...criteria.selected,
        ...studentGradeFilter(filters, { ...audience, student }, criteria.selected),
      ];
      // Signed-in callers are also suggested state standards: their replies are kept apart from visitors'.
      const stateStandards = request.caller !== null;
      const key = [
        'autocomplete',
        q ?? '',
        count,
        student,
        JSON.stringify([selected, criteria.excluded]),
        stateStandards,
      ];
      await sendCached(reply, app.readCache, key, autocompleteReplySchema, () =>
        searchAutocomplete(app.orm, {
          q: q ?? '',
          student,
          selected,
          excluded: criteria.excluded,
          count,
          stateStandards,
        }),
      );
    },
  });
}
