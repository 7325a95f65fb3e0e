import { z } from 'zod';

/**
 * GET /api/v2/lesson-builder/unavailable-resources/ (issue 17: the picker "shows unavailable resources only when
 * asked, expired or unpublished marked"). Search answers only live resources, so the picker's 'Show unavailable
 * resources' asks this call for the lesson-scope resources that were published once and are now withdrawn or
 * expired — a teacher looking for something they used before learns why it is not there. Never-published drafts
 * are not shown. They cannot be added to a lesson: students would meet an unavailable slide.
 */
export const unavailableResourcesPath = '/api/v2/lesson-builder/unavailable-resources/';
export const UNAVAILABLE_RESOURCES_LIMIT_MAX = 20;
const limitMessage = `limit must be a whole number from 1 to ${UNAVAILABLE_RESOURCES_LIMIT_MAX}.`;
const offsetMessage = 'offset must be a whole number from 0 to 10000.';

export const unavailableResourcesQuerySchema = z.object({
  q: z.string().trim().max(200, 'The search text must be at most 200 characters.').optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(UNAVAILABLE_RESOURCES_LIMIT_MAX, limitMessage)
    .optional(),
  offset: z.coerce
    .number({ error: offsetMessage })
    .int(offsetMessage)
    .min(0, offsetMessage)
    .max(10_000, offsetMessage)
    .optional(),
});
export type UnavailableResourcesQuery = z.input<typeof unavailableResourcesQuerySchema>;

export const unavailableResourceSchema = z.object({
  resource_code: z.string(),
  title: z.string(),
  media_type: z.string(),
  /** unpublished: withdrawn from the library; expired: its rights ended on expiration_date. */
  reason: z.enum(['unpublished', 'expired']),
  expiration_date: z.string().nullable(),
});
export type UnavailableResource = z.infer<typeof unavailableResourceSchema>;

export const unavailableResourcesReplySchema = z.object({
  count: z.number().int(),
  objects: z.array(unavailableResourceSchema),
});
export type UnavailableResourcesReply = z.infer<typeof unavailableResourcesReplySchema>;
