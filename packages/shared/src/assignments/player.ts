import { z } from 'zod';

/**
 * The real player's result calls (spec 3 §4, §7; decision 0041): start, read, complete. Answers use the lessons
 * contract's answerBodySchema / answerReplySchema (the same shapes as the preview's).
 */

/** activity: the assignment's code, bare or as /tools/api/v2/activity/{code}/ (codes are unguessable). */
export const resultStartBodySchema = z.object({
  activity: z.string({ error: 'activity is required: the assignment code.' }).trim().min(1).max(500),
  status: z.literal('started').optional(),
  student_name: z.string().trim().max(100).optional(),
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
