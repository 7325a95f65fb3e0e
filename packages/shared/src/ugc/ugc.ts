import { UGC_ALLOWED_EXTENSIONS } from '../lessons/ugc.ts';

/**
 * Image uploads for lessons, beside the contract in ../lessons/ugc.ts (the reply, the accepted extensions,
 * the default size limit): a teacher sends one image as multipart, the server re-encodes it and answers its
 * guid and URLs. The images are served at /ugc/{guid}.webp and /ugc/{guid}.jpg
 * (docs/decisions/0030-lesson-image-uploads.md).
 */

/** The multipart field that carries the image. */
export const UGC_FILE_FIELD = 'file';

/** The types named in messages and in the upload control's help text. */
export const UGC_IMAGE_TYPES_TEXT = 'JPEG, PNG, WebP or GIF';

/** A larger image is scaled down to fit this many pixels on its longer side. */
export const UGC_MAX_DIMENSION = 2048;

/** Whether a file name ends in one of the accepted extensions, in any case (spec 1 §5: 'Photo.JPG' is fine). */
export function hasUgcImageExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (UGC_ALLOWED_EXTENSIONS as readonly string[]).includes(extension);
}
