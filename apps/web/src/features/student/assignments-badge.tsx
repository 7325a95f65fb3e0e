import { countNotStartedReplySchema, STUDENT_API, TIMINGS } from '@lantern/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotifications } from '../../app/shell-api.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { NOT_STARTED_QUERY_KEY } from './work-queries.ts';

export { NOT_STARTED_QUERY_KEY };

/** Assignments not started (spec 1 §7, spec 3): polled every 90 seconds while the page is open. */
export function notStartedCountQueryOptions() {
  return queryOptions({
    queryKey: NOT_STARTED_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest(STUDENT_API.countNotStarted, countNotStartedReplySchema, { signal }),
    refetchInterval: TIMINGS.countPollMs,
    staleTime: 0,
  });
}
export function useNotStartedCount() {
  return useQuery(notStartedCountQueryOptions());
}

/** The error time last told, across the places that show the badge: one toast per failed poll. */
let toldErrorAt = 0;

/**
 * A failed poll says so (spec 3 §8: the count poll's error shows its name and message): a toast titled with what
 * failed and the server's message, once per failure; the badge keeps its last count meanwhile.
 */
function useTellPollFailure(query: ReturnType<typeof useNotStartedCount>) {
  const { notify } = useNotifications();
  useEffect(() => {
    if (!query.error || query.errorUpdatedAt <= toldErrorAt) return;
    toldErrorAt = query.errorUpdatedAt;
    notify({
      tone: 'error',
      title: 'Could not check for new assignments',
      message: query.error.message,
    });
  }, [query.error, query.errorUpdatedAt, notify]);
}

/**
 * A signed-in student's Assignments link text with the badge: the count shown, and the link named
 * 'Assignments, 3 not started' (one hidden text, so no stray space lands before the comma). Just the label
 * while loading, on failure (which a toast reports) or at zero.
 */
export function AssignmentsLinkLabel({ label, badgeClassName }: { label: string; badgeClassName?: string }) {
  const query = useNotStartedCount();
  useTellPollFailure(query);
  const count = query.data?.count ?? 0;
  if (count <= 0) return label;
  return (
    <>
      <span aria-hidden="true">
        {label} <span className={badgeClassName}>{count}</span>
      </span>
      <span className="visually-hidden">
        {label}, {count} not started
      </span>
    </>
  );
}
