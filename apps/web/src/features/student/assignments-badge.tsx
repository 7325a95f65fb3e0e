import { countNotStartedReplySchema, STUDENT_API, TIMINGS } from '@lantern/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const NOT_STARTED_QUERY_KEY = ['student', 'assignments', 'count-not-started'] as const;

/** Assignments not started (spec 1 §7, spec 3): polled every 90 seconds while the page is open. */
export function useNotStartedCount() {
  return useQuery({
    queryKey: NOT_STARTED_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest(STUDENT_API.countNotStarted, countNotStartedReplySchema, { signal }),
    refetchInterval: TIMINGS.countPollMs,
    staleTime: 0,
  });
}

/**
 * The badge on the student's Assignments link: the count shown, and read as part of the link's name
 * ('Assignments, 3 not started'). Nothing while loading, on failure or at zero.
 */
export function AssignmentsBadge({ className }: { className?: string }) {
  const count = useNotStartedCount().data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <>
      <span className={className} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">, {count} not started</span>
    </>
  );
}
