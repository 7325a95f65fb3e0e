import {
  type AssignmentStatus,
  assignmentDetailSchema,
  assignmentListReplySchema,
  assignmentResultSchema,
  type GradeBody,
  studentSubmissionSchema,
} from '@lantern/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { type ListView, listParams } from './view.ts';

/** The teacher's assignment and results calls (spec 3 §7; decisions 0040, 0041, 0043). */
export const ASSIGNMENTS_KEY = ['assignments'] as const;
const RESULTS_KEY = ['assignment-results'] as const;

const paths = {
  list: '/api/v2/assignments/',
  one: (code: string) => `/api/v2/assignments/${encodeURIComponent(code)}/`,
  duplicate: (code: string) => `/api/v2/assignments/${encodeURIComponent(code)}/duplicate-assignment/`,
  results: (code: string) => `/api/v2/assignments-results/${encodeURIComponent(code)}/`,
  submission: (code: string, resultId: number) =>
    `/api/v2/assignments-results/${encodeURIComponent(code)}/submissions/${resultId}/`,
};

/** Decision 0043: the results page asks again every 10 s while its tab is visible (TanStack Query pauses it hidden). */
export const RESULTS_REFRESH_MS = 10_000;

export function assignmentListQueryOptions(view: ListView, limit?: number) {
  const params = listParams(view, limit).toString();
  return queryOptions({
    queryKey: [...ASSIGNMENTS_KEY, 'list', params],
    queryFn: ({ signal }) => apiRequest(`${paths.list}?${params}`, assignmentListReplySchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
export function useAssignmentList(view: ListView, limit?: number) {
  return useQuery(assignmentListQueryOptions(view, limit));
}

/** Spec 2 §7 count probes: `?status=…&limit=1`, only `count` is read. */
export function assignmentCountQueryOptions(status: AssignmentStatus, enabled = true) {
  return queryOptions({
    queryKey: [...ASSIGNMENTS_KEY, 'count', status],
    queryFn: ({ signal }) =>
      apiRequest(`${paths.list}?status=${status}&limit=1`, assignmentListReplySchema, { signal }),
    select: (reply) => reply.count,
    enabled,
  });
}
export function useAssignmentCount(status: AssignmentStatus, enabled = true) {
  return useQuery(assignmentCountQueryOptions(status, enabled));
}

export function useDuplicateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(paths.duplicate(code), assignmentDetailSchema, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_KEY }),
  });
}

export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest(paths.one(code), z.unknown(), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_KEY }),
  });
}

export function assignmentResultsQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...RESULTS_KEY, code],
    queryFn: ({ signal }) => apiRequest(paths.results(code), assignmentResultSchema, { signal }),
    refetchInterval: RESULTS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
export function useAssignmentResults(code: string) {
  return useQuery(assignmentResultsQueryOptions(code));
}

export function submissionQueryOptions(code: string, resultId: number | null) {
  return queryOptions({
    queryKey: [...RESULTS_KEY, code, 'submission', resultId],
    queryFn: ({ signal }) =>
      apiRequest(paths.submission(code, resultId ?? 0), studentSubmissionSchema, { signal }),
    enabled: resultId !== null,
    refetchInterval: RESULTS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
export function useSubmission(code: string, resultId: number | null) {
  return useQuery(submissionQueryOptions(code, resultId));
}

/** Grading refreshes the results too: the score follows the grade. */
export function useGrade(code: string, resultId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: number; body: GradeBody }) =>
      apiRequest(
        `${paths.submission(code, resultId)}questions/${questionId}/grade/`,
        studentSubmissionSchema,
        {
          method: 'PUT',
          body,
        },
      ),
    onSuccess: (submission) =>
      queryClient.setQueryData(submissionQueryOptions(code, resultId).queryKey, submission),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: assignmentResultsQueryOptions(code).queryKey }),
  });
}

/** Resets a class's (or the quick-assign group's) results, or one student's. */
export function useResetResults(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roster, resultId }: { roster: string; resultId?: number }) => {
      const query = new URLSearchParams({ roster });
      if (resultId !== undefined) query.set('result', String(resultId));
      return apiRequest(`${paths.results(code)}?${query.toString()}`, z.unknown(), { method: 'DELETE' });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: assignmentResultsQueryOptions(code).queryKey }),
  });
}
