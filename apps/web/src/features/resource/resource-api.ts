import {
  type ResourceDetailReply,
  type ResourceErrorReply,
  resourceDetailReplySchema,
  resourceErrorReplySchema,
  resourceStandardsReplySchema,
  viewCountReplySchema,
} from '@lantern/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { type ResourceAddress, resourceApiPath } from './resource-load.ts';

/** The resource detail (or a redirect) for the page's address; errors are not retried (they navigate). */
export function useResourceDetail(address: ResourceAddress) {
  const path = resourceApiPath(address);
  return useQuery<ResourceDetailReply, Error>({
    queryKey: ['resource', path],
    queryFn: ({ signal }) => apiRequest(path, resourceDetailReplySchema, { signal }),
    enabled: address.code !== '',
    retry: (count, error) => !(error instanceof ApiRequestError) && count < 2,
  });
}

/** The resource calls' error body, when the failure carried one. */
export function resourceErrorReply(error: Error): ResourceErrorReply | null {
  if (!(error instanceof ApiRequestError)) return null;
  const parsed = resourceErrorReplySchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** GET /api/v2/lo/standards/r/{code}/ — loaded when the standards tab opens. */
export function useResourceStandards(code: string) {
  return useQuery({
    queryKey: ['resource-standards', code],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v2/lo/standards/r/${encodeURIComponent(code)}/`, resourceStandardsReplySchema, {
        signal,
      }),
  });
}

/** Counts this page view once per session (the server decides); failures are not the reader's concern. */
export function useViewCount(code: string | null) {
  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    apiRequest(`/resource/view-count/${encodeURIComponent(code)}/`, viewCountReplySchema, {
      signal: controller.signal,
    }).catch(() => undefined);
    return () => controller.abort();
  }, [code]);
}
