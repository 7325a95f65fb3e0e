import fs from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import { UGC_FILE_FIELD, UGC_IMAGE_TYPES_TEXT, UGC_MAX_DIMENSION, ugcReplySchema } from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { CONTENT_TYPES } from '../media/index.ts';
import { presentUpload } from './ugc.presenter.ts';
import { uploadExists } from './ugc.repo.ts';
import { storeUpload } from './ugc.service.ts';
import { tooLarge } from './ugc-errors.ts';
import { parseUgcFileName, sweepStaleTemporaryFiles, ugcFilePath, ugcRoot } from './ugc-files.ts';
import { MULTIPART_OVERHEAD_BYTES, receiveOneImage } from './ugc-multipart.ts';

/** Uploads per teacher: a lesson with a few dozen pictures is built in one sitting; far more is a script. */
export const UGC_UPLOADS_PER_HOUR = 120;
/** An upload's images never change (a new image gets a new guid), so they may be cached for good. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Image uploads for lessons (spec 3 §7 `POST /api/v2/ugc/`; issue 17) and the images themselves at
 * /ugc/{guid}.webp and /ugc/{guid}.jpg, public to whoever has the unguessable address
 * (docs/decisions/0030-lesson-image-uploads.md).
 */
export async function ugcRoutes(app: FastifyInstance) {
  const root = ugcRoot(app.config.dataDir);
  const maxBytes = app.config.ugcMaxBytes;
  fs.mkdirSync(root, { recursive: true });
  await sweepStaleTemporaryFiles(root);
  // Registered here only: every other route keeps refusing multipart bodies (415).
  await app.register(fastifyMultipart);
  const uploadLimit = app.createRateLimit({
    name: 'ugcUploadsPerUser',
    max: UGC_UPLOADS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `user:${request.caller?.id ?? request.ip}`,
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/ugc/',
    access: 'teacher',
    cache: 'no-store',
    errors: [400, 413, 415, 422, 429],
    // After the access and CSRF checks (app-level hooks run first), before any of the body is read.
    onRequest: async (request) => refuseDeclaredOversize(request, maxBytes),
    preHandler: async (request) => {
      const result = await uploadLimit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(
          'rate_limited',
          `You have uploaded ${UGC_UPLOADS_PER_HOUR} images in the last hour. Wait ${Math.max(1, Math.ceil(result.ttlInSeconds / 60))} minutes, then try again.`,
          429,
          { retry_after_seconds: result.ttlInSeconds },
        );
      }
    },
    onSend: async (request, reply) => closeIfBodyUnread(request, reply),
    schema: {
      tags: ['ugc'],
      summary: `Upload an image for a lesson: multipart/form-data, one ${UGC_IMAGE_TYPES_TEXT} file in the field '${UGC_FILE_FIELD}'`,
      description: `Teachers only. The type is checked by name (case-insensitively) and by content; the image is turned upright, stripped of metadata, scaled down to at most ${UGC_MAX_DIMENSION} pixels on its longer side and stored as WebP and JPEG. Over UGC_MAX_BYTES (default 10 MiB): 413; SVG or any other type: 415; no file, two files or the file in another field: 400; a damaged image: 422.`,
      consumes: ['multipart/form-data'],
      response: { 201: ugcReplySchema },
    },
    handler: async (request, reply) => {
      const received = await receiveOneImage(request, maxBytes);
      const row = await storeUpload(app.orm, app.config.dataDir, request.caller.id, received);
      return reply.code(201).send(presentUpload(row));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/ugc/*',
    access: 'public',
    // Immutable for good, with its validator: the handler writes both.
    cache: 'handler',
    schema: {
      tags: ['ugc'],
      summary: 'An uploaded image: /ugc/{guid}.webp or /ugc/{guid}.jpg',
      params: z.object({ '*': z.string().max(200) }),
    },
    handler: async (request, reply) => {
      const name = request.params['*'];
      const parsed = parseUgcFileName(name);
      if (!parsed || !(await uploadExists(app.orm, parsed.guid))) {
        throw notFound(`No uploaded image at /ugc/${name.slice(0, 100)}.`);
      }
      const file = ugcFilePath(root, parsed.guid, parsed.format);
      const etag = `"${parsed.guid}-${parsed.format}"`;
      reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // Teachers' pictures can show their classes: keep them out of search engines.
        .header('x-robots-tag', 'noindex');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const handle = await fs.promises.open(file, 'r').catch(() => null);
      if (!handle) {
        request.log.warn({ guid: parsed.guid, format: parsed.format }, 'uploaded image file missing');
        throw notFound(`No uploaded image at /ugc/${name}.`);
      }
      const { size } = await handle.stat();
      return reply
        .type(CONTENT_TYPES[parsed.format])
        .header('content-length', size)
        .send(handle.createReadStream());
    },
  });
}

/** A body declared larger than the limit is refused before a byte of it is read. */
function refuseDeclaredOversize(request: FastifyRequest, maxBytes: number) {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(maxBytes);
}

/**
 * A refusal sent before the body was read to its end (too large, wrong type, two files) closes the
 * connection, so the rest of the upload is not received for nothing and cannot be read as a next request.
 */
function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
}
