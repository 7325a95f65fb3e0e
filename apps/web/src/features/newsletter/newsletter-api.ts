import {
  newsletterLinkReplySchema,
  newsletterStaffReplySchema,
  ownSubscriptionReplySchema,
} from '@lantern/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { getPageConfig } from '../../lib/page-config.ts';

/** Newsletter calls other than the footer's sign-up (issue 22): mailed links, own switch, staff view. */

export const NEWSLETTER_PATHS = {
  confirm: '/api/v2/newsletter/confirm/',
  unsubscribe: (token: string) => `/api/v2/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`,
  subscription: '/api/v2/newsletter/subscription/',
  staff: (station: string) =>
    `/api/v2/newsletter/staff/subscribers/${station ? `?station=${encodeURIComponent(station)}` : ''}`,
  export: (station: string) =>
    `/api/v2/newsletter/staff/export/${station ? `?station=${encodeURIComponent(station)}` : ''}`,
} as const;

export function confirmSubscription(token: string) {
  return apiRequest(NEWSLETTER_PATHS.confirm, newsletterLinkReplySchema, { method: 'POST', body: { token } });
}

export function unsubscribeWithToken(token: string) {
  return apiRequest(NEWSLETTER_PATHS.unsubscribe(token), newsletterLinkReplySchema, {
    method: 'POST',
    body: {},
  });
}

const ownKey = ['newsletter-subscription'] as const;

export function ownSubscriptionQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ownKey,
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(NEWSLETTER_PATHS.subscription, ownSubscriptionReplySchema, { signal }),
  });
}
export function useOwnSubscription(enabled: boolean) {
  return useQuery(ownSubscriptionQueryOptions(enabled));
}

export function useSetOwnSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      apiRequest(NEWSLETTER_PATHS.subscription, ownSubscriptionReplySchema, {
        method: 'PUT',
        body: { subscribed },
      }),
    onSuccess: (reply) => queryClient.setQueryData(ownSubscriptionQueryOptions(true).queryKey, reply),
  });
}

export function staffNewsletterQueryOptions(station: string) {
  return queryOptions({
    queryKey: ['newsletter-staff', station],
    queryFn: ({ signal }) =>
      apiRequest(NEWSLETTER_PATHS.staff(station), newsletterStaffReplySchema, { signal }),
  });
}
export function useStaffNewsletter(station: string) {
  return useQuery(staffNewsletterQueryOptions(station));
}

/** The CSV needs the client key like every call, so it is fetched and handed to the browser as a file. */
export async function downloadConfirmedCsv(station: string): Promise<void> {
  const response = await fetch(NEWSLETTER_PATHS.export(station), {
    headers: { Authorization: `Bearer ${getPageConfig().apiKey}` },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.json().catch(() => ({})));
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = disposition.match(/filename="([^"]+)"/)?.[1] ?? 'newsletter-confirmed.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
