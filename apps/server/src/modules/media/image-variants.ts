import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_FORMATS, type ImageFormat, parseImageSize } from '@lantern/shared';
import type { Sharp } from 'sharp';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { MediaFile } from './media-path.ts';
import type { VariantCache } from './variant-cache.ts';

/**
 * Resized and converted copies of media images (the sizes of IMAGE_SIZES, webp or jpg), made with sharp
 * and cached on disk under DATA_DIR/cache/images, capped in size (variant-cache.ts). A variant's name is
 * a hash of the source (path, size, modification time) and the request, so a changed source gets new
 * variants and the cache is always safe to delete.
 */

/** Source types sharp reads that we agree to convert. SVG is left out: it is a document, not a picture. */
const RESIZABLE = new Set(['.webp', '.jpg', '.jpeg', '.png', '.gif', '.avif', '.tif', '.tiff']);
/** Refuse decompression bombs: 50 megapixels is far beyond any poster or photo we keep. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Conversions at once per process; the rest wait, so a burst of new sizes cannot take every core. */
const MAX_PARALLEL_RENDERS = 2;

export const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

export interface VariantRequest {
  width: number | null;
  height: number | null;
  format: ImageFormat;
}

/** Reads ?resize and ?format; anything we do not offer is a 400 that says what is. */
export function variantRequest(
  relative: string,
  query: { resize?: string; format?: string },
): VariantRequest {
  const extension = path.extname(relative).toLowerCase();
  if (!RESIZABLE.has(extension)) {
    throw badRequest(
      `Only images can be resized or converted; ask for ${extension || 'this file'} without resize and format.`,
    );
  }
  const format = query.format ?? 'webp';
  if (!(IMAGE_FORMATS as readonly string[]).includes(format)) {
    throw badRequest(`format must be one of ${IMAGE_FORMATS.join(', ')}, not '${format.slice(0, 20)}'.`);
  }
  if (query.resize === undefined) return { width: null, height: null, format: format as ImageFormat };
  const size = parseImageSize(query.resize);
  if (!size.ok) throw badRequest(size.message);
  return { width: size.width, height: size.height, format: format as ImageFormat };
}

export function variantKey(file: MediaFile, request: VariantRequest): string {
  return createHash('sha256')
    .update(
      [file.relative, file.size, file.modifiedMs, request.width, request.height, request.format].join('\n'),
    )
    .digest('hex')
    .slice(0, 40);
}

const inFlight = new Map<string, Promise<void>>();
let running = 0;
const waiting: (() => void)[] = [];

/** Runs sharp work in one of the process's few render slots (uploads share them with the variants). */
export async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * The pipeline's encoding of each format, the same for media variants and uploaded images: JPEG has no
 * transparency, so it is flattened on white. sharp writes no metadata (EXIF, GPS, ICC comments) unless told to.
 */
export function encodeAs(image: Sharp, format: ImageFormat): Sharp {
  return format === 'jpg'
    ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
    : image.webp({ quality: 78 });
}

async function render(file: MediaFile, request: VariantRequest, target: string): Promise<void> {
  const { default: sharp } = await import('sharp');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    let image = sharp(file.absolute, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (request.width && request.height) {
      image = image.resize(request.width, request.height, { fit: 'cover', position: 'centre' });
    }
    await encodeAs(image, request.format).toFile(temporary);
    fs.renameSync(temporary, target);
  } catch {
    fs.rmSync(temporary, { force: true });
    // sharp's own message can name server paths: the client gets ours.
    throw new AppError(
      'bad_request',
      'This image could not be read, so it cannot be resized or converted. Ask for it without resize and format.',
      422,
    );
  }
}

export interface OpenVariant {
  key: string;
  /** Open before the cache could delete the file, so a trim never breaks a reply under way. */
  handle: fs.promises.FileHandle;
  size: number;
}

async function openExisting(target: string) {
  const handle = await fs.promises.open(target, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return null;
  const { size, mtimeMs } = await handle.stat();
  return { handle, size, mtimeMs };
}

/** Where a variant lives in the cache folder. */
export function variantPath(cache: VariantCache, key: string, format: ImageFormat): string {
  return path.join(cache.dir, key.slice(0, 2), `${key}.${format}`);
}

/**
 * The cached variant, opened; rendered first when missing (one render per variant at a time in
 * this process), after which the cache is trimmed to its cap.
 */
export async function openVariant(
  cache: VariantCache,
  file: MediaFile,
  request: VariantRequest,
): Promise<OpenVariant> {
  const key = variantKey(file, request);
  const target = variantPath(cache, key, request.format);
  const cached = await openExisting(target);
  if (cached) {
    await cache.touch(target, cached.mtimeMs);
    return { key, handle: cached.handle, size: cached.size };
  }
  const running = inFlight.get(key);
  if (running) {
    await running;
    const rendered = await openExisting(target);
    // Gone already only when this one variant is larger than the cache may keep: render it again.
    if (rendered) return { key, handle: rendered.handle, size: rendered.size };
  }
  const pending = withRenderSlot(() => render(file, request, target));
  inFlight.set(key, pending);
  try {
    await pending;
  } finally {
    if (inFlight.get(key) === pending) inFlight.delete(key);
  }
  const opened = await openExisting(target);
  if (!opened) throw new Error('a rendered image variant disappeared before it was opened');
  await cache.added(opened.size);
  return { key, handle: opened.handle, size: opened.size };
}

/** Whether the variant is in the cache (a request for it costs no render). */
export function hasVariant(cache: VariantCache, file: MediaFile, request: VariantRequest): boolean {
  return fs.existsSync(variantPath(cache, variantKey(file, request), request.format));
}
