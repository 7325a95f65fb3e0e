/**
 * Resized images (spec 1 §9, spec 3 §3): every image path the API gives (posters, ad images, hero images,
 * media images, all under /media/) can be asked for at a size and in a format by adding
 * `?resize={w}x{h}&format=webp|jpg`. Without `resize` the image keeps its size; without `format` it is
 * webp. The image is scaled to cover the box and centre-cropped, so the reply is exactly w × h.
 * Browsers that cannot show webp (spec: IE, Edge, Safari) ask for jpg.
 */

export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * The only sizes the server renders, and so the only ones the app asks for: card and carousel sizes
 * of spec 1 §9 (collection 210 × 280; featured and recommendation 240 × 410), posters and ad images
 * (640 × 360, small 320 × 180) and the hero (1920 × 600). Any other size is refused, so a caller
 * cannot make the server render and keep thousands of sizes of every image.
 */
export const IMAGE_SIZES = {
  collectionCard: { width: 210, height: 280 },
  featuredCard: { width: 240, height: 410 },
  poster16x9: { width: 640, height: 360 },
  posterSmall16x9: { width: 320, height: 180 },
  hero: { width: 1920, height: 600 },
} as const;

/** IMAGE_SIZES as the `resize` values the server accepts, e.g. '640x360'. */
export const ALLOWED_IMAGE_RESIZES: readonly string[] = Object.values(IMAGE_SIZES).map(
  ({ width, height }) => `${width}x${height}`,
);

export type ImageSizeCheck = { ok: true; width: number; height: number } | { ok: false; message: string };

/** Checks a `{w}x{h}` value against the offered sizes; the message lists them. */
export function parseImageSize(value: string): ImageSizeCheck {
  const offered = `Ask for one of ${ALLOWED_IMAGE_RESIZES.join(', ')}, or leave resize out for the image's own size.`;
  const match = /^([0-9]{1,4})x([0-9]{1,4})$/.exec(value);
  if (!match) return { ok: false, message: `resize must be {width}x{height}. ${offered}` };
  if (!ALLOWED_IMAGE_RESIZES.includes(value)) {
    return { ok: false, message: `resize ${value} is not offered. ${offered}` };
  }
  return { ok: true, width: Number(match[1]), height: Number(match[2]) };
}

/** The address of an image at a size and format, e.g. resizedImageUrl('/media/posters/a.webp', 640, 360, 'jpg'). */
export function resizedImageUrl(path: string, width: number, height: number, format: ImageFormat = 'webp') {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}resize=${width}x${height}&format=${format}`;
}
