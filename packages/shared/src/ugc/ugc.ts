import { z } from 'zod';

/**
 * Image uploads for lessons (spec 3 §3 Media slides with `ugc` + `ugc_guid`, spec 3 §7 `POST /api/v2/ugc/`;
 * issue 17): a teacher sends one image as multipart, the server re-encodes it and answers its guid and
 * URLs. The images are served at /ugc/{guid}.webp and /ugc/{guid}.jpg (docs/decisions/0030-lesson-image-uploads.md).
 */

/** The multipart field that carries the image. */
export const UGC_FILE_FIELD = 'file';

/** File name extensions accepted, compared case-insensitively (spec 1 §5). */
export const UGC_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;

/** The types named in messages and in the upload control's help text. */
export const UGC_IMAGE_TYPES_TEXT = 'JPEG, PNG, WebP or GIF';

/** A larger image is scaled down to fit this many pixels on its longer side. */
export const UGC_MAX_DIMENSION = 2048;

/** Default size limit of one upload (UGC_MAX_BYTES on the server changes it). */
export const UGC_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** Whether a file name ends in one of the accepted extensions, in any case ('Photo.JPG' is fine). */
export function hasUgcImageExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (UGC_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** The reply of POST /api/v2/ugc/ (201). `url` is the default rendition (WebP); `jpg_url` is for the rest. */
export const ugcUploadReplySchema = z.object({
  ugc_guid: z.uuid(),
  url: z.string(),
  webp_url: z.string(),
  jpg_url: z.string(),
  /** The stored image's size in pixels (after any scaling down). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UgcUploadReply = z.infer<typeof ugcUploadReplySchema>;
