import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ALLOWED_IMAGE_RESIZES, imageQuerySchema } from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { drawGeneratedImage, findGeneratedImage, type GeneratedImage } from '../../seed/generated-images.ts';
import {
  CONTENT_TYPES,
  hasVariant,
  openVariant,
  type VariantRequest,
  variantKey,
  variantRequest,
} from './image-variants.ts';
import { findMediaFile, MEDIA_PATH_MAX_LENGTH, type MediaFile, mediaRelativePath } from './media-path.ts';
import { VariantCache } from './variant-cache.ts';

/** Originals change rarely (a day); a variant's validator changes whenever its source does (30 days). */
const ORIGINAL_MAX_AGE_SECONDS = 86_400;
const VARIANT_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
type MediaQuery = { resize?: string; format?: string };
type MediaPlan = {
  relative: string;
  /** null: the file as it is. */
  variant: VariantRequest | null;
} & (
  | { file: MediaFile; generated: null }
  /** Not on disk yet: a generated image, drawn (a render) before it is served. */
  | { file: null; generated: GeneratedImage }
);

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
  /**
   * Renders per client address and minute (IMAGE_RENDERS_PER_MINUTE, default 60): a page full of new images
   * needs a dozen, a cold cache behind a school's one address a few dozen. A render is a new variant, or a
   * generated image (poster, ad, hero) drawn on demand; requests served from the cache, and originals already
   * on disk, do not count.
   */
  const rendersPerMinute = app.config.imageRendersPerMinute;
  const cache = new VariantCache(
    path.join(app.config.dataDir, 'cache', 'images'),
    app.config.imageCacheMaxBytes,
  );
  fs.mkdirSync(mediaDir, { recursive: true });
  await cache.open();
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

  // The rate limit (before the handler) and the handler read the same plan: work it out once.
  const plans = new WeakMap<FastifyRequest, Promise<MediaPlan>>();
  const planOf = (request: FastifyRequest) => {
    let plan = plans.get(request);
    if (!plan) {
      const { '*': wildcard } = request.params as { '*': string };
      plan = planMedia(mediaDir, wildcard, request.query as MediaQuery, (relative) =>
        findGeneratedImage(app.database, relative),
      );
      plans.set(request, plan);
    }
    return plan;
  };
  /** Only drawing a generated image or a variant not in the cache yet costs a render: only those count. */
  const costsNoRender = async (request: FastifyRequest) => {
    // A request that is refused with a 4xx renders nothing (the handler throws the same error again).
    const plan = await planOf(request).catch(() => null);
    if (!plan) return true;
    if (!plan.file) return false;
    return !plan.variant || hasVariant(cache, plan.file, plan.variant);
  };
  /** The plan's file, drawn first when it is a generated image not on disk yet. */
  const fileOf = async (plan: MediaPlan): Promise<MediaFile> => {
    if (plan.file) return plan.file;
    await drawGeneratedImage(mediaDir, plan.generated);
    const drawn = await findMediaFile(mediaDir, plan.relative);
    if (!drawn) throw notFound(`No media file at /media/${plan.relative}.`);
    return drawn;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/media/*',
    access: 'public',
    // Originals: @fastify/static's max-age and validators; variants: their own ETag and max-age.
    cache: 'handler',
    config: {
      rateLimit: {
        max: rendersPerMinute,
        timeWindow: '1 minute',
        // After validation, so the plan reads a checked query.
        hook: 'preHandler',
        allowList: costsNoRender,
      },
    },
    schema: {
      tags: ['media'],
      summary: `A media file; images can be resized (${ALLOWED_IMAGE_RESIZES.join(', ')}; cropped to fill) and converted (webp, jpg)`,
      description: `A resize or format not yet in the cache is rendered, and a generated poster or homepage picture not drawn yet is drawn: at most ${rendersPerMinute} renders a minute per client address (then 429); the cache keeps at most IMAGE_CACHE_MAX_MB, least recently used deleted first.`,
      params: z.object({ '*': z.string().max(MEDIA_PATH_MAX_LENGTH * 3) }),
      querystring: imageQuerySchema,
    },
    handler: async (request, reply) => {
      const plan = await planOf(request);
      const { relative, variant } = plan;
      const file = await fileOf(plan);
      if (!variant) {
        if (/\.html?$/i.test(relative)) {
          reply.header('content-security-policy', HTML_MEDIA_POLICY).header('x-frame-options', 'SAMEORIGIN');
        }
        return reply.sendFile(relative);
      }
      const etag = `"${variantKey(file, variant)}"`;
      reply
        .header('cache-control', VARIANT_CACHE_CONTROL)
        .header('etag', etag)
        .header('last-modified', new Date(file.modifiedMs).toUTCString());
      // The validator names the exact bytes: answer it without opening or rendering anything.
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const opened = await openVariant(cache, file, variant);
      return reply
        .type(CONTENT_TYPES[variant.format])
        .header('content-length', opened.size)
        .send(opened.handle.createReadStream());
    },
  });
}

/**
 * The file asked for (or the generated image to draw for it) and, when resize or format is given, the
 * variant of it; throws the 4xx otherwise. Renders nothing: the rate limit reads the plan first.
 */
async function planMedia(
  mediaDir: string,
  wildcard: string,
  query: MediaQuery,
  findGenerated: (relative: string) => Promise<GeneratedImage | null>,
): Promise<MediaPlan> {
  const relative = mediaRelativePath(wildcard);
  if (relative === null) {
    throw badRequest(
      'Not a media address: use plain file and folder names (letters, digits, dot, dash, underscore).',
    );
  }
  const file = await findMediaFile(mediaDir, relative);
  // A poster, demo picture or homepage image not drawn yet (a fresh data dir): the handler draws it.
  const generated = file ? null : await findGenerated(relative);
  const found = file ? { file, generated: null } : generated ? { file: null, generated } : null;
  if (!found) throw notFound(`No media file at /media/${relative}.`);
  const { resize, format } = query;
  const variant =
    resize === undefined && format === undefined ? null : variantRequest(relative, { resize, format });
  return { relative, variant, ...found };
}
