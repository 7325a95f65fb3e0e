/**
 * How any page sends the visitor to the error page (spec 3 "Error pages"): the address carries
 * status, customErrorMessage and next; details go in navigation state:
 *
 *   navigate(errorPageHref({ status: 404 }), { state: { resourceType: 'collection' } satisfies ErrorPageState });
 */
export interface ErrorPageState {
  relatedResources?: Array<{ title: string; url?: string; id?: string | number; slug?: string }>;
  /** ISO date or timestamp; shown as MM/dd/yyyy. */
  expirationDate?: string;
  errorStatus?: number | 'expired' | 'unpublished';
  resourceType?: 'resource' | 'collection';
  /** CMS change page, shown to admin-display users. */
  adminLink?: string;
}

export function errorPageHref({
  status,
  customErrorMessage,
  next,
}: {
  status: number;
  customErrorMessage?: string;
  next?: string;
}): string {
  const params = new URLSearchParams({ status: String(status) });
  if (customErrorMessage) params.set('customErrorMessage', customErrorMessage);
  if (next) params.set('next', next);
  return `/error?${params.toString()}`;
}
