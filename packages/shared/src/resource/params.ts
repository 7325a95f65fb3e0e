import { z } from 'zod';
import { RESOURCE_CODE_PATTERN } from '../catalog/import-format.ts';

/**
 * Path and query parameters of the resource calls (spec 3 §7). A resource code is what the catalog's
 * check constraint allows: a letter or digit, then up to 99 letters, digits, '.', '_' or '-'.
 */

export const RESOURCE_CODE_MESSAGE =
  'A resource code is 1 to 100 letters, digits, dots, dashes or underscores, starting with a letter or digit (for example vtl07-la-ela-ph-sound).';

export const resourceCodeSchema = z.string().regex(RESOURCE_CODE_PATTERN, RESOURCE_CODE_MESSAGE);

export const resourceCodeParamsSchema = z.object({ code: resourceCodeSchema });
export type ResourceCodeParams = z.infer<typeof resourceCodeParamsSchema>;

const flag = z.enum(['true', 'false']).optional();

/**
 * GET /api/v2/resource/{code}/ query. `user_content_permission` is the spec's cookie passed as a
 * parameter; Lantern accepts it for the client's sake but decides every permission from the session
 * (docs/decisions/0012-cookies-as-query-parameters.md).
 */
export const resourceDetailQuerySchema = z.object({
  user_content_permission: z
    .string()
    .max(200)
    .optional()
    .describe('Accepted and ignored: permissions come from the session (decision 0012)'),
  student: flag.describe('true: the student view (teacher-only materials left out; 403 if not for students)'),
});
export type ResourceDetailQuery = z.infer<typeof resourceDetailQuerySchema>;

/** GET /api/v2/resource_preview/{code}/?is_preview=true — admins and the owner organization only. */
export const resourcePreviewQuerySchema = resourceDetailQuerySchema.extend({
  is_preview: z.literal('true', { error: 'is_preview must be true on the preview call.' }),
});
export type ResourcePreviewQuery = z.infer<typeof resourcePreviewQuerySchema>;

/** Station (organization) ids are positive whole numbers. */
export const standardsParamsSchema = z.object({
  code: resourceCodeSchema,
  organizationId: z
    .string()
    .max(20)
    .regex(/^[1-9][0-9]{0,14}$/, 'organizationId must be a station id: a whole number, for example 12.')
    .optional(),
});
export type StandardsParams = z.infer<typeof standardsParamsSchema>;
