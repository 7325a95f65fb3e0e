import { z } from 'zod';

/**
 * The name an anonymous quick-assign student types before starting (spec 3 "Quick assignment and player"): trimmed,
 * at most as long as the result's student_name (resultStartBodySchema), stored as typed text only.
 */
export const QUICK_ASSIGN_NAME_MAX_LENGTH = 100;
export const QUICK_ASSIGN_NAME_MESSAGES = {
  required: 'Please enter your name.',
  tooLong: `Your name can be at most ${QUICK_ASSIGN_NAME_MAX_LENGTH} characters.`,
} as const;

export const quickAssignNameSchema = z.object({
  student_name: z
    .string({ error: QUICK_ASSIGN_NAME_MESSAGES.required })
    .trim()
    .min(1, QUICK_ASSIGN_NAME_MESSAGES.required)
    .max(QUICK_ASSIGN_NAME_MAX_LENGTH, QUICK_ASSIGN_NAME_MESSAGES.tooLong),
});
export type QuickAssignName = z.infer<typeof quickAssignNameSchema>;
