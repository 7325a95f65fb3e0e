import { z } from 'zod';

/**
 * What a search reply says besides its results (issue 23, docs/decisions/0049-standard-codes.md): the standards
 * its query names by code, for the results header, and — when nothing matched — searches that do find something in
 * this catalog.
 */

/** A standard named by the query: its code, full statement and the attribution its framework's licence asks for. */
export const searchStandardSchema = z.object({
  identifier: z.string(),
  code: z.string(),
  statement: z.string(),
  framework: z.string(),
  /** The framework's copyright and licence notice (CCSS and NGSS require it wherever their text is shown). */
  attribution: z.string(),
  license_url: z.string().nullable(),
});
export type SearchStandard = z.infer<typeof searchStandardSchema>;

/** Searches that find something, computed from the catalog (and the audience) when a search finds nothing. */
export const searchSuggestionsSchema = z.object({
  /** A standard code with aligned resources. */
  standard_code: z.string().nullable(),
  /** Subjects with the most results: name and subject id (searched as a subject filter). */
  subjects: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
