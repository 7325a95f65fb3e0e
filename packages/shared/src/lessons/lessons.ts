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

// ───────────── bodies (POST create, PUT replace); the replies: lesson-replies.ts ─────────────

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
