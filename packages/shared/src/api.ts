import { z } from 'zod';

/** Shared reply shapes of the platform calls (spec 1 §3, §7). */

export const MESSAGE_TAGS = ['error', 'success', 'warning', 'info'] as const;

export const serverMessageSchema = z.object({
  message: z.string(),
  tags: z.enum(MESSAGE_TAGS).default('info'),
  show_in_modal: z.boolean(),
});
export const serverMessagesReplySchema = z.object({ results: z.array(serverMessageSchema) });
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** The reply of a call that only confirms it was done (sign-out, deletions, …). */
export const okReplySchema = z.object({ ok: z.literal(true) });

export const healthReplySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  migration: z.string().nullable(),
});
