import { resourceStandardsReplySchema, standardsParamsSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resourceStandards } from './resource-standards.service.ts';

/** GET /api/v2/lo/standards/r/{code}/[{organizationId}/] (spec 3 §7). */
export async function resourceStandardsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['resource'],
    params: standardsParamsSchema,
    response: { 200: resourceStandardsReplySchema },
  };

  for (const url of ['/api/v2/lo/standards/r/:code/', '/api/v2/lo/standards/r/:code/:organizationId/']) {
    routes.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          ...schema,
          summary: url.includes(':organizationId')
            ? "A resource's standards with the state standards of the given station's authorities (signed-in users)"
            : "A resource's standards: national always; state standards of the user's station for signed-in users",
        },
      },
      async (request) =>
        resourceStandards(app.orm, {
          code: request.params.code,
          organizationId: request.params.organizationId ? Number(request.params.organizationId) : null,
          user: request.session?.user ?? null,
        }),
    );
  }
}
