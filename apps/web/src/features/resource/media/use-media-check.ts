import { mediaCheckReplySchema } from '@lantern/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { FileCheck } from './media-check.ts';

/** The viewer's country does not change while they read, so an answer holds for the visit. */
const CHECK_FRESH_MS = 30 * 60 * 1000;

function mediaCheckPath(guid: string, url: string): string {
  return `/api/v2/media_check/${encodeURIComponent(guid)}/?${new URLSearchParams({ url })}`;
}

/**
 * GET /api/v2/media_check/{guid}/?url= for one georestricted file. A failed check is not retried: the player
 * falls back to the other files instead of keeping the reader waiting.
 */
export function mediaCheckQueryOptions(guid: string, url: string) {
  return queryOptions({
    queryKey: ['media-check', guid, url],
    queryFn: ({ signal }) => apiRequest(mediaCheckPath(guid, url), mediaCheckReplySchema, { signal }),
    retry: false,
    staleTime: CHECK_FRESH_MS,
  });
}

/** mediaCheckQueryOptions for each georestricted file of an asset, in parallel. */
export function useMediaChecks(guid: string, urls: readonly string[]): ReadonlyMap<string, FileCheck> {
  const results = useQueries({ queries: urls.map((url) => mediaCheckQueryOptions(guid, url)) });
  const checks = new Map<string, FileCheck>();
  urls.forEach((url, index) => {
    const result = results[index];
    if (!result || result.isPending) checks.set(url, { status: 'pending' });
    else if (result.isError) checks.set(url, { status: 'failed' });
    else if (result.data.url) checks.set(url, { status: 'allowed', url: result.data.url });
    else if (result.data.error) checks.set(url, { status: 'refused', error: result.data.error });
    else checks.set(url, { status: 'failed' });
  });
  return checks;
}
