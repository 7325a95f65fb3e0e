import { resourceStandardsReplySchema, standardsParamsSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { resourceStandards } from './resource-standards.service.ts';

/** GET /api/v2/lo/standards/r/{code}/[{organizationId}/] (spec 3 §7). */
export async function resourceStandardsRoutes(app: FastifyInstance) {
  for (const url of ['/api/v2/lo/standards/r/:code/', '/api/v2/lo/standards/r/:code/:organizationId/']) {
    defineRoute(app, {
      method: 'GET',
      url,
      access: 'public',
      // A signed-in caller gets their station's state standards: never kept.
      cache: 'no-store',
      schema: {
        tags: ['resource'],
        summary: url.includes(':organizationId')
          ? "A resource's standards with the state standards of the given station's authorities (signed-in users)"
          : "A resource's standards: national always; state standards of the user's station for signed-in users",
        params: standardsParamsSchema,
        response: { 200: resourceStandardsReplySchema },
      },
      handler: async (request) =>
        resourceStandards(app.orm, {
          code: request.params.code,
          organizationId: request.params.organizationId ? Number(request.params.organizationId) : null,
          user: request.caller,
        }),
    });
  }
}
