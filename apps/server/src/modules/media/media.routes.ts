import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { imageQuerySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { generateImageOnDemand } from '../../seed/generated-images.ts';
import { CONTENT_TYPES, ensureVariant, variantRequest } from './image-variants.ts';
import { findMediaFile, MEDIA_PATH_MAX_LENGTH, mediaRelativePath } from './media-path.ts';

/** Originals change rarely (a day); a variant's validator changes whenever its source does (30 days). */
const ORIGINAL_MAX_AGE_SECONDS = 86_400;
const VARIANT_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

/**
 * HTML media (HTML5 interactives) runs sandboxed: no access to the app's origin, cookies or storage, and it
 * may only be framed by our own pages.
 */
const HTML_MEDIA_POLICY =
  "sandbox allow-scripts allow-forms; default-src 'self'; script-src 'self' 'unsafe-inline'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self'; frame-ancestors 'self'";

/**
 * Media files under DATA_DIR/media at /media/… (posters, ads, hero images, demo video, audio, captions,
 * documents, interactives), with ranges and validators; images also resized and converted on request
 * (?resize={w}x{h}&format=webp|jpg, see packages/shared/src/homepage/images.ts).
 */
export async function mediaRoutes(app: FastifyInstance) {
  const mediaDir = path.join(app.config.dataDir, 'media');
  const cacheDir = path.join(app.config.dataDir, 'cache', 'images');
  fs.mkdirSync(mediaDir, { recursive: true });
  // reply.sendFile for this plugin only (serve: false registers no routes of its own).
  await app.register(fastifyStatic, {
    root: mediaDir,
    serve: false,
    dotfiles: 'deny',
    maxAge: ORIGINAL_MAX_AGE_SECONDS * 1000,
    cacheControl: true,
    etag: true,
    lastModified: true,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary: 'A media file; images can be resized ({w}x{h}, cropped to fill) and converted (webp, jpg)',
        params: z.object({ '*': z.string().max(MEDIA_PATH_MAX_LENGTH * 3) }),
        querystring: imageQuerySchema,
      },
    },
    async (request, reply) => {
      const relative = mediaRelativePath(request.params['*']);
      if (relative === null) {
        throw badRequest(
          'Not a media address: use plain file and folder names (letters, digits, dot, dash, underscore).',
        );
      }
      let file = await findMediaFile(mediaDir, relative);
      // A poster, demo picture or homepage image not drawn yet (a fresh data dir): drawn now.
      if (!file && (await generateImageOnDemand(app.database, mediaDir, relative))) {
        file = await findMediaFile(mediaDir, relative);
      }
      if (!file) throw notFound(`No media file at /media/${relative}.`);
      const { resize, format } = request.query;
      if (resize === undefined && format === undefined) {
        if (/\.html?$/i.test(relative)) {
          reply.header('content-security-policy', HTML_MEDIA_POLICY).header('x-frame-options', 'SAMEORIGIN');
        }
        return reply.sendFile(relative);
      }
      const variant = await ensureVariant(cacheDir, file, variantRequest(file, { resize, format }));
      const etag = `"${variant.key}"`;
      reply
        .header('cache-control', VARIANT_CACHE_CONTROL)
        .header('etag', etag)
        .header('last-modified', new Date(file.modifiedMs).toUTCString());
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const extension = path.extname(variant.path).slice(1) as keyof typeof CONTENT_TYPES;
      return reply
        .type(CONTENT_TYPES[extension])
        .header('content-length', variant.size)
        .send(fs.createReadStream(variant.path));
    },
  );
}
