import { type AssignBody, assignReplySchema, rosterListReplySchema } from '@lantern/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** The assign modal's calls (spec 2 §7 tools/roster and tools/assign; decisions 0040, 0042). */
export const ASSIGN_CALLS = {
  /** Spec 3 §3 assign-modal types: google, lm, any. Lantern has no Google classes, so 'any'. */
  rosters: '/api/v2/tools/roster/?type=any',
  assign: '/api/v2/tools/assign/',
} as const;

export const ASSIGN_PAGES = {
  assignments: '/tools/assignments/',
  classes: '/tools/classes',
  print: (code: string) => `/tools/assign/print/${encodeURIComponent(code)}`,
  /** Where a student types nothing: the code is in the address (spec 3 §5). */
  student: (code: string) => `/student/code/${encodeURIComponent(code)}/`,
} as const;

/** Spec 2 §9: the review (step 4) shows this long after 'Success!'. */
export const ASSIGN_REVIEW_DELAY_MS = 500;

export function rostersQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['classes', 'rosters'],
    queryFn: ({ signal }) => apiRequest(ASSIGN_CALLS.rosters, rosterListReplySchema, { signal }),
    enabled,
    // The teacher may have made a class in the other tab: read the list again on each opening.
    staleTime: 0,
  });
}
export function useRosters(enabled: boolean) {
  return useQuery(rostersQueryOptions(enabled));
}

export function postAssign(body: AssignBody) {
  return apiRequest(ASSIGN_CALLS.assign, assignReplySchema, { method: 'POST', body });
}
