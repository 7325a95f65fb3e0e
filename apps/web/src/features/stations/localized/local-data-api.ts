import { localDataSchema } from '@lantern/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Local data of one station (spec 1 §7): its header image, names, logo, donate and social links and
 * upcoming events. Asked for by id, so the hero, the station banner and the profile share one
 * cached reply; a station change is a full page navigation, so nothing here goes stale within a page.
 */
export const localDataPath = (organizationId: number) => `/api/v2/local_data/${organizationId}/`;

export const localDataQuery = (organizationId: number) =>
  queryOptions({
    queryKey: ['stations', 'local-data', organizationId],
    queryFn: ({ signal }) => apiRequest(localDataPath(organizationId), localDataSchema, { signal }),
    staleTime: 5 * 60_000,
  });

/** Nothing is fetched on the national site (no station). */
export function useLocalData(organizationId: number | null) {
  return useQuery({ ...localDataQuery(organizationId ?? 0), enabled: organizationId !== null });
}
