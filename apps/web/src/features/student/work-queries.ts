import type { QueryClient } from '@tanstack/react-query';

/** The student's own lists, cached under these keys (the badge polls only every 90 s). */
export const NOT_STARTED_QUERY_KEY = ['student', 'assignments', 'count-not-started'] as const;
export const STUDENT_ASSIGNMENTS_QUERY_KEY = ['student', 'assignments'] as const;
export const STUDENT_RESULT_QUERY_KEY = ['student', 'result'] as const;

/**
 * After the student starts or finishes work in the player: the badge, the assignments list and the result views
 * are read again, so the badge is right at once instead of at its next poll.
 */
export function invalidateStudentWork(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [NOT_STARTED_QUERY_KEY, STUDENT_ASSIGNMENTS_QUERY_KEY, STUDENT_RESULT_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
