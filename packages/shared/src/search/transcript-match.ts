import { z } from 'zod';

/**
 * Where a search result's words were spoken (issue 23, docs/decisions/0052-searchable-captions.md): the matching
 * caption line as plain-text parts, the matched words marked, and the cue's start. Clients render the parts as
 * text (never as HTML) and open the resource at `?t=<start_seconds>`.
 */
export const transcriptMatchSchema = z.object({
  start_seconds: z.number().int().min(0),
  excerpt: z.array(z.object({ text: z.string(), mark: z.boolean() })),
});
export type TranscriptMatch = z.infer<typeof transcriptMatchSchema>;
