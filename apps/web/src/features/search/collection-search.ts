import { COLLECTION_RANK_BY, type FacetEntry, SEARCH_PAGE_SIZE } from '@lantern/shared';
import { hiddenMediaTypes } from '../../lib/experience-mode.ts';
import { type SearchMode, setModeParams } from './search-mode.ts';
import { type SearchState, searchStart, splitFacetParam } from './search-url.ts';

/**
 * Collections on the search page. /api/v2/search/ lists resources only; collections come from
 * /api/v2/search_collections/ with the same text and filters (spec 1 §7), and appear as the type
 * 'Collection' beside the resource types, counted by that call's meta.total ('Collection (12)').
 *
 * - No type chosen: the first few matching collections above the resources, with a link to all.
 * - Only Collection chosen (the homepage's 'See All Collections'): the results are collections, 10 a
 *   page like resources.
 * - Collection among other types: the preview above those types' resources.
 * - Other types only, or Collection left out: no collections.
 * The add-on never offers collections (spec 1 §6: hiddenMediaTypes).
 */

export const COLLECTION_FACET = 'media_type:Collection';
export const COLLECTION_PREVIEW_SIZE = 4;

export type CollectionView = 'none' | 'preview' | 'only';

const isTypeFacet = (facet: string) => facet.startsWith('media_type:');
/** Excluded values may be comma lists (media_type:Lesson Plan,Collection). */
const namesCollection = (facet: string) =>
  isTypeFacet(facet) && splitFacetParam(facet).value.split(',').includes('Collection');

export function collectionView(
  state: Pick<SearchState, 'selected' | 'excluded'>,
  mode: SearchMode,
): CollectionView {
  if (hiddenMediaTypes(mode).has('Collection') || state.excluded.some(namesCollection)) return 'none';
  const types = state.selected.filter(isTypeFacet);
  if (types.length === 0) return 'preview';
  if (!types.includes(COLLECTION_FACET)) return 'none';
  return types.length === 1 ? 'only' : 'preview';
}

/**
 * The query string of /api/v2/search_collections/, or null in the add-on. Type filters are left
 * out: they choose between collections and resource types, they do not narrow collections. A
 * collections-only view pages like resource results; otherwise the preview asks for the first few
 * (and its total counts the 'Collection' type).
 */
export function collectionSearchQuery(state: SearchState, mode: SearchMode): string | null {
  if (hiddenMediaTypes(mode).has('Collection')) return null;
  const only = collectionView(state, mode) === 'only';
  const params = new URLSearchParams({ q: state.q });
  for (const facet of state.selected.filter((f) => !isTypeFacet(f))) params.append('selected_facet', facet);
  for (const facet of state.excluded.filter((f) => !isTypeFacet(f))) params.append('excluded_facet', facet);
  if (only && state.rankBy && (COLLECTION_RANK_BY as readonly string[]).includes(state.rankBy)) {
    params.set('rank_by', state.rankBy);
  }
  params.set('start', String(only ? searchStart(state.page) : 0));
  params.set('count', String(only ? SEARCH_PAGE_SIZE : COLLECTION_PREVIEW_SIZE));
  setModeParams(params, mode);
  return params.toString();
}

/**
 * The state the resource search runs with: in the collections-only view, without the Collection type
 * (which holds no resources), so its facet counts still offer grades, subjects and the other types.
 */
export function resourceSearchState(state: SearchState, view: CollectionView): SearchState {
  if (view !== 'only') return state;
  return { ...state, selected: state.selected.filter((facet) => facet !== COLLECTION_FACET), page: 1 };
}

/**
 * The resource facets with 'Collection (total)' added among the types, in count order; none matching
 * leaves it out unless it is chosen (so it can still be unticked).
 */
export function withCollectionType(
  facets: Record<string, FacetEntry[]> | undefined,
  collectionTotal: number | undefined,
  chosen = false,
): Record<string, FacetEntry[]> | undefined {
  if (!facets || collectionTotal === undefined || (collectionTotal === 0 && !chosen)) return facets;
  const types = (facets.media_type ?? []).filter((entry) => entry.value !== 'Collection');
  const entry = { value: 'Collection', label: 'Collection', count: collectionTotal };
  const at = types.findIndex((type) => type.count < collectionTotal);
  return {
    ...facets,
    media_type: at === -1 ? [...types, entry] : [...types.slice(0, at), entry, ...types.slice(at)],
  };
}
