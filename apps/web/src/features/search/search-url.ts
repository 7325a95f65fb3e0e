import {
  SEARCH_FACET_NAMES,
  SEARCH_PAGE_SIZE,
  SEARCH_RANK_BY,
  SEARCH_START_MAX,
  type SearchFacetName,
  type SearchRankBy,
} from '@lantern/shared';
import { type SearchMode, setModeParams } from './search-mode.ts';

export type { SearchMode };

/**
 * The search page keeps all its state in the address (so a search can be bookmarked, shared and
 * walked with back/forward): q, repeated selected_facet / excluded_facet (name:value), rank_by, page.
 * These pure helpers read that state, change it, and turn it into the /api/v2/search/ call of
 * spec 1 §7 (q always sent, start = 10 × (page − 1), the full facet_by list).
 */

export interface SearchState {
  q: string;
  selected: string[];
  excluded: string[];
  rankBy: SearchRankBy | null;
  page: number;
}

/** The last page a search can reach: the API refuses a start beyond SEARCH_START_MAX. */
export const LAST_REACHABLE_PAGE = Math.floor(SEARCH_START_MAX / SEARCH_PAGE_SIZE) + 1;

const isFacetParam = (value: string) => /^[a-z_]+:.+/.test(value);

function readPage(raw: string | null): number {
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, LAST_REACHABLE_PAGE);
}

export function readSearchState(params: URLSearchParams): SearchState {
  const rank = params.get('rank_by');
  return {
    q: params.get('q')?.trim() ?? '',
    selected: [...new Set(params.getAll('selected_facet').filter(isFacetParam))],
    excluded: [...new Set(params.getAll('excluded_facet').filter(isFacetParam))],
    rankBy: (SEARCH_RANK_BY as readonly string[]).includes(rank ?? '') ? (rank as SearchRankBy) : null,
    page: readPage(params.get('page')),
  };
}

export const facetParam = (name: string, value: string) => `${name}:${value}`;

export function splitFacetParam(param: string): { name: string; value: string } {
  const colon = param.indexOf(':');
  return { name: param.slice(0, colon), value: param.slice(colon + 1) };
}

/** The query string of GET /api/v2/search/ for a state, a page size and an offset. */
export function searchApiQuery(
  state: Pick<SearchState, 'q' | 'selected' | 'excluded' | 'rankBy'>,
  mode: SearchMode,
  { start, count, facets = true }: { start: number; count: number; facets?: boolean },
): string {
  const params = new URLSearchParams();
  params.set('q', state.q);
  for (const facet of state.selected) params.append('selected_facet', facet);
  for (const facet of state.excluded) params.append('excluded_facet', facet);
  if (state.rankBy) params.set('rank_by', state.rankBy);
  params.set('start', String(start));
  params.set('count', String(count));
  if (facets) params.set('facet_by', SEARCH_FACET_NAMES.join(','));
  setModeParams(params, mode);
  return params.toString();
}

export const searchStart = (page: number) => SEARCH_PAGE_SIZE * (page - 1);

export function pageCount(total: number): number {
  return Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), LAST_REACHABLE_PAGE);
}

/** A copy of the address with an edit applied; any change of filters or order goes back to page 1. */
function edited(params: URLSearchParams, edit: (next: URLSearchParams) => void, keepPage = false) {
  const next = new URLSearchParams(params);
  edit(next);
  if (!keepPage) next.delete('page');
  return next;
}

function replaceAll(params: URLSearchParams, key: string, values: string[]) {
  params.delete(key);
  for (const value of values) params.append(key, value);
}

/** Selects a facet value (and stops excluding it), or unselects it when it was selected. */
export function toggleSelected(params: URLSearchParams, facet: string): URLSearchParams {
  return edited(params, (next) => {
    const selected = next.getAll('selected_facet');
    replaceAll(
      next,
      'selected_facet',
      selected.includes(facet) ? selected.filter((f) => f !== facet) : [...selected, facet],
    );
    replaceAll(
      next,
      'excluded_facet',
      next.getAll('excluded_facet').filter((f) => f !== facet),
    );
  });
}

/** Excludes a facet value (and stops selecting it). */
export function excludeFacet(params: URLSearchParams, facet: string): URLSearchParams {
  return edited(params, (next) => {
    replaceAll(
      next,
      'selected_facet',
      next.getAll('selected_facet').filter((f) => f !== facet),
    );
    const excluded = next.getAll('excluded_facet');
    if (!excluded.includes(facet)) next.append('excluded_facet', facet);
  });
}

export function removeFacet(
  params: URLSearchParams,
  kind: 'selected' | 'excluded',
  facet: string,
): URLSearchParams {
  const key = kind === 'selected' ? 'selected_facet' : 'excluded_facet';
  return edited(params, (next) =>
    replaceAll(
      next,
      key,
      next.getAll(key).filter((f) => f !== facet),
    ),
  );
}

/** Removes every facet the user chose; a student's grade stays, because the grade gate chose it. */
export function clearFacets(params: URLSearchParams, keep: (facet: string) => boolean = () => false) {
  return edited(params, (next) => {
    replaceAll(next, 'selected_facet', next.getAll('selected_facet').filter(keep));
    next.delete('excluded_facet');
  });
}

export function withRankBy(params: URLSearchParams, rankBy: SearchRankBy | null): URLSearchParams {
  return edited(params, (next) => (rankBy ? next.set('rank_by', rankBy) : next.delete('rank_by')));
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  return edited(params, (next) => (page > 1 ? next.set('page', String(page)) : next.delete('page')), true);
}

/** Page numbers to offer around the current one: first, last and two either side, with gaps as null. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= last) pages.add(page);
  const sorted = [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const page of sorted) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && page - previous > 1) out.push(null);
    out.push(page);
  }
  return out;
}

export const isFacetName = (name: string): name is SearchFacetName =>
  (SEARCH_FACET_NAMES as readonly string[]).includes(name);

/** A result's link for the current mode: under /add-on/ in the add-on, with student=true for students. */
export function resultHref(url: string, mode: SearchMode): string {
  const path = mode.addOn && url.startsWith('/') && !url.startsWith('/add-on/') ? `/add-on${url}` : url;
  if (!mode.student) return path;
  return `${path}${path.includes('?') ? '&' : '?'}student=true`;
}
