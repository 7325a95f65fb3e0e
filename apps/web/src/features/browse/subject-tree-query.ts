import { PAGE_SIZES, subjectTreeReplySchema } from '@lantern/shared';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/v2/expanded_subject_tree/ at the default depth (4), for the student experience when
 * `student` is set (the server then counts student content and leaves out Professional Development).
 * Kept apart from the browse page helpers: the header's Subjects menus use it on every page, and the
 * browse pages share its cache entry.
 */
export function useSubjectTree(student: boolean) {
  const params = new URLSearchParams({ max_depth: String(PAGE_SIZES.subjectTreeDepth) });
  if (student) params.set('student', 'true');
  return useQuery({
    queryKey: ['subject-tree', params.toString()],
    // Imported on call: the client is in the first load anyway, and a static import here made the
    // bundler split it into a chunk of its own (+0.2 KB gzipped on every page).
    queryFn: ({ signal }) =>
      import('../../lib/api-client.ts').then(({ apiRequest }) =>
        apiRequest(`/api/v2/expanded_subject_tree/?${params.toString()}`, subjectTreeReplySchema, { signal }),
      ),
    staleTime: 10 * 60_000,
  });
}
