import {
  AUTOCOMPLETE_DEFAULT_COUNT,
  AUTOCOMPLETE_MAX_COUNT,
  AUTOCOMPLETE_MIN_LENGTH,
  type AutocompleteReply,
  SEARCH_Q_MAX_LENGTH,
  type SearchFilter,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { correctedText, type SearchCriteria, whereClause } from '../search/index.ts';
import { titleSuggestions, wordSuggestions } from './autocomplete.repo.ts';
import { STANDARD_SUGGESTIONS, standardSuggestions } from './standard-suggestions.repo.ts';

/** Letters and digits only: what the title words of migration 0016 are made of. */
const ONE_WORD = /^[\p{L}\p{N}]+$/u;

export interface AutocompleteParams {
  /** The text typed so far. */
  q: string;
  /** Student mode: only what a student's search shows (student_content:true). */
  student?: boolean;
  /** selected_facet / excluded_facet filters, already parsed and checked (as search takes them). */
  selected?: SearchFilter[];
  excluded?: SearchFilter[];
  /** How many suggestions (default AUTOCOMPLETE_DEFAULT_COUNT). */
  count?: number;
  /** A signed-in caller: state standards are suggested too (spec 2: visible only to signed-in users). */
  stateStandards?: boolean;
}

/** Collections are suggested unless the view excludes them (the add-on) or filters narrow the suggestions. */
function suggestCollections(params: AutocompleteParams, selected: SearchFilter[]): boolean {
  if (params.student || selected.length > 0) return false;
  const excludesCollections = (params.excluded ?? []).some(
    (filter) => filter.name === 'media_type' && filter.value === 'Collection',
  );
  return !excludesCollections;
}

async function suggestionsFor(orm: Orm, options: Parameters<typeof wordSuggestions>[1]) {
  // One word (the usual case while typing) goes through the title words, whose cost does not grow with the
  // titles sharing the word's trigrams.
  if (ONE_WORD.test(options.q)) {
    const rows = await wordSuggestions(orm, options);
    if (rows.length > 0) return rows;
    // A word they know nothing like, such as two swapped letters ('cliate'): its correction against the catalog's
    // words (in memory, search module) finds the word meant, where trigrams over whole titles find stray
    // resemblances, and costs a third of them.
    const corrected = await correctedText(orm, options.q);
    const fixed = corrected ? await wordSuggestions(orm, { ...options, q: corrected }) : [];
    if (fixed.length > 0) return fixed;
  }
  // Lower-cased matching is several times cheaper and fills the list for most text. When it finds too few
  // titles, the accent-insensitive matching answers instead (café finds Cafe, mexico finds México).
  let rows = await titleSuggestions(orm, { ...options, matching: 'lower' });
  if (rows.length < options.count) rows = await titleSuggestions(orm, { ...options, matching: 'unaccent' });
  return rows;
}

/**
 * Title suggestions for the search box. Resources follow the search visibility rules (published, not expired,
 * not a support material) and the same filters as /api/v2/search/; the benchmark calls this code path too.
 */
export async function searchAutocomplete(orm: Orm, params: AutocompleteParams): Promise<AutocompleteReply> {
  const q = params.q.replace(/\s+/g, ' ').trim().slice(0, SEARCH_Q_MAX_LENGTH);
  if (q.length < AUTOCOMPLETE_MIN_LENGTH) return { objects: [] };
  const selected = [...(params.selected ?? [])];
  if (params.student) selected.push({ name: 'student_content', value: 'true' });
  const criteria: SearchCriteria = {
    q: '',
    selected,
    excluded: params.excluded ?? [],
    collectionSlug: null,
    rankBy: 'relevance',
    start: 0,
    count: 0,
    facetBy: [],
  };
  const count = Math.min(Math.max(params.count ?? AUTOCOMPLETE_DEFAULT_COUNT, 1), AUTOCOMPLETE_MAX_COUNT);
  const options = {
    q,
    resourceWhere: whereClause(criteria),
    includeCollections: suggestCollections(params, params.selected ?? []),
    count,
  };
  let rows = await suggestionsFor(orm, options);
  // Nothing looks like the text: its misspelled words corrected against the catalog's words (search module; one
  // word was corrected above).
  if (rows.length === 0 && !ONE_WORD.test(q)) {
    const corrected = await correctedText(orm, q);
    if (corrected) rows = await suggestionsFor(orm, { ...options, q: corrected });
  }
  // Standards typed by code come first (decision 0049); titles fill the rest of the list.
  const standards = await standardSuggestions(
    orm,
    q,
    Math.min(STANDARD_SUGGESTIONS, count),
    params.stateStandards === true,
  );
  return {
    objects: [
      ...standards,
      ...rows.slice(0, count - standards.length).map((row) => ({
        title: row.title,
        object_type: row.object_type,
        url:
          row.object_type === 'collection'
            ? `/collection/${encodeURIComponent(row.key)}/`
            : `/resource/${encodeURIComponent(row.key)}/`,
      })),
    ],
  };
}
