import {
  type DataPrivacyRecord,
  dataPrivacyRecordSchema,
  PRIVACY_PAGE_LIMIT,
  privacyDistrictsPageSchema,
  privacyPaths,
  privacySchoolsPageSchema,
  privacyStatesPageSchema,
  type SetDataPrivacyBody,
  type UpdateDataPrivacyBody,
} from '@lantern/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** The student-privacy calls (spec 2 §7; packages/shared/src/privacy). */

export const PRIVACY_KEY = ['data-privacy'] as const;

export function privacyRecordQuery() {
  return queryOptions({
    queryKey: [...PRIVACY_KEY, 'record'],
    queryFn: ({ signal }) => apiRequest(privacyPaths.record, dataPrivacyRecordSchema, { signal }),
    // 'Cached' (spec 2 §7): it changes only through this feature's writes, which replace it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePrivacyRecord({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...privacyRecordQuery(), enabled });
}

/** A write whose reply is the new record: the cache takes it, so every view shows it at once. */
function useRecordWrite<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: I) => apiRequest(path, dataPrivacyRecordSchema, { method: 'POST', body }),
    onSuccess: (record: DataPrivacyRecord) => queryClient.setQueryData(privacyRecordQuery().queryKey, record),
  });
}

export const useSetDataPrivacy = () => useRecordWrite<SetDataPrivacyBody>(privacyPaths.set);
export const useUpdateDataPrivacy = () => useRecordWrite<UpdateDataPrivacyBody>(privacyPaths.update);
export const useDoThisLater = () => useRecordWrite<{ do_this_later: boolean }>(privacyPaths.doThisLater);

/** One page of a lookup list; `offset` is where it starts. */
function pageParams(search: string, offset: number, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams({ limit: String(PRIVACY_PAGE_LIMIT), offset: String(offset), ...extra });
  if (search) params.set('search', search);
  return params;
}

/** The whole state list (about 57 entries), following `next` (spec 2 §7); it is filtered in the browser. */
export async function fetchStates(signal?: AbortSignal) {
  const first = await apiRequest(`${privacyPaths.states}?limit=100`, privacyStatesPageSchema, { signal });
  const results = [...first.results];
  for (let next = first.next; next; ) {
    const page = await apiRequest(next, privacyStatesPageSchema, { signal });
    results.push(...page.results);
    next = page.next;
  }
  return { ...first, next: null, results };
}

export function statesQuery() {
  return queryOptions({
    queryKey: [...PRIVACY_KEY, 'states'],
    queryFn: ({ signal }) => fetchStates(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function fetchDistricts(state: string, search: string, offset: number, signal?: AbortSignal) {
  return apiRequest(
    `${privacyPaths.districts}?${pageParams(search, offset, { state })}`,
    privacyDistrictsPageSchema,
    { signal },
  );
}

export function fetchSchools(districtGuid: string, search: string, offset: number, signal?: AbortSignal) {
  return apiRequest(
    `${privacyPaths.schoolsByDistrict(districtGuid)}?${pageParams(search, offset)}`,
    privacySchoolsPageSchema,
    { signal },
  );
}
