import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_FORMATS, type ImageFormat, parseImageSize } from '@lantern/shared';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { MediaFile } from './media-path.ts';

/**
 * Resized and converted copies of media images ({w}x{h}, webp or jpg), made with sharp and cached on disk
 * under DATA_DIR/cache/images. A variant's name is a hash of the source (path, size, modification time)
 * and the request, so a changed source gets new variants and the cache is always safe to delete.
 */

/** Source types sharp reads that we agree to convert. SVG is left out: it is a document, not a picture. */
const RESIZABLE = new Set(['.webp', '.jpg', '.jpeg', '.png', '.gif', '.avif', '.tif', '.tiff']);
/** Refuse decompression bombs: 50 megapixels is far beyond any poster or photo we keep. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Conversions at once per process; the rest wait, so a burst of new sizes cannot take every core. */
const MAX_PARALLEL_RENDERS = 2;

export const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

export interface VariantRequest {
  width: number | null;
  height: number | null;
  format: ImageFormat;
}

/** Reads ?resize and ?format; anything we do not offer is a 400 that says what is. */
export function variantRequest(file: MediaFile, query: { resize?: string; format?: string }): VariantRequest {
  const extension = path.extname(file.relative).toLowerCase();
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

async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
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
    image =
      request.format === 'jpg'
        ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
        : image.webp({ quality: 78 });
    await image.toFile(temporary);
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

/** The cached variant's file, made first when missing (one render per variant at a time in this process). */
export async function ensureVariant(cacheDir: string, file: MediaFile, request: VariantRequest) {
  const key = variantKey(file, request);
  const target = path.join(cacheDir, key.slice(0, 2), `${key}.${request.format}`);
  if (!fs.existsSync(target)) {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = withRenderSlot(() => render(file, request, target)).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    await pending;
  }
  return { key, path: target, size: fs.statSync(target).size };
}
