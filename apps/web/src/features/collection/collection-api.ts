import {
  type CollectionDetail,
  collectionDetailSchema,
  collectionResourcesReplySchema,
} from '@lantern/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import {
  type CollectionAddress,
  type CollectionGrade,
  collectionDetailPath,
  collectionResourcesPath,
} from './collection-url.ts';

/** GET /api/v2/collection/{slug}/ (or the preview call): the header, grade choices and subcollections. */
export function collectionDetailQueryOptions(address: CollectionAddress | null, student: boolean) {
  return queryOptions({
    queryKey: ['collection', address?.preview ?? false, address?.slug ?? '', student],
    queryFn: ({ signal }) =>
      apiRequest(collectionDetailPath(address as CollectionAddress, student), collectionDetailSchema, {
        signal,
      }),
    enabled: address !== null,
  });
}
export function useCollectionDetail(address: CollectionAddress | null, student: boolean) {
  return useQuery(collectionDetailQueryOptions(address, student));
}

/**
 * A collection's resources for one grade, a page at a time: 'Load more' follows the reply's next_uri.
 * The detail reply already holds the first page for all grades, so that one is not asked for twice.
 */
export function collectionResourcesQueryOptions(
  address: CollectionAddress,
  grade: CollectionGrade,
  student: boolean,
  detail: CollectionDetail | undefined,
) {
  const first = collectionResourcesPath(address, grade, student);
  const seeded = detail && detail.resources.meta.grade === grade ? detail.resources : undefined;
  return infiniteQueryOptions({
    queryKey: ['collection-resources', first],
    initialPageParam: first,
    initialData: seeded ? { pages: [seeded], pageParams: [first] } : undefined,
    queryFn: ({ pageParam, signal }) => apiRequest(pageParam, collectionResourcesReplySchema, { signal }),
    // Only same-site API addresses are followed.
    getNextPageParam: (last) => (last.meta.next_uri?.startsWith('/api/') ? last.meta.next_uri : undefined),
    enabled: detail !== undefined,
  });
}
export function useCollectionResources(
  address: CollectionAddress,
  grade: CollectionGrade,
  student: boolean,
  detail: CollectionDetail | undefined,
) {
  return useInfiniteQuery(collectionResourcesQueryOptions(address, grade, student, detail));
}
