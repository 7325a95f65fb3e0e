import {
  FAVORITES_PAGE_SIZE,
  type FavoritesSort,
  GRADE_BROWSE,
  RESOURCE_MEDIA_TYPES,
  TOP_SUBJECTS,
} from '@lantern/shared';

/**
 * The favorites page's address (/tools/favorites/?q=…&media_type=…&grades=…&subject=…&sort=…&page=…)
 * and the search-favorites call it makes. Pure, so both directions are unit-tested; the address holds
 * the whole state, so a reload, the back button and a shared link show the same list.
 */

export const FAVORITES_SORT_OPTIONS: readonly { value: FavoritesSort; label: string }[] = [
  { value: 'recent', label: 'Recently added' },
  { value: 'title', label: 'Title' },
];

/** The three filters of the page, their options, and the search facet each one sets. */
export const FAVORITES_FILTERS = [
  {
    param: 'media_type',
    label: 'Media type',
    options: RESOURCE_MEDIA_TYPES.map((type) => ({ value: type, label: type })),
  },
  {
    param: 'grades',
    label: 'Grade band',
    options: GRADE_BROWSE.map((grade) => ({ value: grade.bands[0], label: grade.label })),
  },
  {
    param: 'subject',
    label: 'Subject',
    options: TOP_SUBJECTS.map((subject) => ({ value: String(subject.id), label: subject.name })),
  },
] as const;
export type FavoritesFilterParam = (typeof FAVORITES_FILTERS)[number]['param'];

export interface FavoritesView {
  q: string;
  filters: Partial<Record<FavoritesFilterParam, string>>;
  sort: FavoritesSort;
  page: number;
}

/** Reads the page's state from its query; unknown values fall back to the default, never an error. */
export function readFavoritesView(search: string): FavoritesView {
  const params = new URLSearchParams(search);
  const filters: FavoritesView['filters'] = {};
  for (const filter of FAVORITES_FILTERS) {
    const value = params.get(filter.param);
    if (value && filter.options.some((option) => option.value === value)) filters[filter.param] = value;
  }
  const sort = params.get('sort') === 'title' ? 'title' : 'recent';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').trim(),
    filters,
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query of a changed view, keeping what else the address carries (student=true). */
export function favoritesViewSearch(current: string, view: FavoritesView): string {
  const params = new URLSearchParams(current);
  for (const key of ['q', 'sort', 'page', ...FAVORITES_FILTERS.map((filter) => filter.param)]) {
    params.delete(key);
  }
  if (view.q) params.set('q', view.q);
  for (const filter of FAVORITES_FILTERS) {
    const value = view.filters[filter.param];
    if (value) params.set(filter.param, value);
  }
  if (view.sort !== 'recent') params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/v2/lesson-builder/search-favorites/ parameters for a view. */
export function searchFavoritesParams(
  view: FavoritesView,
  { limit = FAVORITES_PAGE_SIZE, student = false }: { limit?: number; student?: boolean } = {},
): URLSearchParams {
  const params = new URLSearchParams({ q: view.q, limit: String(limit), object_type: 'resource' });
  params.set('offset', String((view.page - 1) * limit));
  params.set('sort', view.sort);
  if (student) params.set('student', 'true');
  // The filters offer fixed lists (FAVORITES_FILTERS), so the server need not count facets (costly for long lists).
  params.set('facet_by', '');
  for (const filter of FAVORITES_FILTERS) {
    const value = view.filters[filter.param];
    if (value) params.append('selected_facet', `${filter.param}:${value}`);
  }
  return params;
}

export const hasNarrowing = (view: FavoritesView) => view.q !== '' || Object.keys(view.filters).length > 0;
