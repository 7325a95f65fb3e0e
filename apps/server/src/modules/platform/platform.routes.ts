import { healthReplySchema, serverMessagesReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentMigration, latestMigrationVersion } from '../../db/migrate.ts';
import { takeSessionMessages } from './messages.repo.ts';

export async function platformRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const expectedMigration = latestMigrationVersion();

  routes.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and readiness: 200 only when the database is reachable and migrated',
        response: { 200: healthReplySchema, 503: healthReplySchema },
      },
    },
    async (_request, reply) => {
      const migration = await currentMigration(app.database).catch(() => null);
      const ready = migration === expectedMigration;
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ok' : 'unavailable', database: app.database.kind, migration });
    },
  );

  routes.get(
    '/api/v2/messages/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: "Server messages for the user's session; each is returned once",
        response: { 200: serverMessagesReplySchema },
      },
    },
    async (request) => {
      if (!request.session) return { results: [] };
      const rows = await takeSessionMessages(app.orm, request.session.id);
      return {
        results: rows.map((row) => ({
          message: row.message,
          tags: row.tags,
          show_in_modal: row.showInModal,
        })),
      };
    },
  );
}
