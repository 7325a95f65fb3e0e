import { z } from 'zod';

/**
 * Image uploads for lessons: `POST /api/v2/ugc/` (multipart, one image field; spec 3 §7, issue 17). Implemented by
 * the ugc module; the lesson builder only refers to an upload by its `ugc_guid`, and a Media slide may use only
 * the teacher's own uploads.
 */
export const UGC_ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export const UGC_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** 201 reply of the upload, and the `ugc` of a Media slide that uses an upload. */
export const ugcReplySchema = z.object({
  ugc_guid: z.string().uuid(),
  /** The image to show by default (the webp variant). */
  url: z.string(),
  webp_url: z.string(),
  jpg_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UgcReply = z.infer<typeof ugcReplySchema>;

export const ugcPaths = { upload: '/api/v2/ugc/' } as const;
