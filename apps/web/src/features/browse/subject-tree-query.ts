import { PAGE_SIZES } from '@lantern/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/v2/expanded_subject_tree/ at the default depth (4), for the student experience when
 * `student` is set (the server then counts student content and leaves out Professional Development).
 * Kept apart from the browse page helpers: the header's Subjects menus use it on every page, and the
 * browse pages share its cache entry.
 */
export function subjectTreeQueryOptions(student: boolean) {
  const params = new URLSearchParams({ max_depth: String(PAGE_SIZES.subjectTreeDepth) });
  if (student) params.set('student', 'true');
  const query = params.toString();
  return queryOptions({
    queryKey: ['subject-tree', query],
    // The fetcher and the reply's schema load on first call, not with every page's first load
    // (the home route's script budget).
    queryFn: ({ signal }) =>
      import('./subject-tree-fetch.ts').then(({ fetchSubjectTree }) => fetchSubjectTree(query, signal)),
    staleTime: 10 * 60_000,
  });
}
export function useSubjectTree(student: boolean) {
  return useQuery(subjectTreeQueryOptions(student));
}
