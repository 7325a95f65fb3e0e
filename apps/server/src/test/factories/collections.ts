import type { FastifyInstance } from 'fastify';
import {
  collectionCustomFilterResources,
  collectionGrades,
  collectionResources,
  collectionSearchFilters,
  collectionSubcollections,
  collectionSubjects,
  collections,
} from '../../db/schema.ts';
import { inserted, uniqueSlug } from './unique.ts';

export interface CollectionOverrides extends Partial<typeof collections.$inferInsert> {
  /** Resources in the collection, in order. */
  resourceIds?: number[];
  /** Subcollections (a series' episodes), in order. */
  subcollectionIds?: number[];
  grades?: string[];
  subjects?: number[];
  /** Shorthand for isFeatured. */
  featured?: boolean;
  /** Shorthand for isAwardWinning. */
  awardWinning?: boolean;
}

/** A published collection (no artwork of its own unless `posterPath` is given), with what it holds. */
export async function buildCollection(app: FastifyInstance, overrides: CollectionOverrides = {}) {
  const {
    resourceIds = [],
    subcollectionIds = [],
    grades = [],
    subjects = [],
    featured,
    awardWinning,
    ...columns
  } = overrides;
  const slug = columns.slug ?? uniqueSlug('collection');
  const published = (columns.status ?? 'published') === 'published';
  const rows = await app.orm
    .insert(collections)
    .values({
      title: `Collection ${slug}`,
      canonicalUrl: `/collection/${slug}/`,
      isFeatured: featured ?? false,
      isAwardWinning: awardWinning ?? false,
      ...columns,
      publishedAt: published ? (columns.publishedAt ?? new Date()) : null,
      slug,
    })
    .returning({ id: collections.id, slug: collections.slug });
  const row = inserted(rows, 'collection');
  if (resourceIds.length) {
    await app.orm
      .insert(collectionResources)
      .values(resourceIds.map((resourceId, sortOrder) => ({ collectionId: row.id, resourceId, sortOrder })));
  }
  for (const [sortOrder, subcollectionId] of subcollectionIds.entries()) {
    await buildSubcollection(app, { collectionId: row.id, subcollectionId, sortOrder });
  }
  if (grades.length) {
    await app.orm
      .insert(collectionGrades)
      .values(grades.map((gradeBand) => ({ collectionId: row.id, gradeBand })));
  }
  if (subjects.length) {
    await app.orm
      .insert(collectionSubjects)
      .values(subjects.map((subjectId) => ({ collectionId: row.id, subjectId })));
  }
  return row;
}

/** A collection inside another (both made when not given). */
export async function buildSubcollection(
  app: FastifyInstance,
  overrides: Partial<typeof collectionSubcollections.$inferInsert> = {},
) {
  const collectionId = overrides.collectionId ?? (await buildCollection(app, { type: 'series' })).id;
  const subcollectionId = overrides.subcollectionId ?? (await buildCollection(app)).id;
  await app.orm
    .insert(collectionSubcollections)
    .values({ sortOrder: 0, ...overrides, collectionId, subcollectionId });
  return { collectionId, subcollectionId };
}

export type SearchFilterInput =
  | { kind: 'ch'; subjectId: number; title: string }
  | { kind: 'cp'; projectId: number; title: string }
  | { kind: 'custom'; value: string; title: string; resourceIds: number[] };

/** One of a collection's own search filters: by subject (ch), by project (cp) or a custom list. */
export async function buildSearchFilter(
  app: FastifyInstance,
  input: SearchFilterInput & { collectionId?: number },
) {
  const collectionId = input.collectionId ?? (await buildCollection(app)).id;
  const rows = await app.orm
    .insert(collectionSearchFilters)
    .values({
      collectionId,
      kind: input.kind,
      subjectId: input.kind === 'ch' ? input.subjectId : null,
      projectId: input.kind === 'cp' ? input.projectId : null,
      value:
        input.kind === 'custom'
          ? input.value
          : String(input.kind === 'ch' ? input.subjectId : input.projectId),
      title: input.title,
    })
    .returning({ id: collectionSearchFilters.id });
  const row = inserted(rows, 'search filter');
  if (input.kind === 'custom' && input.resourceIds.length) {
    await app.orm
      .insert(collectionCustomFilterResources)
      .values(input.resourceIds.map((resourceId) => ({ filterId: row.id, resourceId })));
  }
  return { id: row.id, collectionId };
}
