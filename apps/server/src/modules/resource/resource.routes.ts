import type { FastifyInstance } from 'fastify';

/** Resource calls of spec 3 §7: detail and preview, view count, rating, question, standards, tracking. */
export async function resourceRoutes(_app: FastifyInstance) {}
