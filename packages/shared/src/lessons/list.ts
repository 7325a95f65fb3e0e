import { z } from 'zod';
import { LESSON_ERRORS } from './errors.ts';
import { LESSON_CODE_PATTERN, LESSON_LIST_LIMIT_MAX, LESSON_SEARCH_MAX_LENGTH } from './limits.ts';

/** ordering of GET /api/v2/lesson-builder/ ('-' = descending); default -date_modified (last edited first). */
export const LESSON_ORDERINGS = [
  'name',
  '-name',
  'date_created',
  '-date_created',
  'date_modified',
  '-date_modified',
] as const;
export type LessonOrdering = (typeof LESSON_ORDERINGS)[number];
export const LESSON_DEFAULT_ORDERING: LessonOrdering = '-date_modified';

/** GET /api/v2/lesson-builder/?limit&offset&q&ordering — q matches the name (case- and accent-insensitive). */
export const lessonListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LESSON_LIST_LIMIT_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  q: z.string().trim().max(LESSON_SEARCH_MAX_LENGTH).optional(),
  ordering: z.enum(LESSON_ORDERINGS).optional(),
});
export type LessonListQuery = z.input<typeof lessonListQuerySchema>;

/**
 * One lesson of the list (spec 3 §2 name, code, date_created, is_editable; §3 Lesson id, title, code,
 * assigned, date_created, is_ilp, preview_link). assigned: when it was last assigned (null until the
 * assignments issue assigns lessons); is_ilp: false (Lantern lessons are not ILP activities); is_editable: true
 * for the owner (the only one who sees the list).
 */
export const lessonListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  date_created: z.string(),
  date_modified: z.string(),
  is_editable: z.boolean(),
  assigned: z.string().nullable(),
  is_ilp: z.boolean(),
  preview_link: z.string(),
  slide_count: z.number().int(),
  version: z.number().int(),
});
export type LessonListItem = z.infer<typeof lessonListItemSchema>;

/** next/previous: the same call for the neighbouring pages (path and query), or null. */
export const lessonListReplySchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(lessonListItemSchema),
});
export type LessonListReply = z.infer<typeof lessonListReplySchema>;

/** {code} of the lesson calls: a malformed code answers 400 with LESSON_ERRORS.codeMalformed. */
export const lessonCodeParamsSchema = z.object({
  code: z.string().regex(LESSON_CODE_PATTERN, LESSON_ERRORS.codeMalformed),
});

/** Spec 3 §3 Lesson preview_link: the builder's preview page. */
export const lessonPreviewLink = (code: string) => `/tools/lessonbuilder/preview/${code}/`;

export const lessonPaths = {
  list: '/api/v2/lesson-builder/',
  create: '/api/v2/lesson-builder/',
  lesson: (code: string) => `/api/v2/lesson-builder/${code}/`,
  /** Lantern's design (decision 0028): 201 with the copy 'copy of {title}', new code and slides, yours. */
  copy: (code: string) => `/api/v2/lesson-builder/${code}/copy/`,
  previewAssignment: (code: string) => `/tools/api/v2/assignment/${code}/?preview=true`,
  previewStart: '/tools/api/preview/result/',
  previewComplete: '/tools/api/preview/result0/',
  previewAnswer: (questionPk: number) => `/api/v2/questions/${questionPk}/results/preview/answers/`,
} as const;
