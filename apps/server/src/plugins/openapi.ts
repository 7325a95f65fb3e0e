import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATH_FAMILIES } from './api-paths.ts';

const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="40" height="40" role="img" aria-label="Lantern"><rect width="32" height="32" rx="6" fill="#1d3557"/><path d="M16 5c-3 4-6 7-6 12a6 6 0 0 0 12 0c0-5-3-8-6-12z" fill="#ffb703"/></svg>',
);

const ERROR_REPLY_JSON = z.toJSONSchema(apiErrorSchema.loose(), { io: 'output' });

/**
 * The zod transform, plus the error replies each route declares through defineRoute (route config
 * errorReplies): every route's 400/401/403/404/… appear in /api/docs with the one error shape. They
 * are documentation only: error replies are written by the error handler, not by the response schemas.
 */
const withErrorReplies: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const errorReplies = input.route.config?.errorReplies;
  if (!errorReplies) return transformed;
  const schema = transformed.schema as { response?: Record<string, unknown> };
  const response = { ...schema.response };
  for (const [status, description] of Object.entries(errorReplies)) {
    response[status] ??= { ...ERROR_REPLY_JSON, description };
  }
  return { ...transformed, schema: { ...transformed.schema, response } };
};

/** OpenAPI generated from the zod route schemas; JSON at /api/docs/json, UI at /api/docs. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${app.config.productName} API`,
        description: [
          "Every API call (every address family below) carries `Authorization: Bearer <client key>` (the few opened by a link or a mail client do not, and list no `invalid_api_key` 401). Writes also carry the `X-CSRFToken` header matching the `csrftoken` cookie and come from the site's own origin.",
          `The API answers under these address families: ${API_PATH_FAMILIES.map((prefix) => `\`${prefix}\``).join(', ')}. There an unknown address is a JSON 404 (\`not_found\`) and a known address asked with another method a JSON 405 (\`method_not_allowed\`, with an \`Allow\` header), never the web app's page. Every error reply has the shape \`{ code, message, detail }\` (validation errors add \`errors\` and \`messages\`).`,
        ].join('\n\n'),
        version: app.config.version,
      },
      components: {
        securitySchemes: {
          clientKey: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
        },
      },
    },
    transform: withErrorReplies,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles from its script, which the static policy's `style-src 'self' https:`
    // refuses (a console error on every load of the page the admin bar links to). Styles only: scripts
    // stay 'self'.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    logo: { type: 'image/svg+xml', content: LOGO_SVG },
  });
});
