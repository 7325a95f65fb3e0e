import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ReadCache } from './read-cache.ts';

/** What decides a cached reply: the call and every input it depends on (audience, cookie, query), never a user. */
export type CacheKeyParts = readonly (string | number | boolean | null | undefined)[];

const keyOf = (parts: CacheKeyParts) => JSON.stringify(parts);

/**
 * The reply's JSON as the route's serializer would write it (the schema encodes and checks it), computed once
 * per catalog version for everyone with the same key. Errors (AppError) are thrown as before and not kept.
 */
export function cachedJson<T>(
  cache: ReadCache,
  parts: CacheKeyParts,
  schema: z.core.$ZodType<T>, // classic or zod/mini (the shared replies the web parses first are mini)
  compute: () => Promise<T>,
): Promise<string> {
  return cache.get(keyOf(parts), async () => JSON.stringify(z.encode(schema, await compute())));
}

/**
 * Sends JSON text that is already serialized (Fastify sends a string with a JSON content type as it is) and waits
 * until the reply has gone out: an async handler that resolves while an async onSend hook (compression) still runs
 * is taken by Fastify as not having answered, and it answers again ('Reply was already sent',
 * ERR_HTTP_HEADERS_SENT). Typed routes cannot `return reply`, so they await this instead.
 */
export async function sendJson(reply: FastifyReply, body: string): Promise<void> {
  await reply.type('application/json; charset=utf-8').send(body);
}

/** cachedJson, sent. */
export async function sendCached<T>(
  reply: FastifyReply,
  cache: ReadCache,
  parts: CacheKeyParts,
  schema: z.core.$ZodType<T>, // classic or zod/mini (the shared replies the web parses first are mini)
  compute: () => Promise<T>,
): Promise<void> {
  return sendJson(reply, await cachedJson(cache, parts, schema, compute));
}
