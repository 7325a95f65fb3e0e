import {
  COLLECTION_SEARCH_PAGE_SIZE,
  type CollectionCard,
  type CollectionFilter,
  type CollectionSearchInfo,
  type SearchCollectionsQuery,
  type SearchCollectionsReply,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type SearchCaller, searchCriteria, whereClause } from '../search/index.ts';
import {
  type CollectionCardRow,
  type CollectionCriteria,
  collectionPage,
  collectionSearchFilters,
  collectionTotal,
  publishedCollectionBySlug,
  type SearchFilterRow,
} from './collections.repo.ts';

/** Excluding media type Collection (the add-on view) excludes every collection. */
const excludesCollections = (criteria: ReturnType<typeof searchCriteria>) =>
  criteria.excluded.some((filter) => filter.name === 'media_type' && filter.value === 'Collection');

/** Builds the criteria; facet syntax and values are checked exactly as resource search checks them. */
export function collectionCriteria(
  query: SearchCollectionsQuery,
  caller: SearchCaller,
): CollectionCriteria | null {
  const { rank_by: rankBy, collection_slug: parentSlug, ...searchParams } = query;
  const resourceSearch = searchCriteria(searchParams, caller);
  if (excludesCollections(resourceSearch)) return null;
  return {
    q: (query.q ?? '').trim(),
    resourceWhere: whereClause({ ...resourceSearch, q: '', collectionSlug: null }),
    parentSlug: parentSlug ?? null,
    rankBy: rankBy ?? 'relevance',
    start: query.start ?? 0,
    count: query.count ?? COLLECTION_SEARCH_PAGE_SIZE,
  };
}

/** A collection card; every field is listed, so no column leaks. */
export function presentCollectionCard(row: CollectionCardRow): CollectionCard {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    type: row.type,
    media_type: 'Collection',
    poster: row.poster,
    grades: row.grades,
    subjects: row.subjects.map((subject) => ({ id: subject.id, title: subject.title })),
    resources_count: row.resources_count,
    url: `/collection/${encodeURIComponent(row.slug)}/`,
  };
}

export async function searchCollections(
  orm: Orm,
  criteria: CollectionCriteria | null,
  nextUri: (start: number) => string,
): Promise<SearchCollectionsReply> {
  if (!criteria) return { objects: [], meta: { total: 0, next_uri: null } };
  const [rows, total] = await Promise.all([collectionPage(orm, criteria), collectionTotal(orm, criteria)]);
  const nextStart = criteria.start + criteria.count;
  return {
    objects: rows.map(presentCollectionCard),
    meta: { total, next_uri: nextStart < total ? nextUri(nextStart) : null },
  };
}

function presentFilter(row: SearchFilterRow): CollectionFilter {
  if (row.kind === 'ch' && row.subject_id !== null) {
    return { id: row.subject_id, title: row.title, facet: `subject:${row.subject_id}`, count: row.n };
  }
  if (row.kind === 'cp' && row.project_slug !== null) {
    return { id: row.project_slug, title: row.title, facet: `cp:${row.project_slug}`, count: row.n };
  }
  return { id: row.value, title: row.title, facet: null, count: row.n };
}

export async function collectionSearchInfo(
  orm: Orm,
  slug: string,
  caller: SearchCaller,
): Promise<CollectionSearchInfo> {
  const collection = await publishedCollectionBySlug(orm, slug);
  if (!collection) throw notFound(`No published collection has the address '${slug}'.`);
  // Counted under the caller's search rules: student content, the station's opt-outs.
  const resourceSearch = searchCriteria({}, caller);
  const filters = await collectionSearchFilters(
    orm,
    collection.id,
    whereClause({ ...resourceSearch, q: '', collectionSlug: null }),
  );
  const ofKind = (kind: SearchFilterRow['kind']) =>
    filters.filter((row) => row.kind === kind).map(presentFilter);
  return {
    slug: collection.slug,
    title: collection.title,
    type: collection.type,
    ch_filter: ofKind('ch'),
    cp_filter: ofKind('cp'),
    custom_filters: ofKind('custom'),
  };
}
