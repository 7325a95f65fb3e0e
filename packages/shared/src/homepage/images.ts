import { z } from 'zod';

/**
 * Resized images (spec 1 §9, spec 3 §3): every image path the API gives (posters, ad images, hero images,
 * media images, all under /media/) can be asked for at a size and in a format by adding
 * `?resize={w}x{h}&format=webp|jpg`. Without `resize` the image keeps its size; without `format` it is
 * webp. The image is scaled to cover the box and centre-cropped, so the reply is exactly w × h.
 * Browsers that cannot show webp (spec: IE, Edge, Safari) ask for jpg.
 */

export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Sides are whole multiples of IMAGE_SIZE_STEP between IMAGE_SIZE_MIN and IMAGE_SIZE_MAX pixels. */
export const IMAGE_SIZE_MIN = 10;
export const IMAGE_SIZE_MAX = 2000;
/** A coarse grid keeps the number of cached variants per image small (the cache lives on disk). */
export const IMAGE_SIZE_STEP = 10;

/** Card and carousel sizes of spec 1 §9 (collection 210 × 280; featured and recommendation 240 × 410). */
export const IMAGE_SIZES = {
  collectionCard: { width: 210, height: 280 },
  featuredCard: { width: 240, height: 410 },
  poster16x9: { width: 640, height: 360 },
  posterSmall16x9: { width: 320, height: 180 },
  hero: { width: 1920, height: 600 },
} as const;

export const imageQuerySchema = z.object({
  resize: z
    .string()
    .max(20)
    .regex(/^[0-9]{1,4}x[0-9]{1,4}$/, 'resize must be {width}x{height} in pixels, for example 640x360.')
    .optional(),
  format: z
    .string()
    .max(20)
    .optional()
    .describe(`One of ${IMAGE_FORMATS.join(', ')} (default webp)`),
});
export type ImageQuery = z.infer<typeof imageQuerySchema>;

export type ImageSizeCheck = { ok: true; width: number; height: number } | { ok: false; message: string };

/** Checks a `{w}x{h}` value against the limits above; the message says what would be accepted. */
export function parseImageSize(value: string): ImageSizeCheck {
  const match = /^([0-9]{1,4})x([0-9]{1,4})$/.exec(value);
  const rule = `Each side must be a multiple of ${IMAGE_SIZE_STEP} from ${IMAGE_SIZE_MIN} to ${IMAGE_SIZE_MAX} pixels, for example 640x360.`;
  if (!match) return { ok: false, message: `resize must be {width}x{height}. ${rule}` };
  const width = Number(match[1]);
  const height = Number(match[2]);
  const fits = (side: number) =>
    side >= IMAGE_SIZE_MIN && side <= IMAGE_SIZE_MAX && side % IMAGE_SIZE_STEP === 0;
  if (!fits(width) || !fits(height)) return { ok: false, message: `resize ${value} is not offered. ${rule}` };
  return { ok: true, width, height };
}

/** The address of an image at a size and format, e.g. resizedImageUrl('/media/posters/a.webp', 640, 360, 'jpg'). */
export function resizedImageUrl(path: string, width: number, height: number, format: ImageFormat = 'webp') {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}resize=${width}x${height}&format=${format}`;
}
