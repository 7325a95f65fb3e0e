import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod route schemas; JSON at /api/docs/json, UI at /api/docs. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${app.config.productName} API`,
        description:
          'Every /api/v2/ call carries "Authorization: Bearer <client key>". Writes also carry the X-CSRFToken header matching the csrftoken cookie.',
        version: app.config.version,
      },
      components: {
        securitySchemes: {
          clientKey: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
