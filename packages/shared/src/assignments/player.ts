import { z } from 'zod';
import { assignmentQuestionSchema, assignmentSlideSchema } from '../lessons/index.ts';
import { ANONYMOUS_NAME_MAX_LENGTH, STUDENT_MESSAGES } from '../student/rules.ts';

/**
 * The real player's result calls (spec 3 §4, §7; decision 0041): start, read, complete. Answers use the lessons
 * contract's answerBodySchema / answerReplySchema (the same shapes as the preview's).
 */

/**
 * activity: the assignment's code, bare or as /tools/api/v2/activity/{code}/ (codes are unguessable).
 * student_name: an anonymous quick-assign student's name (required for visitors, ignored for signed-in students):
 * trimmed, 1–50 characters, plain text without control characters (decision 0044).
 */
export const resultStartBodySchema = z.object({
  activity: z.string({ error: 'activity is required: the assignment code.' }).trim().min(1).max(500),
  status: z.literal('started').optional(),
  student_name: z
    .string({ error: STUDENT_MESSAGES.nameRequired })
    .trim()
    .min(1, STUDENT_MESSAGES.nameRequired)
    .max(ANONYMOUS_NAME_MAX_LENGTH, STUDENT_MESSAGES.nameTooLong)
    .refine((name) => !/[\p{Cc}\u2028\u2029]/u.test(name), STUDENT_MESSAGES.nameControlCharacters)
    .optional(),
});
export type ResultStartBody = z.input<typeof resultStartBodySchema>;

export const resultCompleteBodySchema = z.object({
  completed: z.literal(true).optional(),
  status: z.literal('completed').optional(),
});

export const resultIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The result id is a positive whole number.' })
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

export const playerResultSchema = z.object({
  id: z.number().int(),
  activity: z.string(),
  status: z.enum(['started', 'completed']),
  completed: z.boolean(),
  student_name: z.string(),
  date_created: z.string(),
  date_completed: z.string().nullable(),
});
export type PlayerResult = z.infer<typeof playerResultSchema>;

// ── GET /tools/api/v2/assignment/{code}/ for a real assignment ─────────────────────────────────

/** The student's stored answer (null before answering). */
export const userAnswerSchema = z.object({
  choice: z.number().int().nullable(),
  input: z.string().nullable(),
  correct: z.boolean().nullable(),
});

/**
 * A question as a student gets it: choices without `correct`, and a Fill question's accepted answers never sent
 * (they are the answers). The preview (the owner's) keeps them.
 */
const playerQuestionSchema = assignmentQuestionSchema.extend({
  choices: z.array(z.object({ id: z.number().int(), text: z.string() })),
  user_answer: userAnswerSchema.nullable(),
});
const [mediaSlideSchema, textSlideSchema] = assignmentSlideSchema.options;
export const playerSlideSchema = z.discriminatedUnion('type', [
  mediaSlideSchema,
  textSlideSchema,
  z.object({
    id: z.number().int(),
    order: z.number().int(),
    title: z.string(),
    description: z.string(),
    type: z.literal('Question'),
    questions: z.array(playerQuestionSchema),
  }),
]);

/** Spec 3 §3 Assignment: id (the assignment's), name, description, code, result_id, is_ilp, slides. */
export const playerAssignmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  code: z.string(),
  result_id: z.number().int().nullable(),
  is_ilp: z.boolean(),
  version: z.number().int(),
  slides: z.array(playerSlideSchema),
});
export type PlayerAssignment = z.infer<typeof playerAssignmentSchema>;
