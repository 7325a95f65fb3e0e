import { z } from 'zod';
import { searchQuerySchema } from '../search/index.ts';
import { AUTOCOMPLETE_MAX_COUNT } from './autocomplete-reply.ts';

/**
 * GET /api/v2/search_autocomplete/ (spec 1 §7): typo-tolerant title suggestions for the header search box.
 * It takes the same student flag and selected_facet / excluded_facet as /api/v2/search/, so a student or the
 * add-on view is only offered what its search would show. The client shows each title in quotes.
 */

export const autocompleteQuerySchema = searchQuerySchema
  .pick({
    q: true,
    selected_facet: true,
    excluded_facet: true,
    student: true,
    add_on: true,
    student_grade: true,
  })
  .extend({
    count: z.coerce.number().int().min(1).max(AUTOCOMPLETE_MAX_COUNT).optional(),
  });
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;
