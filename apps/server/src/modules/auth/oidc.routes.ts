import type { FastifyInstance } from 'fastify';

/** Sign-in with an OpenID Connect provider (Google is one), for teachers and students. */
export async function oidcRoutes(_app: FastifyInstance) {}
