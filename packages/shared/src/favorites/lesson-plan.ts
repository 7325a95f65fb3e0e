import { z } from 'zod';
import { RESOURCE_CODE_PATTERN } from '../catalog/import-format.ts';

/**
 * GET /api/v2/lesson_plan_html/{code}/ and GET /api/v2/lesson_plan_word/{code}/ (spec 3 §7, "shape not
 * shown"): printable exports of a resource that has lesson_data, with its overview, procedure, lesson
 * contents and credits.
 *
 * - HTML: a whole text/html page for printing, to open in a new tab. Editor-written HTML is sanitized.
 * - Word: a .docx attachment named `{code}-lesson-plan.docx`.
 *
 * Same availability as the resource detail: published and unexpired, or unpublished with is_preview=true
 * for admins. Errors are JSON: 404 for an unknown, expired or unpublished code and for a resource without
 * lesson_data; 403 for a student when the resource is not available to students.
 */

export const LESSON_PLAN_DOCX_MIME =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const lessonPlanFilename = (code: string) => `${code}-lesson-plan.docx`;

export const lessonPlanParamsSchema = z.object({
  code: z
    .string()
    .regex(
      RESOURCE_CODE_PATTERN,
      'Not a resource code: use 1 to 100 letters, digits, dots, dashes or underscores, such as sci-001.',
    ),
});

export const lessonPlanQuerySchema = z.object({
  /** Admins may export an unpublished resource with is_preview=true. */
  is_preview: z.enum(['true', 'false']).optional(),
});

/**
 * Where the resource page's print links point. These two calls need no API key (a link or a new tab
 * cannot send one); the session cookie still decides the preview and student rules.
 */
export const lessonPlanHtmlPath = (code: string) => `/api/v2/lesson_plan_html/${encodeURIComponent(code)}/`;
export const lessonPlanWordPath = (code: string) => `/api/v2/lesson_plan_word/${encodeURIComponent(code)}/`;
