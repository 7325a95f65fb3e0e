import {
  entityDetailsParamsSchema,
  entityDetailsSchema,
  standardDetailsParamsSchema,
  standardDetailsSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { entityDetails, standardDetails } from './details.service.ts';

/** Standard and entity details (spec 1 §7): public; state standards ask for sign-in. */
export async function detailsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/standard_details/:id',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['catalog'],
      summary:
        'A standard (CASE item): code, statement, framework, levels, parent, children and aligned resources; state standards need sign-in',
      params: standardDetailsParamsSchema,
      response: { 200: standardDetailsSchema },
    },
    handler: async (request) =>
      standardDetails(app.orm, request.params.id.toLowerCase(), { signedIn: request.caller !== null }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/entity_details/:id',
    access: 'public',
    cache: 'private',
    schema: {
      tags: ['catalog'],
      summary:
        'An entity (organization credited on resources): name, logo colour, roles, projects, resource count',
      params: entityDetailsParamsSchema,
      response: { 200: entityDetailsSchema },
    },
    handler: async (request) => entityDetails(app.orm, Number(request.params.id)),
  });
}
