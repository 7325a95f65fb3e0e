import type { FastifyInstance } from 'fastify';

/** Favorites (spec 2 Favorites, spec 3 §7) and the lesson-plan exports: signed-in users, own records only. */
export async function favoritesRoutes(_app: FastifyInstance) {}
