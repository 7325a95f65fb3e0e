import { type ErrorMap, flattenErrorMap } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { unstorableReason } from '../lib/unstorable-text.ts';

/** The first string in a request part (or a key of one) that cannot be stored: its path and why. */
export function findUnstorableText(
  value: unknown,
  path: string[] = [],
  depth = 0,
): [string[], string] | null {
  if (typeof value === 'string') {
    const reason = unstorableReason(value);
    return reason ? [path, reason] : null;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const keyReason = unstorableReason(key);
    if (keyReason) return [path, keyReason];
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text can hold neither the NUL character nor an unpaired UTF-16 surrogate: a value carrying one
 * would fail deep inside a query (a 500) or be stored changed. One rule for every text field of every route
 * (params, query string and JSON body; uploads check their own contents): refused at the door with a 400 that
 * names the field, like any other invalid field.
 */
export default fp(async function rejectUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnstorableText(part);
      if (!found) continue;
      const [path, reason] = found;
      const errors: ErrorMap = {};
      let node = errors;
      const keys = path.length > 0 ? path : ['non_field_errors'];
      for (const key of keys.slice(0, -1)) {
        const child: ErrorMap = {};
        node[key] = child;
        node = child;
      }
      node[keys.at(-1) as string] = [reason];
      const messages = flattenErrorMap(errors);
      throw new AppError('validation_error', messages[0] ?? reason, 400, { errors, messages });
    }
  });
});
