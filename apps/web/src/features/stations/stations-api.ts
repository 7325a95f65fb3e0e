import { stationLookupReplySchema } from '@lantern/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** What the person searched for in step 1 of the station modal. */
export type StationSearch = { by: 'zip'; zip: string } | { by: 'state'; state: string };

/** The station lookups (spec 2 §7): by ZIP code, nearest first, or by state. */
export function stationLookupQuery(search: StationSearch) {
  const path =
    search.by === 'zip'
      ? `/api/v2/orgs_by_zipcode/${encodeURIComponent(search.zip)}/`
      : `/api/v2/orgs_by_state/${encodeURIComponent(search.state)}/`;
  return queryOptions({
    queryKey: ['stations', 'lookup', search],
    queryFn: ({ signal }) => apiRequest(path, stationLookupReplySchema, { signal }),
    // Stations change a few times a year: going back and searching again needs no new call.
    staleTime: 30 * 60_000,
  });
}

/** The lookup for a submitted search; idle until there is one. */
export function stationLookupQueryOptions(search: StationSearch | null) {
  return queryOptions({
    ...stationLookupQuery(search ?? { by: 'state', state: '' }),
    enabled: search !== null,
  });
}
export function useStationLookup(search: StationSearch | null) {
  return useQuery(stationLookupQueryOptions(search));
}
