import {
  entityDetailsParamsSchema,
  entityDetailsSchema,
  standardDetailsParamsSchema,
  standardDetailsSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { entityDetails, standardDetails } from './details.service.ts';

/** Standard and entity details (spec 1 §7): public; state standards ask for sign-in. */
export async function detailsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v2/standard_details/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary:
          'A standard (CASE item): code, statement, framework, levels, parent, children and aligned resources; state standards need sign-in',
        params: standardDetailsParamsSchema,
        response: { 200: standardDetailsSchema },
      },
    },
    async (request) =>
      standardDetails(app.orm, request.params.id.toLowerCase(), { signedIn: Boolean(request.session) }),
  );

  routes.get(
    '/api/v2/entity_details/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary:
          'An entity (organization credited on resources): name, logo colour, roles, projects, resource count',
        params: entityDetailsParamsSchema,
        response: { 200: entityDetailsSchema },
      },
    },
    async (request) => entityDetails(app.orm, Number(request.params.id)),
  );
}
