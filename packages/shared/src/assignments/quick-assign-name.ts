import { z } from 'zod';
import { resultStartBodySchema } from './player.ts';

/**
 * The name form an anonymous quick-assign student fills before starting (spec 3 "Anonymous students enter a name
 * and start"; decision 0044): the start call's own student_name rule (trimmed, 1–50 characters, no control
 * characters, its messages), required here because a visitor cannot start without it.
 */
export const quickAssignNameSchema = z.object({
  student_name: resultStartBodySchema.shape.student_name.unwrap(),
});
export type QuickAssignName = z.infer<typeof quickAssignNameSchema>;
