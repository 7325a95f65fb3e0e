import {
  STUDENT_API,
  type StudentAssignmentsReply,
  studentAssignmentsReplySchema,
  studentResultViewSchema,
} from '@lantern/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { STUDENT_ASSIGNMENTS_QUERY_KEY, STUDENT_RESULT_QUERY_KEY } from './work-queries.ts';

/** GET /api/v2/student/assignments/ and then each `next` address (spec 1 §7), newest first. */
export function studentAssignmentsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: STUDENT_ASSIGNMENTS_QUERY_KEY,
    initialPageParam: STUDENT_API.assignments as string,
    queryFn: ({ pageParam, signal }) => apiRequest(pageParam, studentAssignmentsReplySchema, { signal }),
    getNextPageParam: (last: StudentAssignmentsReply) => last.next ?? undefined,
    // A student comes back here after working: show what changed.
    staleTime: 0,
  });
}
export function useStudentAssignments() {
  return useInfiniteQuery(studentAssignmentsQueryOptions());
}

/** The student's own result (GET /api/v2/student/results/{id}/): their answers, marks and comments. */
export function studentResultQueryOptions(resultId: number) {
  return queryOptions({
    queryKey: [...STUDENT_RESULT_QUERY_KEY, resultId],
    queryFn: ({ signal }) => apiRequest(STUDENT_API.result(resultId), studentResultViewSchema, { signal }),
    enabled: Number.isSafeInteger(resultId) && resultId > 0,
    staleTime: 0,
  });
}
export function useStudentResult(resultId: number) {
  return useQuery(studentResultQueryOptions(resultId));
}
