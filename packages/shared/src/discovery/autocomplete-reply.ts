import type { z } from 'zod';
import * as zm from 'zod/mini';

/**
 * The header search's suggestions (GET /api/v2/search_autocomplete/, autocomplete.ts): limits and the reply, in
 * zod/mini and apart from the classic query schema, as the shell parses them on every page (docs/decisions/0027).
 */

/** Shorter text matches too much to be useful; the reply is then empty. */
export const AUTOCOMPLETE_MIN_LENGTH = 2;
export const AUTOCOMPLETE_DEFAULT_COUNT = 8;
export const AUTOCOMPLETE_MAX_COUNT = 20;

/** A standard (issue 23) is suggested by its code and a shortened statement; choosing it searches its code. */
export const AUTOCOMPLETE_OBJECT_TYPES = ['resource', 'collection', 'standard'] as const;

export const autocompleteSuggestionSchema = zm.object({
  title: zm.string(),
  object_type: zm.enum(AUTOCOMPLETE_OBJECT_TYPES),
  url: zm.string(),
  /** A standard's code (object_type standard): what choosing the suggestion searches for. */
  code: zm.optional(zm.string()),
});
export type AutocompleteSuggestion = z.infer<typeof autocompleteSuggestionSchema>;

export const autocompleteReplySchema = zm.object({ objects: zm.array(autocompleteSuggestionSchema) });
export type AutocompleteReply = z.infer<typeof autocompleteReplySchema>;
