import { autocompleteQuerySchema, autocompleteReplySchema, ORGANIZATION_COOKIE } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCached } from '../read-cache/cached-reply.ts';
import { searchCriteria } from '../search/search.service.ts';
import { searchAutocomplete } from './autocomplete.service.ts';
import { collectionDiscoveryRoutes } from './collections.routes.ts';
import { detailsRoutes } from './details.routes.ts';
import { isStudent } from './discovery-caller.ts';

/** Discovery calls beside search (spec 1 §7): autocomplete, collection search, search_info, standard and entity details. */
export async function discoveryRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await app.register(collectionDiscoveryRoutes);
  await app.register(detailsRoutes);

  routes.get(
    '/api/v2/search_autocomplete/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary:
          'Typo-tolerant title suggestions for the search box (same student and facet rules as search)',
        description: `Leaves out resources opted out by the organization in the ${ORGANIZATION_COOKIE} cookie.`,
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteReplySchema },
      },
    },
    async (request, reply) => {
      const { q, count, ...filters } = request.query;
      const student = isStudent(request, filters.student);
      const organizationId = request.cookies[ORGANIZATION_COOKIE];
      // Parsed and checked exactly as /api/v2/search/ does: bad facets are a 400 with the same message.
      const criteria = searchCriteria(filters, { student: false, organizationId });
      const key = [
        'autocomplete',
        q ?? '',
        count,
        student,
        JSON.stringify([criteria.selected, criteria.excluded]),
      ];
      await sendCached(reply, app.readCache, key, autocompleteReplySchema, () =>
        searchAutocomplete(app.orm, {
          q: q ?? '',
          student,
          selected: criteria.selected,
          excluded: criteria.excluded,
          count,
        }),
      );
    },
  );
}
