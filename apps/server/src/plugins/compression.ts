import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Bodies smaller than this go out as they are: the compressed form would save less than a packet. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Files with an address of their own are never compressed on the fly: built assets have their .br/.gz copies
 * from the build (apps/web/build/precompress.ts, served by spa.ts's static handler), and media files answer
 * Range requests and carry ETags that describe the bytes on disk.
 */
const FILE_ROUTES = /^\/(assets|media)\//;

/**
 * Compresses the HTML pages and the API's JSON (and other text replies) with Brotli or gzip, whichever the
 * request's Accept-Encoding prefers, with `Vary: Accept-Encoding` (docs/decisions/0056). Request bodies are
 * not decompressed: the body limits count the bytes a client sends. Registered before every route, as every
 * route's compression is set up when the route is added.
 */
export default fp(async function compression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (FILE_ROUTES.test(route.url)) route.compress = false;
  });

  let compressOnSend: onSendHookHandler | undefined;
  const before = new WeakMap<object, unknown[]>();
  app.addHook('onRoute', (route) => {
    before.set(route, [route.onSend ?? []].flat());
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // A body the handler gave whole (a string or Buffer) is compressed in one go, whatever its size. On the
    // plugin's stream path the headers wait for the first compressed bytes, and a handler that sends without
    // returning the reply (sendJson, read-cache/cached-reply.ts) has by then resolved with nothing, which
    // Fastify takes for an empty reply: large JSON went out as 0 bytes. Streams (files, a streamed page)
    // still compress as they flow; their handlers return the reply.
    syncThreshold: Number.POSITIVE_INFINITY,
    // Quality 4 (the plugin's default) costs about as much CPU as gzip's default and still beats it; a
    // streamed page is flushed as it is written, so its first bytes are not held back for better ratios.
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
  });
  // The plugin compresses through a hook on each route. The not-found handler is not a route: it serves every
  // page address but / (spa.ts) and gets only app-wide hooks, so the plugin's hook, taken from the first route
  // it sets up, is run for it here.
  app.addHook('onRoute', (route) => {
    if (compressOnSend) return;
    const earlier = before.get(route) ?? [];
    compressOnSend = [route.onSend ?? []].flat().find((hook) => !earlier.includes(hook)) as
      | onSendHookHandler
      | undefined;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.is404 || !compressOnSend) return done(null, payload);
    return compressOnSend.call(app, request, reply, payload, done);
  });
});
