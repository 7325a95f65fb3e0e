import { localDataSchema } from '@lantern/shared';
import { queryOptions } from '@tanstack/react-query';
import type { apiRequest } from '../../../lib/api-client.ts';

/** The app's API call, passed in: see station-banner.tsx for why this module does not import it. */
export type ApiRequest = typeof apiRequest;

/**
 * Local data of one station (spec 1 §7): its header image, names, logo, donate and social links and
 * upcoming events. Asked for by id, so the hero, the station banner and the profile share one
 * cached reply; a station change is a full page navigation, so nothing here goes stale within a page.
 */
export const localDataQuery = (organizationId: number, request: ApiRequest) =>
  queryOptions({
    queryKey: ['stations', 'local-data', organizationId],
    queryFn: ({ signal }) => request(`/api/v2/local_data/${organizationId}/`, localDataSchema, { signal }),
    staleTime: 5 * 60_000,
  });
