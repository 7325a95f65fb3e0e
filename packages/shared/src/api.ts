import type { z } from 'zod';
import * as zm from 'zod/mini';

/** Shared reply shapes of the platform calls (spec 1 §3, §7); zod/mini, as the shell parses them on every page (docs/decisions/0027). */

export const MESSAGE_TAGS = ['error', 'success', 'warning', 'info'] as const;

export const serverMessageSchema = zm.object({
  message: zm.string(),
  tags: zm._default(zm.enum(MESSAGE_TAGS), 'info'),
  show_in_modal: zm.boolean(),
});
export const serverMessagesReplySchema = zm.object({ results: zm.array(serverMessageSchema) });
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** The reply of a call that only confirms it was done (sign-out, deletions, …). */
export const okReplySchema = zm.object({ ok: zm.literal(true) });

export const healthReplySchema = zm.object({
  status: zm.enum(['ok', 'unavailable']),
  database: zm.enum(['pglite', 'postgres']),
  migration: zm.nullable(zm.string()),
});
