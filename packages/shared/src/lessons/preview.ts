import { z } from 'zod';
import { assetSchema } from '../resource/assets.ts';
import { choiceSchema, mediaDisplaySchema } from './lesson-replies.ts';
import { QUESTION_TYPES } from './lessons.ts';
import { ESSAY_ANSWER_MAX_LENGTH } from './limits.ts';

/**
 * Preview (spec 3 §2 "Previews use separate preview endpoints", §7): the lesson's owner takes the lesson as a
 * student would, and nothing is written. The Assignment shape (spec 3 §3) is the one the player will read for
 * real assignments (assignments issue); a Media slide's `asset` is resolved (mediaDisplaySchema), and a video or audio also carries `media_asset`.
 *
 * - GET  /tools/api/v2/assignment/{code}/?preview=true   → previewAssignmentSchema (owner only, else 404)
 * - POST /tools/api/preview/result/   {activity, status: 'started', student_name} → previewResultSchema
 * - PUT  /tools/api/preview/result0/  {completed: true, status: 'completed'}      → previewResultSchema
 * - POST /api/v2/questions/{pk}/results/preview/answers/ {choice} or {input}     → answerReplySchema
 */

export const assignmentQuestionSchema = z.object({
  pk: z.number().int(),
  order: z.number().int(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  choices: z.array(choiceSchema),
  /** The student's answer; always null in a preview. */
  user_answer: z.unknown().nullable(),
});
const base = { id: z.number().int(), order: z.number().int(), title: z.string(), description: z.string() };
export const assignmentSlideSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('Media'),
    brand: z.string(),
    credits_link: z.string(),
    asset: mediaDisplaySchema.nullable(),
    /**
     * For a video or audio of the catalog that can play: the asset as the resource page presents it (renditions,
     * caption tracks, transcript_url, chapters), so the player shows the same media player (issue 21). Null
     * for anything else (images, interactives, uploads, unavailable resources).
     */
    media_asset: assetSchema.nullable().optional(),
  }),
  z.object({ ...base, type: z.literal('Text') }),
  z.object({ ...base, type: z.literal('Question'), questions: z.array(assignmentQuestionSchema) }),
]);
export type AssignmentSlide = z.infer<typeof assignmentSlideSchema>;

/** id: the lesson's id; result_id null (a preview has no result). */
export const previewAssignmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  code: z.string(),
  result_id: z.null(),
  is_ilp: z.boolean(),
  version: z.number().int(),
  slides: z.array(assignmentSlideSchema),
});
export type PreviewAssignment = z.infer<typeof previewAssignmentSchema>;

export const previewStartBodySchema = z.object({
  activity: z.string().max(500).optional(),
  status: z.literal('started').optional(),
  student_name: z.string().trim().max(100).optional(),
});
export const previewCompleteBodySchema = z.object({
  completed: z.literal(true).optional(),
  status: z.literal('completed').optional(),
});
/** The preview's stand-in result: id 0, never stored. */
export const previewResultSchema = z.object({
  id: z.literal(0),
  status: z.enum(['started', 'completed']),
  completed: z.boolean(),
  student_name: z.string(),
  preview: z.literal(true),
});
export type PreviewResult = z.infer<typeof previewResultSchema>;

/**
 * An answer: choice = a choice id (Multiple, True_false), or input = text (Fill, Short ≤ 250, Essay ≤ 3000).
 * correct: Multiple/True_false the choice is marked correct; Fill input matches an accepted answer
 * (normalizeFillAnswer); Short and Essay are not marked (null).
 */
export const answerBodySchema = z.object({
  choice: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  input: z.string().max(ESSAY_ANSWER_MAX_LENGTH).optional(),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** What the player's answer form says when Check answer finds nothing to send (spec 3 §5). */
export const ANSWER_FORM_MESSAGES = {
  choiceRequired: 'Choose an answer first.',
  inputRequired: 'Write your answer first.',
} as const;

/**
 * The player's answer form: a choice (Multiple, True_false) must be picked, a typed answer (Fill, Short,
 * Essay) must not be blank; what it sends is the answer body above, with its limits.
 */
export const answerFormSchema = z
  .object({ kind: z.enum(['choice', 'text']), choice: z.number().nullable(), input: z.string() })
  .superRefine((form, context) => {
    if (form.kind === 'choice' && form.choice === null)
      context.addIssue({ code: 'custom', path: ['choice'], message: ANSWER_FORM_MESSAGES.choiceRequired });
    if (form.kind === 'text' && form.input.trim() === '')
      context.addIssue({ code: 'custom', path: ['input'], message: ANSWER_FORM_MESSAGES.inputRequired });
  })
  .transform(
    (form): AnswerBody => (form.kind === 'choice' ? { choice: form.choice ?? 0 } : { input: form.input }),
  )
  .pipe(answerBodySchema);
export type AnswerForm = z.input<typeof answerFormSchema>;
export const answerReplySchema = z.object({
  correct: z.boolean().nullable(),
  input: z.string().nullable(),
  choice: z.number().int().nullable(),
});
export type AnswerReply = z.infer<typeof answerReplySchema>;
