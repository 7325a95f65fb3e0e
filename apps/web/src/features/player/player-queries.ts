import type { QueryClient } from '@tanstack/react-query';
import { fetchPlayerAssignment, readResult } from './player-api.ts';

/** `?result_id=` as the player reads it: a positive whole number, else none. */
export function resultIdParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The assignment call of the player (with result `resultId`'s answers): read once per page, never retried. */
export const playerAssignmentQuery = (code: string, resultId: number | null) => ({
  queryKey: ['player', 'assignment', code, resultId] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPlayerAssignment(code, resultId, signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** A result the player continues (the one the assignment call names). */
export const playerResultQuery = (id: number) => ({
  queryKey: ['player', 'result', id] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => readResult(id, signal),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/**
 * Starts the player's calls while its code loads (the route's loader, docs/decisions/0056), so the first screen
 * waits for the slowest of them, not for each in a row: the assignment, and with ?result_id= (a reload, or a
 * visitor coming back) that result, which the assignment call then names. The page reads the same queries and
 * reports failures.
 */
export function prefetchPlayer(queryClient: QueryClient, url: URL, code: string): void {
  const resultId = resultIdParam(url.searchParams.get('result_id'));
  void queryClient.prefetchQuery(playerAssignmentQuery(code, resultId));
  if (resultId !== null) void queryClient.prefetchQuery(playerResultQuery(resultId));
}
