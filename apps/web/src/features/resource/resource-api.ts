import {
  type ResourceDetail,
  type ResourceErrorReply,
  resourceErrorReplySchema,
  resourceStandardsReplySchema,
  resourceViewTrackingReplySchema,
  viewCountReplySchema,
} from '@lantern/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { type ResourceAddress, resourceApiPath } from './resource-load.ts';
import { resourceDetailQuery } from './resource-queries.ts';

/** The resource detail (or a redirect) for the page's address: usually started by the route loader already. */
export function useResourceDetail(address: ResourceAddress) {
  return useQuery({ ...resourceDetailQuery(resourceApiPath(address)), enabled: address.code !== '' });
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
export function resourceStandardsQueryOptions(code: string, viewer: string) {
  return queryOptions({
    queryKey: ['resource-standards', code, viewer],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v2/lo/standards/r/${encodeURIComponent(code)}/`, resourceStandardsReplySchema, {
        signal,
      }),
  });
}
export function useResourceStandards(code: string, viewer: string) {
  return useQuery(resourceStandardsQueryOptions(code, viewer));
}

/**
 * Records the view: the view count (once per session, the server decides) and the tracking call the
 * recommender reads (spec 1 §7). Failures are not the reader's concern, so they are dropped.
 */
export function useRecordView(resource: ResourceDetail) {
  // Only a new resource is a new view: the reply object also changes when a favorite is saved into it.
  const latest = useRef(resource);
  latest.current = resource;
  const { resource_code: code, is_preview: isPreview } = resource;
  useEffect(() => {
    // A preview is a review, not a view: an unpublished resource has no count and is not recommended.
    if (isPreview) return;
    const controller = new AbortController();
    const { signal } = controller;
    const { title, root_subjects: rootSubjects, grades } = latest.current;
    apiRequest(`/resource/view-count/${encodeURIComponent(code)}/`, viewCountReplySchema, { signal }).catch(
      () => undefined,
    );
    apiRequest('/api/v2/tracking/resource-view/', resourceViewTrackingReplySchema, {
      method: 'POST',
      body: {
        resource_code: code,
        title: title.slice(0, 300),
        root_subjects: rootSubjects.map((subject) => subject.title),
        grades,
      },
      signal,
    }).catch(() => undefined);
    return () => controller.abort();
  }, [code, isPreview]);
}
