import { z } from 'zod';
import { LESSON_ERRORS } from './errors.ts';
import {
  BRAND_MAX_LENGTH,
  CHOICE_TEXT_MAX_LENGTH,
  CHOICES_PER_QUESTION_MAX,
  CREDITS_LINK_MAX_LENGTH,
  LESSON_DESCRIPTION_MAX_LENGTH,
  LESSON_NAME_MAX_LENGTH,
  LESSON_SLIDES_MAX,
  MEDIA_DESCRIPTION_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  QUESTIONS_PER_SLIDE_MAX,
  RICH_TEXT_MAX_LENGTH,
  SHORT_ANSWER_MAX_LENGTH,
  SLIDE_TITLE_MAX_LENGTH,
} from './limits.ts';
import { ugcReplySchema } from './ugc.ts';

/**
 * A lesson (spec 3 §2 "Lesson builder", §3 Slide types, Question; issue 17): name, code, description and slides
 * in order, each Media, Text or Question. Every save makes a new immutable version (decision 0028): slide ids,
 * question pks and choice ids are those of the version just saved, so a PUT may send them back (they are
 * ignored) and gets new ones in the reply. Unknown fields in bodies are ignored, so a client may send back
 * what it read.
 *
 * Rich text (Text and Question slide descriptions, question text) is sanitized on the server
 * (RICH_TEXT_ALLOWED_TAGS); the reply carries what was stored. Names, the lesson and Media descriptions,
 * brands and choices are plain text: show them as text, never as HTML.
 */

export const SLIDE_TYPES = ['Media', 'Text', 'Question'] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];
export const QUESTION_TYPES = ['Fill', 'Multiple', 'Short', 'True_false', 'Essay'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const MAX_ID = Number.MAX_SAFE_INTEGER;
const plain = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).optional().default('');
const rich = (max: number, message: string) => z.string({ error: message }).max(max, message);
const guid = z.string({ error: LESSON_ERRORS.guid }).uuid(LESSON_ERRORS.guid);
/** The credits page of a library resource (`/credits/{resource_code}`), the default credits link of its slide. */
const RESOURCE_CREDITS_PATH = /^\/credits\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
export const resourceCreditsPath = (resourceCode: string) => `/credits/${resourceCode}`;

const creditsLink = z
  .string({ error: LESSON_ERRORS.creditsLink })
  .trim()
  .max(CREDITS_LINK_MAX_LENGTH, LESSON_ERRORS.creditsLink)
  // An absolute link the teacher typed, or the resource's own credits page the server filled in (sent back
  // unchanged by every later save).
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || RESOURCE_CREDITS_PATH.test(value),
    LESSON_ERRORS.creditsLink,
  )
  .optional()
  .default('');
/** Ids a client may echo back from a reply; ignored on save. */
const echoedId = z.unknown().optional();

// ───────────── bodies (POST create, PUT replace) ─────────────

export const choiceInputSchema = z.object({
  id: echoedId,
  text: z
    .string({ error: LESSON_ERRORS.choiceTextEmpty })
    .trim()
    .min(1, LESSON_ERRORS.choiceTextEmpty)
    .max(CHOICE_TEXT_MAX_LENGTH, LESSON_ERRORS.choiceTextTooLong),
  correct: z.boolean().optional().default(false),
});
export type ChoiceInput = z.input<typeof choiceInputSchema>;

/**
 * Per type: Multiple 2+ choices, at least one correct; True_false exactly two, exactly one correct;
 * Fill 1+ choices, each an accepted answer (stored correct = true, at most 250 characters, matched with
 * normalizeFillAnswer); Short and Essay no choices.
 */
export const questionInputSchema = z
  .object({
    pk: echoedId,
    order: echoedId,
    text: rich(QUESTION_TEXT_MAX_LENGTH, LESSON_ERRORS.questionTextTooLong).refine(
      (value) => value.replace(/<[^>]*>/g, '').trim() !== '',
      LESSON_ERRORS.questionTextEmpty,
    ),
    type: z.enum(QUESTION_TYPES, { error: LESSON_ERRORS.questionType }),
    choices: z
      .array(choiceInputSchema)
      .max(CHOICES_PER_QUESTION_MAX, LESSON_ERRORS.choicesTooMany)
      .optional()
      .default([]),
  })
  .superRefine((question, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['choices'], message });
    const correct = question.choices.filter((choice) => choice.correct).length;
    switch (question.type) {
      case 'Multiple':
        if (question.choices.length < 2) fail(LESSON_ERRORS.multipleChoices);
        else if (correct < 1) fail(LESSON_ERRORS.needsCorrectChoice);
        break;
      case 'True_false':
        if (question.choices.length !== 2 || correct !== 1) fail(LESSON_ERRORS.trueFalseChoices);
        break;
      case 'Fill':
        if (question.choices.length < 1) fail(LESSON_ERRORS.fillNeedsAnswer);
        question.choices.forEach((choice, index) => {
          if (choice.text.length > SHORT_ANSWER_MAX_LENGTH) {
            ctx.addIssue({
              code: 'custom',
              path: ['choices', index, 'text'],
              message: LESSON_ERRORS.fillAnswerTooLong,
            });
          }
        });
        break;
      default:
        if (question.choices.length > 0) fail(LESSON_ERRORS.noChoices);
    }
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

const slideBase = {
  id: echoedId,
  order: echoedId,
  title: plain(SLIDE_TITLE_MAX_LENGTH, LESSON_ERRORS.slideTitleTooLong),
};

/** Either resource + asset + resource_guid (a resource whose scope includes lesson) or ugc_guid (your upload). */
export const mediaSlideInputSchema = z
  .object({
    ...slideBase,
    type: z.literal('Media'),
    description: plain(MEDIA_DESCRIPTION_MAX_LENGTH, LESSON_ERRORS.mediaDescriptionTooLong),
    brand: plain(BRAND_MAX_LENGTH, LESSON_ERRORS.brandTooLong),
    credits_link: creditsLink,
    resource: z
      .number({ error: LESSON_ERRORS.resourceId })
      .int(LESSON_ERRORS.resourceId)
      .positive(LESSON_ERRORS.resourceId)
      .max(MAX_ID, LESSON_ERRORS.resourceId)
      .nullish(),
    asset: guid.nullish(),
    resource_guid: guid.nullish(),
    /** The upload as a reply shows it; ignored on save (ugc_guid decides). */
    ugc: echoedId,
    ugc_guid: guid.nullish(),
    media: echoedId,
  })
  .superRefine((slide, ctx) => {
    const resourceParts = [slide.resource, slide.asset, slide.resource_guid].filter((part) => part != null);
    const hasUgc = slide.ugc_guid != null;
    const ok = hasUgc ? resourceParts.length === 0 : resourceParts.length === 3;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['non_field_errors'], message: LESSON_ERRORS.mediaSource });
  });

export const textSlideInputSchema = z.object({
  ...slideBase,
  type: z.literal('Text'),
  description: rich(RICH_TEXT_MAX_LENGTH, LESSON_ERRORS.richTextTooLong).optional().default(''),
});

export const questionSlideInputSchema = z.object({
  ...slideBase,
  type: z.literal('Question'),
  description: rich(RICH_TEXT_MAX_LENGTH, LESSON_ERRORS.richTextTooLong).optional().default(''),
  questions: z
    .array(questionInputSchema)
    .max(QUESTIONS_PER_SLIDE_MAX, LESSON_ERRORS.questionsTooMany)
    .optional()
    .default([]),
});

export const slideInputSchema = z.discriminatedUnion(
  'type',
  [mediaSlideInputSchema, textSlideInputSchema, questionSlideInputSchema],
  { error: LESSON_ERRORS.slideType },
);
export type SlideInput = z.input<typeof slideInputSchema>;
export type SlideData = z.output<typeof slideInputSchema>;

const lessonFields = {
  name: z
    .string({ error: LESSON_ERRORS.nameEmpty })
    .trim()
    .min(1, LESSON_ERRORS.nameEmpty)
    .max(LESSON_NAME_MAX_LENGTH, LESSON_ERRORS.nameTooLong),
  description: plain(LESSON_DESCRIPTION_MAX_LENGTH, LESSON_ERRORS.descriptionTooLong),
  slides: z
    .array(slideInputSchema, { error: LESSON_ERRORS.slidesNotList })
    .max(LESSON_SLIDES_MAX, LESSON_ERRORS.slidesTooMany)
    .optional()
    .default([]),
};

/** POST /api/v2/lesson-builder/ → 201 with the lesson (version 1). */
export const lessonCreateBodySchema = z.object(lessonFields);
export type LessonCreateBody = z.input<typeof lessonCreateBodySchema>;
export type LessonSaveData = z.output<typeof lessonCreateBodySchema>;

/**
 * PUT /api/v2/lesson-builder/{code}/ replaces the whole lesson. `version` is the version the edit started from
 * (or send If-Match: "3"; with both, they must agree). Not the current version → 409 with `current_version`
 * and nothing saved. → 200 with the lesson at its new version (also in the ETag header).
 */
export const lessonUpdateBodySchema = z.object({
  ...lessonFields,
  version: z
    .number({ error: LESSON_ERRORS.versionBad })
    .int(LESSON_ERRORS.versionBad)
    .positive(LESSON_ERRORS.versionBad)
    .max(MAX_ID, LESSON_ERRORS.versionBad)
    .optional(),
});
export type LessonUpdateBody = z.input<typeof lessonUpdateBodySchema>;

// ───────────── replies ─────────────

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
