import {
  COLLECTION_GRADE_ALL,
  COLLECTION_GRADE_SLUGS,
  COLLECTION_RESOURCES_PAGE_SIZE,
  COLLECTION_SLUG_PATTERN,
} from '@lantern/shared';

/**
 * The collection page's addresses (spec 3 "Collection page"): /collection/{slug}/ and, for reviewers,
 * /collection/preview/{slug}/; the grade filter travels as ?grade={slug} ('N/A', all grades, is the
 * default and is left out of the address). Pure, so they are unit-tested.
 */

export type CollectionGrade = typeof COLLECTION_GRADE_ALL | (typeof COLLECTION_GRADE_SLUGS)[number];

export interface CollectionAddress {
  slug: string;
  preview: boolean;
}

/** The slug (and preview flag) from the path after /collection/, or null when it names no collection. */
export function parseCollectionPath(splat: string): CollectionAddress | null {
  const segments = splat.split('/').filter(Boolean);
  const preview = segments[0] === 'preview';
  const rest = preview ? segments.slice(1) : segments;
  if (rest.length !== 1) return null;
  const slug = rest[0] as string;
  return COLLECTION_SLUG_PATTERN.test(slug) ? { slug, preview } : null;
}

export function readCollectionGrade(params: URLSearchParams): CollectionGrade {
  const value = params.get('grade');
  return (COLLECTION_GRADE_SLUGS as readonly string[]).includes(value ?? '')
    ? (value as CollectionGrade)
    : COLLECTION_GRADE_ALL;
}

/** The page's query with another grade; other parameters (student=true…) stay. */
export function withCollectionGrade(search: string, grade: CollectionGrade): string {
  const params = new URLSearchParams(search);
  if (grade === COLLECTION_GRADE_ALL) params.delete('grade');
  else params.set('grade', grade);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function collectionDetailPath({ slug, preview }: CollectionAddress, student: boolean): string {
  const params = new URLSearchParams();
  if (preview) params.set('is_preview', 'true');
  if (student) params.set('student', 'true');
  const query = params.toString();
  const base = preview ? '/api/v2/collection_preview/' : '/api/v2/collection/';
  return `${base}${encodeURIComponent(slug)}/${query ? `?${query}` : ''}`;
}

/** The first page of a collection's resources for a grade; later pages follow the reply's next_uri. */
export function collectionResourcesPath(
  { slug, preview }: CollectionAddress,
  grade: CollectionGrade,
  student: boolean,
): string {
  const params = new URLSearchParams({
    slug,
    grade,
    start: '0',
    count: String(COLLECTION_RESOURCES_PAGE_SIZE),
  });
  if (student) params.set('student', 'true');
  if (preview) params.set('is_preview', 'true');
  return `/api/v2/collection/resources/?${params.toString()}`;
}

/** A card's link in the student experience keeps student=true. */
export function linkInMode(url: string, student: boolean): string {
  if (!student) return url;
  return `${url}${url.includes('?') ? '&' : '?'}student=true`;
}

/** Where an admin edits the collection (the CMS change page, spec 1 §2.2). */
export const collectionAdminLink = (id: number) => `/admin/catalog/collection/${id}/change/`;
