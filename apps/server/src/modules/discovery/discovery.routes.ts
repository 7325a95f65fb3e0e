import type { FastifyInstance } from 'fastify';

/** Discovery calls beside search (spec 1 §7): autocomplete, collection search, search_info, standard and entity details. */
export async function discoveryRoutes(_app: FastifyInstance) {}
