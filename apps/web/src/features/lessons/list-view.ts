import {
  LESSON_DEFAULT_ORDERING,
  LESSON_LIST_PAGE_SIZE,
  LESSON_ORDERINGS,
  type LessonOrdering,
} from '@lantern/shared';

export interface LessonListView {
  q: string;
  ordering: LessonOrdering;
  page: number;
}

export function lessonListParams(view: LessonListView, limit = LESSON_LIST_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams({
    limit: String(limit),
    offset: String((Math.max(1, view.page) - 1) * limit),
    ordering: view.ordering,
  });
  if (view.q.trim()) params.set('q', view.q.trim());
  return params;
}

/** The lesson list's search, sort and page live in the address (?q=&ordering=&page=), so Back and links keep them. */
export const LESSON_SORT_OPTIONS: readonly { value: LessonOrdering; label: string }[] = [
  { value: '-date_modified', label: 'Last edited' },
  { value: '-date_created', label: 'Newest' },
  { value: 'date_created', label: 'Oldest' },
  { value: 'name', label: 'Name (A to Z)' },
  { value: '-name', label: 'Name (Z to A)' },
];

export function readLessonListView(search: string): LessonListView {
  const params = new URLSearchParams(search);
  const ordering = params.get('ordering');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').trim(),
    ordering: LESSON_ORDERINGS.find((value) => value === ordering) ?? LESSON_DEFAULT_ORDERING,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function lessonListSearch(current: string, view: LessonListView): string {
  const params = new URLSearchParams(current);
  for (const key of ['q', 'ordering', 'page']) params.delete(key);
  if (view.q) params.set('q', view.q);
  if (view.ordering !== LESSON_DEFAULT_ORDERING) params.set('ordering', view.ordering);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
