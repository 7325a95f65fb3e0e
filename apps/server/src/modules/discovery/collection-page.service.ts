import {
  COLLECTION_ERROR_DETAILS,
  COLLECTION_GRADE_ALL,
  type CollectionDetail,
  type CollectionErrorStatus,
  type CollectionResourcesReply,
  GRADE_BROWSE,
} from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { presentCard } from '../cards/index.ts';
import { isOrganizationMember, mayPreview } from '../resource/index.ts';
import { type SearchCaller, searchCriteria, whereClause } from '../search/index.ts';
import {
  type CollectionHeaderRow,
  collectionGradeCounts,
  collectionHeader,
  collectionResourcePage,
  collectionResourceTotal,
  subcollectionCards,
} from './collection-page.repo.ts';
import { presentCollectionCard } from './collections.service.ts';

/**
 * The collection page (spec 3 "Collection page"): header, own resources paged with the grade filter, and
 * subcollections. Outside preview only published collections and the resources the caller's search would
 * show; preview (docs/decisions/0006, as for resources) shows everything to admins and to members of the
 * collection's organization.
 */

export interface CollectionViewer extends SearchCaller {
  user: SessionUser | null;
  preview: boolean;
}

export interface ResourcePaging {
  grade: string;
  start: number;
  count: number;
}

function collectionError(
  httpStatus: 401 | 403 | 404,
  status: CollectionErrorStatus,
  slug: string,
  detail: string,
): AppError {
  const code = httpStatus === 404 ? 'not_found' : httpStatus === 401 ? 'unauthorized' : 'forbidden';
  return new AppError(code, detail, httpStatus, {
    status: httpStatus,
    error: { collection_slug: slug, status },
  });
}

/** The collection if the viewer may see it: a published one, or any in an allowed preview. */
async function viewableCollection(
  orm: Orm,
  slug: string,
  viewer: CollectionViewer,
): Promise<CollectionHeaderRow> {
  const collection = await collectionHeader(orm, slug);
  if (!collection) throw collectionError(404, 'NOT_FOUND', slug, COLLECTION_ERROR_DETAILS.NOT_FOUND);
  if (viewer.preview) {
    const { user } = viewer;
    if (!user) throw collectionError(401, 'UNPUBLISHED', slug, COLLECTION_ERROR_DETAILS.PREVIEW_SIGN_IN);
    const ownerId = collection.organization?.entity_id ?? null;
    const member = ownerId !== null && (await isOrganizationMember(orm, ownerId, user.id));
    if (!mayPreview(user, member)) {
      throw collectionError(403, 'UNPUBLISHED', slug, COLLECTION_ERROR_DETAILS.PREVIEW_FORBIDDEN);
    }
    return collection;
  }
  if (collection.status !== 'published') {
    throw collectionError(404, 'UNPUBLISHED', slug, COLLECTION_ERROR_DETAILS.UNPUBLISHED);
  }
  return collection;
}

/** The rules over resources r: the caller's search rules, or in preview every resource but support materials. */
function resourceRules(viewer: CollectionViewer): SQL {
  if (viewer.preview) return sql`r.scope <> 'support_material'`;
  return whereClause({ ...searchCriteria({}, viewer), q: '', collectionSlug: null });
}

const bandsOf = (grade: string): readonly string[] =>
  GRADE_BROWSE.find((entry) => entry.slug === grade)?.bands ?? [];

async function resourcePage(
  orm: Orm,
  collectionId: number,
  rules: SQL,
  paging: ResourcePaging,
  nextUri: (start: number) => string,
): Promise<CollectionResourcesReply> {
  const criteria = { collectionId, resourceWhere: rules, bands: bandsOf(paging.grade), ...paging };
  const [rows, total] = await Promise.all([
    collectionResourcePage(orm, criteria),
    collectionResourceTotal(orm, criteria),
  ]);
  const nextStart = paging.start + paging.count;
  return {
    objects: rows.map(presentCard),
    meta: {
      total,
      next_uri: nextStart < total ? nextUri(nextStart) : null,
      grade: paging.grade as CollectionResourcesReply['meta']['grade'],
    },
  };
}

/** The address of a page of /api/v2/collection/resources/ with the same filters. */
export function collectionResourcesUri(
  slug: string,
  paging: ResourcePaging,
  flags: { student?: string; is_preview?: string },
): string {
  const params = new URLSearchParams({
    slug,
    grade: paging.grade,
    start: String(paging.start),
    count: String(paging.count),
  });
  if (flags.student) params.set('student', flags.student);
  if (flags.is_preview) params.set('is_preview', flags.is_preview);
  return `/api/v2/collection/resources/?${params.toString()}`;
}

export async function collectionResources(
  orm: Orm,
  slug: string,
  viewer: CollectionViewer,
  paging: ResourcePaging,
  nextUri: (start: number) => string,
): Promise<CollectionResourcesReply> {
  const collection = await viewableCollection(orm, slug, viewer);
  return resourcePage(orm, collection.id, resourceRules(viewer), paging, nextUri);
}

export async function collectionDetail(
  orm: Orm,
  slug: string,
  viewer: CollectionViewer,
  firstPage: Omit<ResourcePaging, 'start'>,
  nextUri: (start: number) => string,
): Promise<CollectionDetail> {
  const collection = await viewableCollection(orm, slug, viewer);
  const rules = resourceRules(viewer);
  const paging = { ...firstPage, start: 0 };
  const [resources, allGrades, gradeCounts, subcollections] = await Promise.all([
    resourcePage(orm, collection.id, rules, paging, nextUri),
    collectionResourceTotal(orm, {
      collectionId: collection.id,
      resourceWhere: rules,
      bands: [],
      start: 0,
      count: 0,
    }),
    collectionGradeCounts(orm, collection.id, rules),
    subcollectionCards(orm, collection.id, rules, viewer.preview),
  ]);
  const gradeOptions = GRADE_BROWSE.map((entry) => ({
    slug: entry.slug,
    label: entry.label,
    count: entry.bands.reduce((sum, band) => sum + (gradeCounts.get(band) ?? 0), 0),
  })).filter((option) => option.count > 0);
  return {
    id: collection.id,
    guid: collection.guid,
    slug: collection.slug,
    title: collection.title,
    description: collection.description,
    type: collection.type,
    media_type: 'Collection',
    status: collection.status,
    is_preview: viewer.preview,
    poster: collection.poster,
    canonical_url: collection.canonical_url,
    url: `/collection/${encodeURIComponent(collection.slug)}/`,
    grades: collection.grades,
    subjects: collection.subjects.map((subject) => ({ id: subject.id, title: subject.title })),
    organization: collection.organization,
    project: collection.project,
    grade_options: [{ slug: COLLECTION_GRADE_ALL, label: 'All grades', count: allGrades }, ...gradeOptions],
    resources,
    subcollections: subcollections.map(presentCollectionCard),
    has_search_filters: collection.has_search_filters,
  };
}
