import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

const MAX_RETRIES = 2;

/**
 * Whether a failed query is worth trying again: a 4xx reply (bad input, no permission, not found)
 * will fail the same way next time, so only network failures and 5xx replies are retried.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; a minute avoids refetching on every page change.
        staleTime: 60_000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      // Writes are not retried blindly: the server makes retried writes idempotent where it matters.
      mutations: { retry: false },
    },
  });
}
