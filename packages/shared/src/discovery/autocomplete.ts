import { z } from 'zod';
import { searchQuerySchema } from '../search/index.ts';

/**
 * GET /api/v2/search_autocomplete/ (spec 1 §7): typo-tolerant title suggestions for the header search box.
 * It takes the same student flag and selected_facet / excluded_facet as /api/v2/search/, so a student or the
 * add-on view is only offered what its search would show. The client shows each title in quotes.
 */

/** Shorter text matches too much to be useful; the reply is then empty. */
export const AUTOCOMPLETE_MIN_LENGTH = 2;
export const AUTOCOMPLETE_DEFAULT_COUNT = 8;
export const AUTOCOMPLETE_MAX_COUNT = 20;

export const autocompleteQuerySchema = searchQuerySchema
  .pick({ q: true, selected_facet: true, excluded_facet: true, student: true, add_on: true })
  .extend({
    count: z.coerce.number().int().min(1).max(AUTOCOMPLETE_MAX_COUNT).optional(),
  });
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const AUTOCOMPLETE_OBJECT_TYPES = ['resource', 'collection'] as const;

export const autocompleteSuggestionSchema = z.object({
  title: z.string(),
  object_type: z.enum(AUTOCOMPLETE_OBJECT_TYPES),
  url: z.string(),
});
export type AutocompleteSuggestion = z.infer<typeof autocompleteSuggestionSchema>;

export const autocompleteReplySchema = z.object({ objects: z.array(autocompleteSuggestionSchema) });
export type AutocompleteReply = z.infer<typeof autocompleteReplySchema>;
