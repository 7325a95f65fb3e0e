import { NO_STATE_SELECTED, PRIVACY_PAGE_LIMIT, PRIVACY_TYPEAHEAD_DEBOUNCE_MS } from '@lantern/shared';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LookupItem, LookupResults } from './lookup-combobox.tsx';
import { fetchDistricts, fetchSchools, PRIVACY_KEY, statesQuery } from './privacy-api.ts';
import { filterStates } from './privacy-rules.ts';

/** The value once it has stayed the same for `delayMs` (the lookups' 700 ms typeahead, spec 2 §9). */
export function useDebouncedValue<T>(value: T, delayMs = PRIVACY_TYPEAHEAD_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The key of 'No state selected' in the list (its code is empty). */
export const NO_STATE_KEY = 'none';

/** The states and territories, filtered in the browser (one short list, fetched once). */
export function useStateLookup(search: string): LookupResults {
  const states = useQuery(statesQuery());
  const items: LookupItem[] = filterStates(states.data?.results ?? [], search).map((state) => ({
    id: state.abbreviation || NO_STATE_KEY,
    label: state.name || NO_STATE_SELECTED,
  }));
  return {
    items,
    isPending: states.isPending,
    isError: states.isError,
    hasMore: false,
    isLoadingMore: false,
    loadMore: () => undefined,
  };
}

type Page<T> = { count: number; next: string | null; results: T[] };

/** The query of one lookup list (districts of a state, schools of a district) for one search. */
export function pagedLookupQueryOptions<T>(
  kind: string,
  parent: string,
  search: string,
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Page<T>>,
) {
  return infiniteQueryOptions({
    queryKey: [...PRIVACY_KEY, kind, parent, search],
    enabled: parent !== '',
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last, pages) => (last.next ? pages.length * PRIVACY_PAGE_LIMIT : undefined),
    // While the next search of the same state or district loads, its last list stays (no flash of
    // 'Loading…' on each keystroke); another state's or district's list never stands in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === parent ? previous : undefined,
    staleTime: 5 * 60_000,
  });
}

/** A server list read page by page (limit 30) as the list is scrolled to its end. */
function usePagedLookup<T>(
  kind: string,
  parent: string,
  search: string,
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Page<T>>,
  toItem: (row: T) => LookupItem,
): LookupResults & { count: number | undefined } {
  const query = useInfiniteQuery(pagedLookupQueryOptions(kind, parent, search, fetchPage));
  return {
    items: query.data?.pages.flatMap((page) => page.results.map(toItem)) ?? [],
    count: query.data?.pages[0]?.count,
    isPending: parent !== '' && query.isPending,
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

export function useDistrictLookup(state: string, search: string) {
  return usePagedLookup(
    'districts',
    state,
    search,
    (offset, signal) => fetchDistricts(state, search, offset, signal),
    (district) => ({ id: district.district_guid, label: district.district_name }),
  );
}

export function useSchoolLookup(districtGuid: string, search: string) {
  return usePagedLookup(
    'schools',
    districtGuid,
    search,
    (offset, signal) => fetchSchools(districtGuid, search, offset, signal),
    (school) => ({ id: school.id, label: school.name, detail: school.city || undefined }),
  );
}
