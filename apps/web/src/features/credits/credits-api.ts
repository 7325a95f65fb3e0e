import { resourceDetailReplySchema, resourceErrorReplySchema } from '@lantern/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { type ErrorPageState, errorPageHref } from '../../lib/error-navigation.ts';

/** The resource detail (GET /api/v2/resource/{code}/) holds the group's credits: attributions and assets. */
export function resourceCreditsQueryOptions(code: string, student: boolean) {
  const query = student ? '?student=true' : '';
  return queryOptions({
    queryKey: ['resource-credits', code, student],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v2/resource/${encodeURIComponent(code)}/${query}`, resourceDetailReplySchema, {
        signal,
      }),
    enabled: code !== '',
  });
}
export function useResourceCredits(code: string, student: boolean) {
  return useQuery(resourceCreditsQueryOptions(code, student));
}

/**
 * Where a failed load sends the reader (spec 3 §4 "Resource load"): the error page with the status, and
 * for unpublished or expired resources what it needs to say so. Network and server failures stay here.
 */
export function creditsErrorDestination(
  error: unknown,
  here: string,
): { href: string; state?: ErrorPageState } | null {
  if (!(error instanceof ApiRequestError)) return null;
  const reply = resourceErrorReplySchema.safeParse(error.body);
  const kind = reply.success ? reply.data.error.status : null;
  if (error.status === 401) return { href: errorPageHref({ status: 401, next: here }) };
  if (error.status === 403) {
    return {
      href: errorPageHref({ status: 403, customErrorMessage: reply.success ? reply.data.detail : undefined }),
    };
  }
  if (error.status === 404 && kind === 'EXPIRED' && reply.data?.expiration_date) {
    return {
      href: errorPageHref({ status: 404 }),
      state: { errorStatus: 'expired', expirationDate: reply.data.expiration_date, resourceType: 'resource' },
    };
  }
  if (error.status === 404 && kind === 'UNPUBLISHED') {
    return {
      href: errorPageHref({ status: 404 }),
      state: { errorStatus: 'unpublished', resourceType: 'resource' },
    };
  }
  if (error.status === 404 || error.status === 400) return { href: errorPageHref({ status: 404 }) };
  return null;
}
