import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold the NUL character: a value carrying one would fail deep inside a
 * query. Refuse it at the door, for every route, with a message instead of a 500.
 */
export default fp(async function rejectNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest('Text must not contain the NUL character (\\u0000).');
    }
  });
});
