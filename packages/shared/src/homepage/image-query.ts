import { z } from 'zod';
import { ALLOWED_IMAGE_RESIZES, IMAGE_FORMATS } from './images.ts';

/** The `?resize=&format=` query (images.ts); classic zod, server only, so apart from the sizes the web uses (docs/decisions/0027). */
export const imageQuerySchema = z.object({
  resize: z
    .string()
    .max(20)
    .regex(
      /^[0-9]{1,4}x[0-9]{1,4}$/,
      `resize must be {width}x{height} in pixels, one of ${ALLOWED_IMAGE_RESIZES.join(', ')}.`,
    )
    .optional()
    .describe(`One of ${ALLOWED_IMAGE_RESIZES.join(', ')}`),
  format: z
    .string()
    .max(20)
    .optional()
    .describe(`One of ${IMAGE_FORMATS.join(', ')} (default webp)`),
});
export type ImageQuery = z.infer<typeof imageQuerySchema>;
