import { healthReplySchema, serverMessagesReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { currentMigration, latestMigrationVersion } from '../../db/migrate.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { takeSessionMessages } from './messages.repo.ts';

export async function platformRoutes(app: FastifyInstance) {
  const expectedMigration = latestMigrationVersion();

  defineRoute(app, {
    method: 'GET',
    url: '/healthz',
    access: 'public',
    cache: 'no-store',
    errors: [503],
    schema: {
      tags: ['platform'],
      summary: 'Liveness and readiness: 200 only when the database is reachable and migrated',
      response: { 200: healthReplySchema, 503: healthReplySchema },
    },
    handler: async (_request, reply) => {
      const migration = await currentMigration(app.database).catch(() => null);
      const ready = migration === expectedMigration;
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', database: app.database.kind, migration });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/messages/',
    access: 'public',
    cache: 'no-store',
    schema: {
      tags: ['platform'],
      summary: "Server messages for the user's session; each is returned once",
      response: { 200: serverMessagesReplySchema },
    },
    handler: async (request) => {
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
  });
}
