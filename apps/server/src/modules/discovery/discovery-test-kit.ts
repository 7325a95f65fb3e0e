import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  collectionCustomFilterResources,
  collectionGrades,
  collectionResources,
  collectionSearchFilters,
  collectionSubcollections,
  collectionSubjects,
  collections,
  organizations,
  projects,
  resourceAttributions,
  resourceStandards,
  standardFrameworks,
  standardItems,
} from '../../db/schema.ts';
import { uniqueSuffix } from '../../test/factories.ts';

/** Test content for the discovery calls, inserted through drizzle (never the demo seed). */

const slugSuffix = () =>
  uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

export interface TestCollection {
  title: string;
  description?: string;
  resourceIds?: number[];
  type?: 'collection' | 'series' | 'premium' | 'station';
  status?: 'published' | 'unpublished';
  grades?: string[];
  subjects?: number[];
  featured?: boolean;
  publishedAt?: Date;
}

export async function createTestCollection(app: FastifyInstance, input: TestCollection) {
  const slug = `c-${slugSuffix()}`;
  const published = (input.status ?? 'published') === 'published';
  const [row] = await app.orm
    .insert(collections)
    .values({
      slug,
      title: input.title,
      description: input.description ?? '',
      type: input.type ?? 'collection',
      status: input.status ?? 'published',
      publishedAt: published ? (input.publishedAt ?? new Date()) : null,
      isFeatured: input.featured ?? false,
      canonicalUrl: `/collection/${slug}/`,
      posterPath: `/media/posters/${slug}.jpg`,
    })
    .returning({ id: collections.id, slug: collections.slug });
  if (!row) throw new Error('collection not inserted');
  const resourceIds = input.resourceIds ?? [];
  if (resourceIds.length) {
    await app.orm
      .insert(collectionResources)
      .values(resourceIds.map((resourceId, sortOrder) => ({ collectionId: row.id, resourceId, sortOrder })));
  }
  if (input.grades?.length) {
    await app.orm
      .insert(collectionGrades)
      .values(input.grades.map((gradeBand) => ({ collectionId: row.id, gradeBand })));
  }
  if (input.subjects?.length) {
    await app.orm
      .insert(collectionSubjects)
      .values(input.subjects.map((subjectId) => ({ collectionId: row.id, subjectId })));
  }
  return row;
}

export async function addSubcollection(app: FastifyInstance, parentId: number, childId: number) {
  await app.orm
    .insert(collectionSubcollections)
    .values({ collectionId: parentId, subcollectionId: childId, sortOrder: 0 });
}

export async function createOrganization(app: FastifyInstance, name: string) {
  const slug = `org-${slugSuffix()}`;
  const [row] = await app.orm
    .insert(organizations)
    .values({ slug, name, kind: 'producer', logoColor: '#123456', url: 'https://example.org/' })
    .returning({ id: organizations.id, slug: organizations.slug });
  if (!row) throw new Error('organization not inserted');
  return row;
}

export async function createProject(
  app: FastifyInstance,
  title: string,
  organizationId: number | null = null,
) {
  const slug = `p-${slugSuffix()}`;
  const [row] = await app.orm
    .insert(projects)
    .values({ slug, title, kind: 'content_project', organizationId })
    .returning({ id: projects.id, slug: projects.slug });
  if (!row) throw new Error('project not inserted');
  return row;
}

export async function credit(
  app: FastifyInstance,
  resourceId: number,
  organizationId: number,
  role: 'brand' | 'funder' | 'producer' | 'distributor',
) {
  await app.orm.insert(resourceAttributions).values({ resourceId, organizationId, role });
}

export async function addSearchFilter(
  app: FastifyInstance,
  collectionId: number,
  filter:
    | { kind: 'ch'; subjectId: number; title: string }
    | { kind: 'cp'; projectId: number; title: string }
    | { kind: 'custom'; value: string; title: string; resourceIds: number[] },
) {
  const [row] = await app.orm
    .insert(collectionSearchFilters)
    .values({
      collectionId,
      kind: filter.kind,
      subjectId: filter.kind === 'ch' ? filter.subjectId : null,
      projectId: filter.kind === 'cp' ? filter.projectId : null,
      value:
        filter.kind === 'custom'
          ? filter.value
          : String(filter.kind === 'ch' ? filter.subjectId : filter.projectId),
      title: filter.title,
    })
    .returning({ id: collectionSearchFilters.id });
  if (!row) throw new Error('filter not inserted');
  if (filter.kind === 'custom' && filter.resourceIds.length) {
    await app.orm
      .insert(collectionCustomFilterResources)
      .values(filter.resourceIds.map((resourceId) => ({ filterId: row.id, resourceId })));
  }
}

export async function createFramework(app: FastifyInstance, scope: 'national' | 'state') {
  const id = randomUUID();
  await app.orm.insert(standardFrameworks).values({
    id,
    key: `fw-${slugSuffix()}`,
    title: scope === 'state' ? 'Sample State Science Standards' : 'Sample National Math Standards',
    scope,
    stateCode: scope === 'state' ? 'CA' : null,
    authorityName: scope === 'state' ? 'Sample State Board' : 'Sample Council',
    subject: 'Math',
    isSample: true,
  });
  return id;
}

export async function createStandardItem(
  app: FastifyInstance,
  input: {
    frameworkId: string;
    code: string | null;
    statement: string;
    parentId?: string;
    levels?: string[];
    resourceIds?: number[];
  },
) {
  const id = randomUUID();
  await app.orm.insert(standardItems).values({
    id,
    frameworkId: input.frameworkId,
    parentId: input.parentId ?? null,
    humanCodingScheme: input.code,
    fullStatement: input.statement,
    itemType: input.parentId ? 'Standard' : 'Cluster',
    educationLevels: input.levels ?? [],
  });
  if (input.resourceIds?.length) {
    await app.orm
      .insert(resourceStandards)
      .values(input.resourceIds.map((resourceId) => ({ resourceId, standardItemId: id })));
  }
  return id;
}
