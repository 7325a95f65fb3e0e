import { z } from 'zod';
import { GRADE_BANDS } from '../constants.ts';
import { studentGradeSchema } from '../search/index.ts';
import {
  HOMEPAGE_LIST_MAX,
  RECOMMENDATIONS_DEFAULT_COUNT,
  STUDENT_POPULAR_DEFAULT_COUNT,
} from './homepage.ts';

/**
 * Query and path parameters of the homepage calls (homepage.ts), in classic zod: only the server uses
 * them, and keeping them apart keeps classic zod out of the home route's first load (docs/decisions/0027).
 */

const flag = z.enum(['true', 'false']).optional();

export const homepageVisibilityQuerySchema = z.object({
  student: flag.describe('true: the student experience (student content only, no Lesson Plans)'),
  add_on: flag.describe('true: the add-on view (no Lesson Plans, no collections)'),
});
export type HomepageVisibilityQuery = z.infer<typeof homepageVisibilityQuerySchema>;

const organizationId = z
  .string()
  .max(20)
  .regex(/^[1-9][0-9]{0,14}$/, 'organizationId must be a station id: a whole number, for example 12.')
  .transform(Number);

export const organizationParamsSchema = z.object({ organizationId });

export const subjectCollectionsParamsSchema = z.object({
  subject: z
    .string()
    .max(100)
    .regex(
      /^([0-9]{1,9}|(?![0-9]+$)[a-z0-9]+(-[a-z0-9]+)*)$/,
      'subject must be a subject id (for example 8337) or a subject slug (for example science).',
    ),
});

export const heroImagesQuerySchema = z.object({
  student: flag.describe('true: the student home hero images'),
  organization_id: organizationId.optional().describe('A station: its hero images when it has any'),
});

const count = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(HOMEPAGE_LIST_MAX, `count must be at most ${HOMEPAGE_LIST_MAX}.`)
    .default(fallback);

export const studentPopularQuerySchema = z.object({
  grades: z.enum(GRADE_BANDS).optional().describe('The grade-gate band: only resources for it'),
  student_grade: studentGradeSchema
    .optional()
    .describe('The band the student web app adds (spec 2 §7): the same filter, when grades is not given'),
  count: count(STUDENT_POPULAR_DEFAULT_COUNT),
});
export type StudentPopularQuery = z.infer<typeof studentPopularQuerySchema>;

export const recommendationQuerySchema = z.object({
  student: flag,
  count: count(RECOMMENDATIONS_DEFAULT_COUNT),
});
export type RecommendationQuery = z.infer<typeof recommendationQuerySchema>;
