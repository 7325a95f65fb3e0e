import { z } from 'zod';
import { QUESTION_TYPES } from './lessons.ts';
import { ugcReplySchema } from './ugc.ts';

/**
 * The lesson builder's replies (GET, PUT, POST of /api/v2/lesson-builder/…): a lesson version with its slides,
 * questions and choices, and the 409 of a stale save. The request bodies and the rules of a lesson are in
 * lessons.ts.
 */

/**
 * What a Media slide shows, resolved by the server: a resource's asset (title, poster, playable URL) or an
 * uploaded image. available = false for a resource that has since been unpublished, expired or removed
 * (unavailable_reason says which): the slide keeps its place, the player shows it as unavailable.
 */
export const mediaDisplaySchema = z.object({
  source: z.enum(['resource', 'ugc']),
  title: z.string(),
  /** The resource's media type ('Video', …) or 'Image' for an upload. */
  media_type: z.string(),
  /** The asset's kind (video, audio, image, interactive, …) or 'image' for an upload. */
  kind: z.string(),
  poster_url: z.string().nullable(),
  /** The file to play or show (primary file, asset URL, or the upload's webp), when there is one. */
  media_url: z.string().nullable(),
  mime_type: z.string().nullable(),
  /** The resource page, for resources. */
  canonical_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  available: z.boolean(),
  unavailable_reason: z.enum(['unpublished', 'expired', 'removed']).nullable(),
});
export type MediaDisplay = z.infer<typeof mediaDisplaySchema>;

export const choiceSchema = z.object({ id: z.number().int(), text: z.string(), correct: z.boolean() });
export type Choice = z.infer<typeof choiceSchema>;

/** pk: the question of this version (POST /api/v2/questions/{pk}/results/…/answers/). order from 1. */
export const questionSchema = z.object({
  pk: z.number().int(),
  order: z.number().int(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  choices: z.array(choiceSchema),
});
export type Question = z.infer<typeof questionSchema>;

const slideReplyBase = { id: z.number().int(), order: z.number().int(), title: z.string() };
export const mediaSlideSchema = z.object({
  ...slideReplyBase,
  type: z.literal('Media'),
  description: z.string(),
  brand: z.string(),
  credits_link: z.string(),
  resource: z.number().int().nullable(),
  asset: z.string().nullable(),
  resource_guid: z.string().nullable(),
  ugc: ugcReplySchema.nullable(),
  ugc_guid: z.string().nullable(),
  media: mediaDisplaySchema.nullable(),
});
export const textSlideSchema = z.object({
  ...slideReplyBase,
  type: z.literal('Text'),
  description: z.string(),
});
export const questionSlideSchema = z.object({
  ...slideReplyBase,
  type: z.literal('Question'),
  description: z.string(),
  questions: z.array(questionSchema),
});
export const slideSchema = z.discriminatedUnion('type', [
  mediaSlideSchema,
  textSlideSchema,
  questionSlideSchema,
]);
export type MediaSlide = z.infer<typeof mediaSlideSchema>;
export type TextSlide = z.infer<typeof textSlideSchema>;
export type QuestionSlide = z.infer<typeof questionSlideSchema>;
export type Slide = z.infer<typeof slideSchema>;

/** GET/PUT/POST reply. title = name (spec 3 §3 Lesson names it title). version also in the ETag header. */
export const lessonSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  version: z.number().int(),
  date_created: z.string(),
  date_modified: z.string(),
  is_editable: z.boolean(),
  is_ilp: z.boolean(),
  preview_link: z.string(),
  slides: z.array(slideSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** 409 of a stale PUT (code 'conflict'): nothing was saved. */
export const lessonConflictSchema = z.object({
  code: z.literal('conflict'),
  message: z.string(),
  detail: z.string(),
  current_version: z.number().int(),
});
export type LessonConflict = z.infer<typeof lessonConflictSchema>;
