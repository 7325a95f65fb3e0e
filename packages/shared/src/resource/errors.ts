import { z } from 'zod';
import { apiErrorSchema } from '../errors.ts';
import { searchCardSchema } from '../search/index.ts';

/**
 * Error reply of the resource detail calls (spec 3 §7, §8): the platform's error body (`code`, `message`,
 * `detail`) plus what the error page needs. `detail` is the sentence to show; the page picks its title
 * from `status` and `error.status`.
 *
 * | HTTP | error.status        | when                                                                  |
 * |------|---------------------|-----------------------------------------------------------------------|
 * | 400  | (validation_error)  | malformed code or query (the platform's validation reply, no `error`) |
 * | 404  | NOT_FOUND           | no resource has this code                                             |
 * | 404  | EXPIRED             | expiration_date is now or earlier (expiration_date is set)            |
 * | 404  | UNPUBLISHED         | unpublished, asked for outside preview                                |
 * | 403  | UNPUBLISHED         | preview call by someone who is neither admin nor of the owner organization |
 * | 401  | (unauthorized)      | preview call by a visitor: the platform's sign-in reply, no `error`   |
 * | 403  | NOT_FOR_STUDENTS    | student=true (or a student) and the resource is not for students      |
 */

export const RESOURCE_ERROR_STATUSES = ['NOT_FOUND', 'EXPIRED', 'UNPUBLISHED', 'NOT_FOR_STUDENTS'] as const;
export type ResourceErrorStatus = (typeof RESOURCE_ERROR_STATUSES)[number];

export const resourceErrorReplySchema = apiErrorSchema.extend({
  /** The HTTP status again, for the error page (?status=). */
  status: z.number().int(),
  error: z.object({
    resource_code: z.string(),
    status: z.enum(RESOURCE_ERROR_STATUSES),
    /** The resource's media type when it exists (the error page's resourceType), else null. */
    media_type: z.string().nullable(),
  }),
  /** Published, unexpired resources like this one (empty for unknown codes). */
  related_resources: z.array(searchCardSchema),
  /** ISO 8601; set for EXPIRED (the page shows it as MM/dd/yyyy), else null. */
  expiration_date: z.string().nullable(),
  /** The CMS change page, for admins only (else null). */
  admin_link: z.string().nullable(),
});
export type ResourceErrorReply = z.infer<typeof resourceErrorReplySchema>;

export function expiredDetail(expirationDate: string): string {
  const date = new Date(expirationDate);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `It looks like the resource you're trying to access expired on ${mm}/${dd}/${date.getUTCFullYear()} due to a limited license or other restrictions. Try a keyword search, or check out similar resources below.`;
}
