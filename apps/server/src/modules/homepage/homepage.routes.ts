import type { FastifyInstance } from 'fastify';

/** Homepage calls (spec 1 §7): sections, ads, hero images, popular resources, recommendations; resized media images. */
export async function homepageRoutes(_app: FastifyInstance) {}
