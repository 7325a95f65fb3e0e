import {
  type ResourceDetail,
  type ResourceDetailReply,
  type ResourceErrorReply,
  resourceDetailReplySchema,
  resourceErrorReplySchema,
  resourceStandardsReplySchema,
  resourceViewTrackingReplySchema,
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

/**
 * GET /api/v2/lo/standards/r/{code}/ — loaded when the standards tab opens. `viewer` (signed in, station)
 * is part of the key: state standards depend on who asks.
 */
export function useResourceStandards(code: string, viewer: string) {
  return useQuery({
    queryKey: ['resource-standards', code, viewer],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v2/lo/standards/r/${encodeURIComponent(code)}/`, resourceStandardsReplySchema, {
        signal,
      }),
  });
}

/**
 * Records the view: the view count (once per session, the server decides) and the tracking call the
 * recommender reads (spec 1 §7). Failures are not the reader's concern, so they are dropped.
 */
export function useRecordView(resource: ResourceDetail) {
  // The query keeps one object per reply (structural sharing), so this runs once per resource shown.
  useEffect(() => {
    // A preview is a review, not a view: an unpublished resource has no count and is not recommended.
    if (resource.is_preview) return;
    const controller = new AbortController();
    const { signal } = controller;
    const code = resource.resource_code;
    apiRequest(`/resource/view-count/${encodeURIComponent(code)}/`, viewCountReplySchema, { signal }).catch(
      () => undefined,
    );
    apiRequest('/api/v2/tracking/resource-view/', resourceViewTrackingReplySchema, {
      method: 'POST',
      body: {
        resource_code: code,
        title: resource.title.slice(0, 300),
        root_subjects: resource.root_subjects.map((subject) => subject.title),
        grades: resource.grades,
      },
      signal,
    }).catch(() => undefined);
    return () => controller.abort();
  }, [resource]);
}
